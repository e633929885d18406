import { inArray } from 'drizzle-orm';
import { euros, productViews } from '../catalogue';
import type { Database } from '../db/client';
import { looks, products, productVariants, type PreviewLookRow } from '../db/schema';
import { ProblemError } from '../http/problem';
import type { LocaleCode, Schemas } from '../http/types';
import { REQUEST_STATUS } from '../lib/trunk-lifecycle';
import type { ProfileRow } from '../profiles';
import type { RequestRow } from './compose';

/** A look the stylist put together without a catalogue look: named by its place. */
const LOOK_NAME: Record<LocaleCode, (n: number) => string> = {
  fr: (n) => `Tenue ${n}`,
  de: (n) => `Outfit ${n}`,
  nl: (n) => `Outfit ${n}`,
  es: (n) => `Conjunto ${n}`,
};

export const noPreview = () => new ProblemError(404, 'NO_PREVIEW', 'No preview yet', 'The stylist has not composed the preview of this request yet');

/** The looks of a composed preview; a 404 NO_PREVIEW before the stylist composed it. */
export function previewLooks(row: RequestRow): PreviewLookRow[] {
  if (!row.previewLooks || !row.previewDeadline) throw noPreview();
  return row.previewLooks;
}

/** The client may still replace, comment and validate: the preview is out and its deadline not passed. */
export function isOpen(row: RequestRow, now: Date): boolean {
  return row.statusDetailsCode === REQUEST_STATUS.PREVIEW_READY && row.previewDeadline !== null && row.previewDeadline > now;
}

/** The preview as the contract gives it, its products in the locale. */
export async function previewView(db: Database, row: RequestRow, profile: ProfileRow, locale: LocaleCode, now: Date): Promise<Schemas['Preview']> {
  const rows = previewLooks(row);
  const items = rows.flatMap((look) => look.items);
  const lookIds = rows.flatMap((look) => (look.look_id === null ? [] : [look.look_id]));
  const [productRows, variants, lookRows] = await Promise.all([
    db.select().from(products).where(inArray(products.id, [...new Set(items.map((i) => i.product_id))])),
    db.select({ id: productVariants.id, size: productVariants.size }).from(productVariants).where(inArray(productVariants.id, items.map((i) => i.variant_id))),
    lookIds.length ? db.select({ id: looks.id, names: looks.names }).from(looks).where(inArray(looks.id, lookIds)) : [],
  ]);
  const views = await productViews(db, productRows, locale);
  const productOf = (id: number) => views.find((p) => p.id === id)!;
  return {
    request_id: row.id,
    profile_id: profile.id,
    profile_type: profile.profileType as Schemas['ProfileType'],
    status: row.statusDetailsCode,
    is_open: isOpen(row, now),
    deadline: row.previewDeadline!.toISOString(),
    comment: row.previewComment,
    composed_at: row.previewComposedAt!.toISOString(),
    validated_at: row.validatedAt?.toISOString() ?? null,
    validated_by: row.validatedBy as Schemas['Preview']['validated_by'],
    delivery_date: row.deliveryDate,
    total_price: euros(items.reduce((sum, item) => sum + productRows.find((p) => p.id === item.product_id)!.priceCents, 0)),
    looks: rows.map((look, index) => ({
      look_index: index,
      look_id: look.look_id,
      name: lookRows.find((l) => l.id === look.look_id)?.names[locale] ?? LOOK_NAME[locale](index + 1),
      items: look.items.map((item, itemIndex) => ({
        item_index: itemIndex,
        product: productOf(item.product_id),
        variant_id: item.variant_id,
        size: variants.find((v) => v.id === item.variant_id)!.size,
        replacement_reason: item.replacement_reason as Schemas['ReplacementReason'] | null,
        replaced_product_id: item.replaced_product_id,
      })),
    })),
  };
}
