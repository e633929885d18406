import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { lookProducts, looks, products, productVariants } from '../db/schema';
import type { LocaleCode, Schemas } from '../http/types';
import { compareSizes } from './sizes';

export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;

/** A size with this many units or fewer is running out. */
const LOW_STOCK = 2;

/** euros from cents */
export const euros = (cents: number): number => cents / 100;

/** The address of a product's `n`th picture (from 1). */
export const imageUrl = (productId: number, n: number): string => `/api/products/${productId}/images/${n}`;

/**
 * Products as the contract gives them (Schemas['Product']), in the locale, with variants (size
 * order), looks, images `/api/products/{id}/images/{n}` for n = 1..imageCount. Keeps the order of
 * `rows`. With `lookSize`, a product shown in that size: `look_variant_ids` are the in-stock
 * variants of that size of its look's other products.
 */
export async function productViews(db: Database, rows: ProductRow[], locale: LocaleCode, options: { lookSize?: string } = {}): Promise<Schemas['Product'][]> {
  const ids = rows.map((row) => row.id);
  if (!ids.length) return [];
  const [variants, memberships] = await Promise.all([
    db.select().from(productVariants).where(inArray(productVariants.productId, ids)),
    db
      .select({ productId: lookProducts.productId, lookId: lookProducts.lookId })
      .from(lookProducts)
      .where(inArray(lookProducts.productId, ids))
      .orderBy(asc(lookProducts.lookId)),
  ]);
  // A product's look is the first (oldest) look that holds it.
  const lookOf = new Map<number, number>();
  for (const { productId, lookId } of memberships) if (!lookOf.has(productId)) lookOf.set(productId, lookId);
  const lookIds = [...new Set(lookOf.values())];
  const [lookRows, lookItems] = lookIds.length
    ? await Promise.all([
        db.select().from(looks).where(inArray(looks.id, lookIds)),
        db.select().from(lookProducts).where(inArray(lookProducts.lookId, lookIds)).orderBy(asc(lookProducts.lookId), asc(lookProducts.position)),
      ])
    : [[], []];
  const sizedInLooks =
    options.lookSize !== undefined && lookItems.length
      ? await db
          .select({ id: productVariants.id, productId: productVariants.productId })
          .from(productVariants)
          .where(
            and(
              inArray(productVariants.productId, [...new Set(lookItems.map((item) => item.productId))]),
              eq(productVariants.size, options.lookSize),
              gt(productVariants.stock, 0),
            ),
          )
      : [];

  return rows.map((row) => {
    const own = variants.filter((v) => v.productId === row.id).sort((a, b) => compareSizes(a.size, b.size));
    const inStock = own.filter((v) => v.stock > 0);
    const lookId = lookOf.get(row.id);
    const look = lookRows.find((l) => l.id === lookId);
    const lookProductIds = lookItems.filter((item) => item.lookId === lookId).map((item) => item.productId);
    return {
      id: row.id,
      reference: row.reference,
      brand: row.brand,
      name: row.names[locale],
      clean_name_fr: row.names.fr,
      clean_name_de: row.names.de,
      clean_name_nl: row.names.nl,
      clean_name_es: row.names.es,
      description: row.descriptions[locale],
      gender: row.gender as Schemas['ProductGender'],
      family: row.family as Schemas['ProductFamily'],
      color: row.color as Schemas['QuizColor'],
      lc_price: euros(row.priceCents),
      original_price: row.originalPriceCents === null ? null : euros(row.originalPriceCents),
      images: Array.from({ length: row.imageCount }, (_, i) => imageUrl(row.id, i + 1)),
      variants: own.map((v) => ({ variant_id: v.id, size: v.size, is_available: v.stock > 0, is_low_stock: v.stock > 0 && v.stock <= LOW_STOCK })),
      sizes: inStock.map((v) => v.size),
      label: row.label as Schemas['Product']['label'],
      // Running out: something left, and no size with more than a couple of units.
      is_low_stock: inStock.length > 0 && inStock.every((v) => v.stock <= LOW_STOCK),
      is_recent: row.isRecent,
      is_available: inStock.length > 0,
      look: look ? { id: look.id, name: look.names[locale], product_ids: lookProductIds } : null,
      look_variant_ids: lookProductIds.filter((id) => id !== row.id).flatMap((id) => sizedInLooks.filter((v) => v.productId === id).map((v) => v.id)),
    };
  });
}

export async function productView(db: Database, row: ProductRow, locale: LocaleCode, options?: { lookSize?: string }): Promise<Schemas['Product']> {
  return (await productViews(db, [row], locale, options))[0]!;
}
