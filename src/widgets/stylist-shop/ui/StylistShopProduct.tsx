import { DeliveryPromises, deliveryTermsQuery } from '@/entities/delivery';
import { getProduct, ProductSheet, type Product } from '@/entities/product';
import { displayFirstname, type Profile } from '@/entities/profile';
import { AddToCart } from '@/features/shop/add-to-cart';
import { SizeGuideButton } from '@/features/shop/size-guide';
import { useIntl, usePageTitle, useT } from '@/shared/i18n';
import { query, useResource } from '@/shared/lib';
import { Container, FormMessage, Link } from '@/shared/ui';
import { sectionPath } from '../lib/paths';
import type { KidCollectionSlug } from '../model/types';
import { ShopTheme } from './StylistShop';
import styles from './StylistShop.module.css';

const NOT_FOUND = { type: 'NOT_FOUND', title: 'No such product', status: 404 };

function ProductDetails({ product }: { product: Product }) {
  usePageTitle(product.name);
  const terms = useResource(deliveryTermsQuery(useIntl().appLocale));
  return (
    <ProductSheet product={product}>
      <AddToCart product={product} lookId={product.look?.id} sizeHelp={<SizeGuideButton product={product} />} />
      {terms.status === 'ready' ? <DeliveryPromises terms={terms.data} /> : null}
    </ProductSheet>
  );
}

export interface StylistShopProductProps {
  profile: Profile;
  section: KidCollectionSlug;
  productId: number;
}

/** A product of a profile's shop section as the shop shows it, to add to the cart, with the way back to the section. */
export function StylistShopProduct({ profile, section, productId }: StylistShopProductProps) {
  const t = useT();
  const locale = useIntl().appLocale;
  const product = useResource(query(`shop-product:${locale}:${productId}`, () => getProduct(productId, true)));
  if (product.status === 'failed' && (product.error as { status?: number }).status === 404) throw NOT_FOUND;
  return (
    <ShopTheme profile={profile}>
      <Container className={styles.page}>
        <Link href={sectionPath({ kidId: profile.id, own: false }, section)} className={styles.back}>
          {t('shop.your.back', { type: profile.profile_type, name: displayFirstname(profile.firstname, locale) })}
        </Link>
        {product.status === 'loading' ? <p role="status">{t('shop.your.product.loading')}</p> : null}
        {product.status === 'failed' ? <FormMessage tone="failure">{t('shop.your.product.loadFailed')}</FormMessage> : null}
        {product.status === 'ready' ? <ProductDetails product={product.data} /> : null}
      </Container>
    </ShopTheme>
  );
}
