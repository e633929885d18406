import { shopCollectionsQuery } from '@/entities/collection';
import { LazyImage } from '@/entities/product';
import { ShopSearchForm } from '@/widgets/product-grid';
import { PageHead, salesQuery } from '@/entities/website';
import { useIntl, useT } from '@/shared/i18n';
import { useResource } from '@/shared/lib';
import { Button, Container, FormMessage, Link } from '@/shared/ui';
import styles from './ShopHomePage.module.css';

/** /shop: the shop's collections, a search, and the way to every product. */
export default function ShopHomePage() {
  const t = useT();
  const locale = useIntl().appLocale;
  const collections = useResource(shopCollectionsQuery(locale));
  const sales = useResource(salesQuery(locale));
  return (
    <Container className={styles.page}>
      <PageHead />
      <header className={styles.header}>
        <h1>{t('shop.home.title')}</h1>
        <p>{t('shop.home.intro')}</p>
        <ShopSearchForm />
      </header>
      {sales.status === 'ready' && sales.data && (
        <section className={styles.sales} aria-labelledby="shop-sales">
          <h2 id="shop-sales">{t('shop.home.sales.title')}</h2>
          <p>{t('shop.home.sales.text')}</p>
          <Link href="/shop/last-chance">{t('shop.home.sales.link')}</Link>
        </section>
      )}
      <section aria-labelledby="shop-collections" className={styles.collections}>
        <h2 id="shop-collections">{t('shop.home.collections')}</h2>
        {collections.status === 'loading' && <p role="status">{t('shop.home.loading')}</p>}
        {collections.status === 'failed' && (
          <div className={styles.failed}>
            <FormMessage tone="failure">{t('shop.home.loadFailed')}</FormMessage>
            <Button variant="secondary" onClick={collections.retry}>
              {t('shop.home.retry')}
            </Button>
          </div>
        )}
        {collections.status === 'ready' && (
          <ul className={styles.tiles}>
            {collections.data.map((collection) => (
              <li key={collection.slug}>
                <Link href={`/shop/${collection.slug}`} className={styles.tile}>
                  {collection.cover_image ? <LazyImage src={collection.cover_image} alt="" width={320} height={400} className={styles.cover} /> : null}
                  <span className={styles.name}>{collection.name}</span>
                  <span className={styles.count}>{t('shop.count', { count: collection.product_count })}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Link href="/shop/all-products" className={styles.all}>
          {t('shop.home.allProducts')}
        </Link>
      </section>
    </Container>
  );
}
