import { useId, useState } from 'react';
import { RadioGroup } from 'radix-ui';
import { displayFirstname, ProfilesGate, type Profile } from '@/entities/profile';
import { getProduct, ProductCard, productSlug, type Product } from '@/entities/product';
import { useViewer } from '@/entities/session';
import { useProfileTrunks, type TrunkRequest } from '@/entities/trunk';
import { takesWishes, WishButton, WishesProvider, WishMessage } from '@/features/wishes';
import { ProductBadges } from '@/widgets/suggestion-grid';
import { formatPrice, formatSize, useIntl, usePageTitle, useT } from '@/shared/i18n';
import { productIdFromParam, query, useResource, type PageProps } from '@/shared/lib';
import { Container, FormMessage, Link } from '@/shared/ui';
import styles from './SuggestedProductPage.module.css';

const NOT_FOUND = { type: 'NOT_FOUND', title: 'No such product', status: 404 };

/** The other products of the product's look. */
function LookProducts({ product, base }: { product: Product; base: string }) {
  const t = useT();
  const locale = useIntl().appLocale;
  const ids = product.look?.product_ids.filter((id) => id !== product.id) ?? [];
  const others = useResource(query(`look-products:${locale}:${ids.join(',')}`, () => Promise.all(ids.map((id) => getProduct(id)))));
  if (!product.look || ids.length === 0 || others.status !== 'ready') return null;
  return (
    <section aria-labelledby="product-look" className={styles.look}>
      <h2 id="product-look">{t('suggestions.product.look', { look: product.look.name })}</h2>
      <ul className={styles.lookProducts}>
        {others.data.map((other) => (
          <li key={other.id}>
            <ProductCard product={other}>
              <Link href={`${base}/product/${productSlug(other)}`}>
                {t('suggestions.product.open')}
                <span className="visually-hidden">, {other.name}</span>
              </Link>
            </ProductCard>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The sizes of the product, the ones out of stock not to be chosen. */
function SizeChoice({ product, value, onChange }: { product: Product; value: string; onChange(value: string): void }) {
  const t = useT();
  const intl = useIntl();
  const id = useId();
  return (
    <div className={styles.sizes}>
      <span id={`${id}-label`} className={styles.sizesLabel}>
        {t('suggestions.product.sizes')}
      </span>
      <RadioGroup.Root aria-labelledby={`${id}-label`} value={value} onValueChange={onChange} className={styles.sizeOptions} orientation="horizontal">
        {product.variants.map((variant) => (
          <RadioGroup.Item key={variant.variant_id} value={String(variant.variant_id)} disabled={!variant.is_available} className={styles.size}>
            {formatSize(intl, variant.size)}
            {!variant.is_available && <span className="visually-hidden">, {t('suggestions.product.soldOut')}</span>}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}

function ProductDetails({ product, request }: { product: Product; request: TrunkRequest }) {
  const t = useT();
  const intl = useIntl();
  usePageTitle(product.name);
  const wished = request.wishes.find((wish) => wish.product_id === product.id);
  const firstAvailable = product.variants.find((variant) => variant.is_available);
  const [variantId, setVariantId] = useState(String(wished?.variant_id ?? firstAvailable?.variant_id ?? ''));
  const variant = product.variants.find((candidate) => String(candidate.variant_id) === variantId);
  return (
    <article className={styles.product}>
      <div className={styles.pictures} role="region" aria-label={t('suggestions.product.pictures')} tabIndex={0}>
        {product.images.map((image, index) => (
          <img key={image} src={image} alt={t('suggestions.product.picture', { name: product.name, index: index + 1 })} width={480} height={600} />
        ))}
      </div>
      <div className={styles.details}>
        <p className={styles.brand}>{product.brand}</p>
        <h1>{product.name}</h1>
        <p className={styles.price}>
          {product.original_price !== null && (
            <>
              <span className="visually-hidden">{t('product.price.was')} </span>
              <s>{formatPrice(intl, product.original_price)}</s> <span className="visually-hidden">{t('product.price.now')} </span>
            </>
          )}
          {formatPrice(intl, product.lc_price)}
        </p>
        {product.label && <p className={styles.label}>{t(`product.label.${product.label}`)}</p>}
        <ProductBadges product={product} />
        <p>{product.description}</p>
        {product.variants.length > 0 && <SizeChoice product={product} value={variantId} onChange={setVariantId} />}
        {takesWishes(request) ? (
          <>
            <WishButton productId={product.id} productName={product.name} variantId={variant?.variant_id ?? null} size={variant ? formatSize(intl, variant.size) : undefined} />
            <WishMessage />
          </>
        ) : (
          <p>{t('suggestions.product.closed')}</p>
        )}
      </div>
    </article>
  );
}

function SuggestedProduct({ profile, requestId, productId }: { profile: Profile; requestId: number; productId: number }) {
  const t = useT();
  const locale = useIntl().appLocale;
  const trunks = useProfileTrunks(profile.id);
  const product = useResource(query(`product:${locale}:${productId}`, () => getProduct(productId)));
  const base = `/${profile.id}/suggestions/${requestId}`;
  if (trunks.status === 'failed' || product.status === 'failed') {
    if (product.status === 'failed' && (product.error as { status?: number }).status === 404) throw NOT_FOUND;
    return <FormMessage tone="failure">{t('suggestions.product.loadFailed')}</FormMessage>;
  }
  if (trunks.status === 'loading' || product.status === 'loading') return <p role="status">{t('suggestions.product.loading')}</p>;
  const request = trunks.data.requests.find((candidate) => candidate.id === requestId);
  if (!request) throw NOT_FOUND;
  return (
    <WishesProvider kidId={profile.id} requestId={request.id} wishes={request.wishes}>
      <Link href={base} className={styles.back}>
        {t('suggestions.product.back', { type: profile.profile_type, name: displayFirstname(profile.firstname, locale) })}
      </Link>
      <ProductDetails product={product.data} request={request} />
      <LookProducts product={product.data} base={base} />
    </WishesProvider>
  );
}

/** /{kidId}/suggestions/{requestId}/product/{id}: a suggested product, to wish for in a size. `id` may be `id-slug`. */
export default function SuggestedProductPage({ params }: PageProps) {
  const clientId = useViewer().client?.id ?? null;
  const productId = Number(productIdFromParam(params.id ?? ''));
  if (!Number.isInteger(productId) || productId <= 0) throw NOT_FOUND;
  return (
    <Container className={styles.page}>
      <ProfilesGate clientId={clientId}>
        {(profiles) => {
          const profile = profiles.find((candidate) => String(candidate.id) === params.kidId);
          if (!profile) throw NOT_FOUND;
          return <SuggestedProduct profile={profile} requestId={Number(params.requestId)} productId={productId} />;
        }}
      </ProfilesGate>
    </Container>
  );
}
