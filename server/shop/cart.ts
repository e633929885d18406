import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { euros, productViews, type ProductRow, type VariantRow } from '../catalogue';
import type { Database } from '../db/client';
import { cartLines, clients, looks, products, productVariants } from '../db/schema';
import { ProblemError } from '../http/problem';
import type { LocaleCode, Schemas } from '../http/types';
import { MAX_CART_QUANTITY } from './pricing';

/** A cart line with its size and product as they are now. */
export interface CartItem {
  variant: VariantRow;
  product: ProductRow;
  lookId: number | null;
  quantity: number;
}

/** The stock covers the line: only such lines are ordered and counted in the totals. */
export const isAvailable = (item: CartItem): boolean => item.variant.stock >= item.quantity;

/** The items' worth at today's prices. */
export const itemsCents = (items: CartItem[]): number => items.reduce((sum, item) => sum + item.product.priceCents * item.quantity, 0);

/** The saved cart of a client, oldest line first. */
export async function savedCart(db: Database, clientId: number): Promise<CartItem[]> {
  const rows = await db
    .select({ line: cartLines, variant: productVariants, product: products })
    .from(cartLines)
    .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(cartLines.clientId, clientId))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.variantId));
  return rows.map(({ line, variant, product }) => ({ variant, product, lookId: line.lookId, quantity: line.quantity }));
}

/**
 * A visitor's local lines as cart items: unknown sizes are dropped, an unknown look is forgotten,
 * the same size twice is one line with the quantities added (at most MAX_CART_QUANTITY).
 */
export async function localCart(db: Database, lines: Schemas['LocalCartLine'][]): Promise<CartItem[]> {
  if (!lines.length) return [];
  const lookIds = [...new Set(lines.flatMap((line) => (line.look_id ? [line.look_id] : [])))];
  const [rows, lookRows] = await Promise.all([
    db
      .select({ variant: productVariants, product: products })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(inArray(productVariants.id, [...new Set(lines.map((line) => line.variant_id))])),
    lookIds.length ? db.select({ id: looks.id }).from(looks).where(inArray(looks.id, lookIds)) : [],
  ]);
  const knownLooks = new Set(lookRows.map((look) => look.id));
  const byVariant = new Map(rows.map((row) => [row.variant.id, row]));
  const items = new Map<number, CartItem>();
  for (const line of lines) {
    const row = byVariant.get(line.variant_id);
    if (!row) continue;
    const known = items.get(line.variant_id);
    const lookId = line.look_id && knownLooks.has(line.look_id) ? line.look_id : null;
    items.set(line.variant_id, {
      ...row,
      quantity: Math.min((known?.quantity ?? 0) + line.quantity, MAX_CART_QUANTITY),
      lookId: known?.lookId ?? lookId,
    });
  }
  return [...items.values()];
}

/** Adds the items to the client's saved cart: a size already there gets the quantities added, at most MAX_CART_QUANTITY. */
export async function addToSavedCart(db: Database, clientId: number, items: CartItem[]): Promise<void> {
  if (!items.length) return;
  await db
    .insert(cartLines)
    // One statement gives one time: a millisecond apart, the lines keep the order they come in (oldest first).
    .values(items.map((item, index) => ({ clientId, variantId: item.variant.id, lookId: item.lookId, quantity: item.quantity, addedAt: sql`now() + ${index}::int * interval '1 millisecond'` })))
    .onConflictDoUpdate({
      target: [cartLines.clientId, cartLines.variantId],
      set: {
        quantity: sql`least(${cartLines.quantity} + excluded.quantity, ${MAX_CART_QUANTITY})`,
        lookId: sql`coalesce(${cartLines.lookId}, excluded.look_id)`,
      },
    });
}

/** A client who has not ordered yet is PROSPECT_WITH_CART while the cart holds something, else PROSPECT. */
export async function followCart(db: Database, clientId: number): Promise<void> {
  const status = (await db.$count(cartLines, eq(cartLines.clientId, clientId))) ? 'PROSPECT_WITH_CART' : 'PROSPECT';
  await db
    .update(clients)
    .set({ shopStatus: status })
    .where(and(eq(clients.id, clientId), ne(clients.shopStatus, 'ORDERED')));
}

/** The cart as the contract gives it. */
export async function cartView(db: Database, items: CartItem[], locale: LocaleCode): Promise<Schemas['Cart']> {
  const rows = [...new Map(items.map((item) => [item.product.id, item.product])).values()];
  const views = new Map((await productViews(db, rows, locale)).map((view) => [view.id, view]));
  return {
    lines: items.map((item) => ({
      product: views.get(item.product.id)!,
      variant_id: item.variant.id,
      size: item.variant.size,
      look_id: item.lookId,
      quantity: item.quantity,
      unit_price_ttc: euros(item.product.priceCents),
      line_amount_ttc: euros(item.product.priceCents * item.quantity),
      available_quantity: item.variant.stock,
      is_available: isAvailable(item),
    })),
    count: items.reduce((sum, item) => sum + item.quantity, 0),
    total_amount_ttc: euros(itemsCents(items.filter(isAvailable))),
  };
}

/** The client's saved cart as the contract gives it. */
export async function savedCartView(db: Database, clientId: number, locale: LocaleCode): Promise<Schemas['Cart']> {
  return cartView(db, await savedCart(db, clientId), locale);
}

/** Puts a size in the client's cart in a quantity (from a look, when one is given). */
export async function putLine(db: Database, clientId: number, variantId: number, { quantity, look_id: lookId }: Schemas['CartLineInput']): Promise<void> {
  const [item] = await localCart(db, [{ variant_id: variantId, quantity, look_id: lookId }]);
  if (!item) throw new ProblemError(404, 'NOT_FOUND', 'Not found', 'No such size');
  await db
    .insert(cartLines)
    .values({ clientId, variantId: item.variant.id, quantity, lookId: item.lookId })
    .onConflictDoUpdate({ target: [cartLines.clientId, cartLines.variantId], set: { quantity, ...(lookId === undefined ? {} : { lookId: item.lookId }) } });
  await followCart(db, clientId);
}

/** Takes a size out of the client's cart. */
export async function removeLine(db: Database, clientId: number, variantId: number): Promise<void> {
  await db.delete(cartLines).where(and(eq(cartLines.clientId, clientId), eq(cartLines.variantId, variantId)));
  await followCart(db, clientId);
}

/** Adds a visitor's local lines to the client's saved cart (after signing in). */
export async function mergeIntoCart(db: Database, clientId: number, lines: Schemas['LocalCartLine'][]): Promise<void> {
  await addToSavedCart(db, clientId, await localCart(db, lines));
  await followCart(db, clientId);
}
