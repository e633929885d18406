import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products } from '../db/schema';
import { ProblemError } from '../http/problem';
import type { LocaleCode, Schemas } from '../http/types';
import { productImageSvg } from './images';
import { productView } from './view';

const notFound = (detail: string) => new ProblemError(404, 'NOT_FOUND', 'Not found', detail);

/** A product as the contract gives it; for the shop, only one it sells (it can show and send it). */
export async function productDetail(db: Database, productId: number, locale: LocaleCode, forShop: boolean | undefined): Promise<Schemas['Product']> {
  const [row] = await db.select().from(products).where(eq(products.id, productId));
  if (!row) throw notFound('No such product');
  const view = await productView(db, row, locale);
  // The shop sells only what it can show and send.
  if (forShop && !(row.imageCount > 0 && view.is_available)) throw notFound('The shop does not sell this product');
  return view;
}

/** Picture `index` of a product (from 1 to its image count), drawn as SVG. */
export async function productPicture(db: Database, productId: number, index: number): Promise<string> {
  const [product] = await db
    .select({ reference: products.reference, family: products.family, color: products.color, names: products.names, imageCount: products.imageCount })
    .from(products)
    .where(eq(products.id, productId));
  if (!product || index > product.imageCount) throw notFound('No such picture of this product');
  return productImageSvg(product, index);
}
