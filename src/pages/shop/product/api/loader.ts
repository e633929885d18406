import { ALL_PRODUCTS, shopCollectionQuery } from '@/entities/collection';
import { deliveryTermsQuery } from '@/entities/delivery';
import { productQuery, shopLookQuery } from '@/entities/product';
import { productIdFromParam, type PageLoader } from '@/shared/lib';

export const NOT_FOUND = { type: 'NOT_FOUND', title: 'No such product', status: 404 };

/** The product id of `/shop/product/{id}` or `/shop/{collection}/{productId}` (`id-slug` accepted); null when it is none. */
export function shopProductId(params: Record<string, string | undefined>): number | null {
  const id = Number(productIdFromParam(params.productId ?? params.id ?? ''));
  return Number.isInteger(id) && id > 0 && id <= 2147483647 ? id : null;
}

/**
 * The product (a product the shop does not sell is not found), the collection it is shown in (an
 * unknown collection in the address is not found either), the shop's delivery terms and its look.
 */
export const loader: PageLoader = async ({ params, locale, read }) => {
  const id = shopProductId(params);
  if (id === null) throw NOT_FOUND;
  const collection = params.collection ?? ALL_PRODUCTS;
  const [product] = await Promise.all([
    read(productQuery(locale, id, true), { required: true }),
    read(shopCollectionQuery(locale, collection), { required: collection !== ALL_PRODUCTS }),
    read(deliveryTermsQuery(locale)),
  ]);
  if (product?.look) await read(shopLookQuery(locale, product.look.id));
};
