import { useEffect } from 'react';
import { ALL_PRODUCTS, shopCollectionQuery } from '@/entities/collection';
import { DeliveryPromises, deliveryTermsQuery } from '@/entities/delivery';
import { ecommerceItem, productQuery, ProductSheet, shopLookQuery, viewDay, type Product } from '@/entities/product';
import { AddToCart } from '@/features/shop/add-to-cart';
import { SizeGuideButton } from '@/features/shop/size-guide';
import { ProductList, ShopBreadcrumbs } from '@/widgets/product-grid';
import { PageHead } from '@/entities/website';
import { trackLater } from '@/shared/analytics';
import { useIntl, useT } from '@/shared/i18n';
import { useResource, type PageProps } from '@/shared/lib';
import { Button, Container, FormMessage } from '@/shared/ui';
import { NOT_FOUND, shopProductId } from '../api/loader';
import styles from './ShopProductPage.module.css';

const isNotFound = (error: unknown) => (error as { status?: number }).status === 404;

/** The other products of the look the product belongs to, that the shop sells. */
function LookProducts({ product, collection }: { product: Product; collection: string }) {
  const t = useT();
  const locale = useIntl().appLocale;
  const look = useResource(shopLookQuery(locale, product.look?.id ?? 0));
  if (look.status !== 'ready') return null;
  const others = look.data.products.filter((other) => other.id !== product.id);
  if (!others.length) return null;
  return (
    <section aria-labelledby="shop-product-look" className={styles.look}>
      <h2 id="shop-product-look">{t('shop.product.look', { look: look.data.name })}</h2>
      <ProductList products={others} collection={collection} belowTheFold />
    </section>
  );
}

/** The way back: the collection the product is shown in (its name loaded), or every product. */
function Trail({ collection, product }: { collection: string; product: Product }) {
  const locale = useIntl().appLocale;
  const found = useResource(shopCollectionQuery(locale, collection));
  const name = found.status === 'ready' ? found.data.name : null;
  return <ShopBreadcrumbs trail={[...(name ? [{ label: name, href: `/shop/${collection}` }] : []), { label: product.name }]} />;
}

/** The shop's delivery and return terms, once read (the server reads them with the page). */
function Promises() {
  const terms = useResource(deliveryTermsQuery(useIntl().appLocale));
  return terms.status === 'ready' ? <DeliveryPromises terms={terms.data} /> : null;
}

function ProductView({ product, collection }: { product: Product; collection: string }) {
  const t = useT();
  useEffect(() => {
    // GA4's view_item: each product once a day per visitor (with consent).
    void trackLater({ event: 'shop_view', id: `${viewDay()}:product:${product.id}`, ga4: { event: 'view_item', items: [ecommerceItem(product)] } });
  }, [product]);
  return (
    <>
      <PageHead
        title={product.name}
        description={product.description ?? undefined}
        image={product.images[0]}
        imageAlt={t('shop.product.picture', { name: product.name, index: 1 })}
        type="product"
        canonicalPath={`/shop/product/${product.id}`}
      />
      <Trail collection={collection} product={product} />
      <ProductSheet product={product}>
        <AddToCart product={product} lookId={product.look?.id} sizeHelp={<SizeGuideButton product={product} />} />
        <Promises />
      </ProductSheet>
      {product.look && <LookProducts product={product} collection={collection} />}
    </>
  );
}

/**
 * /shop/product/{id} and /shop/{collection}/{productId}: a product the shop sells (`id-slug`
 * accepted); another is the not-found page.
 */
export default function ShopProductPage({ params }: PageProps) {
  const t = useT();
  const locale = useIntl().appLocale;
  const productId = shopProductId(params);
  if (productId === null) throw NOT_FOUND;
  const collection = params.collection ?? ALL_PRODUCTS;
  const product = useResource(productQuery(locale, productId, true));
  const shownIn = useResource(shopCollectionQuery(locale, collection));
  if (product.status === 'failed' && isNotFound(product.error)) throw NOT_FOUND;
  if (shownIn.status === 'failed' && isNotFound(shownIn.error) && collection !== ALL_PRODUCTS) throw NOT_FOUND;
  return (
    <Container className={styles.page}>
      {product.status === 'loading' && <p role="status">{t('shop.product.loading')}</p>}
      {product.status === 'failed' && (
        <div className={styles.failed}>
          <FormMessage tone="failure">{t('shop.product.loadFailed')}</FormMessage>
          <Button variant="secondary" onClick={product.retry}>
            {t('shop.product.retry')}
          </Button>
        </div>
      )}
      {product.status === 'ready' && <ProductView product={product.data} collection={collection} />}
    </Container>
  );
}
