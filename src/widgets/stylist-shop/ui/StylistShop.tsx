import type { ReactNode } from 'react';
import { ProductCard, type Product } from '@/entities/product';
import { displayFirstname, type Profile } from '@/entities/profile';
import { useIntl, usePageTitle, useT } from '@/shared/i18n';
import { query, useResource } from '@/shared/lib';
import { Container, FormMessage, Link } from '@/shared/ui';
import { listKidCollections } from '../api/collections';
import { productPath, sectionPath, type ShopScope } from '../lib/paths';
import type { KidCollection, KidCollectionSlug } from '../model/types';
import { SubscriberOfferBanner } from './SubscriberOfferBanner';
import styles from './StylistShop.module.css';

/** Products of a section shown on the shop's overview. */
const OVERVIEW_SIZE = 4;

export interface StylistShopProps {
  /** The profile whose shop shows. */
  profile: Profile;
  /** All the client's profiles, to go from one shop to another. */
  profiles: readonly Profile[];
  /** The client's own shop (`/your-shop`) rather than the profile's (`/{kidId}/your-shop`). */
  own: boolean;
  /** The section shown; null for the overview of every section. */
  section: KidCollectionSlug | null;
}

/** A woman's shop wears the woman theme, a kid's the kid theme. */
export function ShopTheme({ profile, children }: { profile: Profile; children: ReactNode }) {
  return <div data-theme={profile.profile_type === 'WOMAN' ? 'woman' : 'kid'}>{children}</div>;
}

function ProductList({ products, kidId, slug }: { products: readonly Product[]; kidId: number; slug: KidCollectionSlug }) {
  const t = useT();
  return (
    <ul className={styles.products}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product}>
            <Link href={productPath(kidId, slug, product)} className={styles.open}>
              {t('shop.your.open')}
              <span className="visually-hidden">, {product.name}</span>
            </Link>
          </ProductCard>
        </li>
      ))}
    </ul>
  );
}

/** The shops of the client's profiles, the current one marked. */
function ProfileChoice({ profiles, current }: { profiles: readonly Profile[]; current: Profile }) {
  const t = useT();
  const locale = useIntl().appLocale;
  if (profiles.length < 2) return null;
  return (
    <nav aria-label={t('shop.your.profiles')}>
      <ul className={styles.tabs}>
        {profiles.map((profile) => (
          <li key={profile.id}>
            <Link href={sectionPath({ kidId: profile.id, own: false })} aria-current={profile.id === current.id ? 'page' : undefined} className={styles.tab}>
              {t('shop.your.profileLink', { type: profile.profile_type, name: displayFirstname(profile.firstname, locale) })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SectionChoice({ collections, scope, current }: { collections: readonly KidCollection[]; scope: ShopScope; current: KidCollectionSlug | null }) {
  const t = useT();
  const links: Array<[KidCollectionSlug | undefined, string]> = [[undefined, t('shop.your.overview')], ...collections.map((c): [KidCollectionSlug, string] => [c.slug, c.name])];
  return (
    <nav aria-label={t('shop.your.sections')}>
      <ul className={styles.tabs}>
        {links.map(([slug, name]) => (
          <li key={slug ?? ''}>
            <Link href={sectionPath(scope, slug)} aria-current={(slug ?? null) === current ? 'page' : undefined} className={styles.tab}>
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Every section with products, a few of each and a link to the whole section. */
function Overview({ collections, scope }: { collections: readonly KidCollection[]; scope: ShopScope }) {
  const t = useT();
  const filled = collections.filter((collection) => collection.products.length > 0);
  if (!filled.length) return <p>{t('shop.your.empty')}</p>;
  return filled.map((collection) => (
    <section key={collection.slug} aria-labelledby={`shop-${collection.slug}`} className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id={`shop-${collection.slug}`}>{collection.name}</h2>
        <Link href={sectionPath(scope, collection.slug)}>
          {t('shop.your.seeAll')}
          <span className="visually-hidden">, {collection.name}</span>
        </Link>
      </div>
      <ProductList products={collection.products.slice(0, OVERVIEW_SIZE)} kidId={scope.kidId} slug={collection.slug} />
    </section>
  ));
}

/** One section: its looks, each with its pieces, or its products. */
function Section({ collection, kidId }: { collection: KidCollection; kidId: number }) {
  const t = useT();
  if (!collection.products.length) return <p>{t('shop.your.sectionEmpty')}</p>;
  if (collection.slug !== 'looks') return <ProductList products={collection.products} kidId={kidId} slug={collection.slug} />;
  return collection.looks.map((look) => (
    <section key={look.id} aria-labelledby={`look-${look.id}`} className={styles.section}>
      <h2 id={`look-${look.id}`}>{look.name}</h2>
      <ProductList products={look.products} kidId={kidId} slug="looks" />
    </section>
  ));
}

/** A profile's stylist shop: its overview or one of its sections, with the ways to the others. */
export function StylistShop({ profile, profiles, own, section }: StylistShopProps) {
  const t = useT();
  const locale = useIntl().appLocale;
  const name = displayFirstname(profile.firstname, locale);
  const shopTitle = t('shop.your.title', { type: profile.profile_type, name });
  const collections = useResource(query(`kid-collections:${locale}:${profile.id}`, () => listKidCollections(profile.id)));
  const scope = { kidId: profile.id, own };
  const shown = section && collections.status === 'ready' ? collections.data.find((collection) => collection.slug === section) : undefined;
  const title = shown ? shown.name : shopTitle;
  usePageTitle(shown ? `${shown.name} · ${shopTitle}` : shopTitle);
  return (
    <ShopTheme profile={profile}>
      <Container className={styles.page}>
        <header className={styles.header}>
          {shown ? <Link href={sectionPath(scope)}>{shopTitle}</Link> : null}
          <h1>{title}</h1>
          {shown ? null : <p className={styles.lead}>{t('shop.your.lead', { type: profile.profile_type, name })}</p>}
        </header>
        <ProfileChoice profiles={profiles} current={profile} />
        {section === null ? <SubscriberOfferBanner /> : null}
        {collections.status === 'loading' ? <p role="status">{t('shop.your.loading')}</p> : null}
        {collections.status === 'failed' ? <FormMessage tone="failure">{t('shop.your.loadFailed')}</FormMessage> : null}
        {collections.status === 'ready' ? (
          <>
            <SectionChoice collections={collections.data} scope={scope} current={section} />
            {shown ? <Section collection={shown} kidId={profile.id} /> : <Overview collections={collections.data} scope={scope} />}
          </>
        ) : null}
      </Container>
    </ShopTheme>
  );
}
