import { displayFirstname, ProfilesGate, type Profile } from '@/entities/profile';
import { getProduct, ProductCard } from '@/entities/product';
import { useViewer } from '@/entities/session';
import { isCustomisable, useProfileTrunks, type TrunkRequest, TrunksLoadState } from '@/entities/trunk';
import { useIntl, usePageTitle, useT } from '@/shared/i18n';
import { query, useResource, type PageProps } from '@/shared/lib';
import { Button, Container, FormMessage, Link } from '@/shared/ui';
import styles from './WishesSuccessPage.module.css';

/** Days before the delivery when the stylist's preview comes. */
const PREVIEW_LEAD_DAYS = 7;

/** The wished products, each in its wished size when there is one. */
function WishedProducts({ request }: { request: TrunkRequest }) {
  const t = useT();
  const locale = useIntl().appLocale;
  const ids = request.wishes.map((wish) => wish.product_id);
  const products = useResource(query(`wished-products:${locale}:${ids.join(',')}`, () => Promise.all(ids.map((id) => getProduct(id)))));
  if (products.status === 'loading') return <p role="status">{t('suggestions.success.loading')}</p>;
  if (products.status === 'failed') return <FormMessage tone="failure">{t('suggestions.success.loadFailed')}</FormMessage>;
  return (
    <ul className={styles.products}>
      {products.data.map((product, index) => {
        const variantId = request.wishes[index]?.variant_id;
        const size = product.variants.find((variant) => variant.variant_id === variantId)?.size;
        return (
          <li key={product.id}>
            <ProductCard product={product} size={size} />
          </li>
        );
      })}
    </ul>
  );
}

function WishesSuccess({ profile, requestId }: { profile: Profile; requestId: number }) {
  const t = useT();
  const locale = useIntl().appLocale;
  const name = displayFirstname(profile.firstname, locale);
  const trunks = useProfileTrunks(profile.id);
  usePageTitle(t('suggestions.success.title'));
  if (trunks.status !== 'ready') return <TrunksLoadState trunks={trunks} />;
  const request = trunks.data.requests.find((candidate) => candidate.id === requestId);
  if (!request) throw { type: 'NOT_FOUND', title: 'No such trunk request', status: 404 };
  const count = request.wishes.length;
  return (
    <>
      <h1>{t('suggestions.success.title')}</h1>
      <p className={styles.lead}>{t('suggestions.success.lead', { count, type: profile.profile_type, name })}</p>
      {count > 0 && <WishedProducts request={request} />}
      <section aria-labelledby="next-steps" className={styles.next}>
        <h2 id="next-steps">{t('suggestions.success.next.title')}</h2>
        <ol className={styles.steps}>
          <li>{t('suggestions.success.next.stylist', { count })}</li>
          <li>{t('suggestions.success.next.preview', { days: PREVIEW_LEAD_DAYS })}</li>
          <li>{t('suggestions.success.next.delivery', { type: profile.profile_type, name })}</li>
        </ol>
      </section>
      <div className={styles.actions}>
        <Button asChild>
          <Link href={`/${profile.id}/malle`}>{t('suggestions.request.toTrunk', { type: profile.profile_type, name })}</Link>
        </Button>
        {isCustomisable(request) && (
          <Button asChild variant="secondary">
            <Link href={`/${profile.id}/suggestions/${request.id}`}>{t('suggestions.success.edit')}</Link>
          </Button>
        )}
      </div>
    </>
  );
}

/** /{kidId}/suggestions/{requestId}/success: the wishes chosen, and what happens next. */
export default function WishesSuccessPage({ params }: PageProps) {
  const clientId = useViewer().client?.id ?? null;
  return (
    <Container className={styles.page}>
      <ProfilesGate clientId={clientId}>
        {(profiles) => {
          const profile = profiles.find((candidate) => String(candidate.id) === params.kidId);
          if (!profile) throw { type: 'NOT_FOUND', title: 'No such profile', status: 404 };
          return <WishesSuccess profile={profile} requestId={Number(params.requestId)} />;
        }}
      </ProfilesGate>
    </Container>
  );
}
