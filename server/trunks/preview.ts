import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fittingProducts, fitsGender, productViews, profileFit } from '../catalogue';
import type { Database } from '../db/client';
import { products, productVariants, profiles, requests } from '../db/schema';
import { ProblemError, type FieldError } from '../http/problem';
import type { LocaleCode, OperationRequest, Schemas } from '../http/types';
import { todayInFrance } from '../lib/birthdate';
import { PREVIEW_SEARCH_PAGE_SIZE, REQUEST_STATUS } from '../lib/trunk-lifecycle';
import { ownProfile, type ProfileRow } from '../profiles';
import { composeAndMail, giveBackUnit, requestNotFound, takeUnit, type PreviewMailer, type RequestRow } from './compose';
import { readPreviewToken } from './preview-token';
import { isOpen, noPreview, previewLooks, previewView } from './view';

// The stylist's preview (seed 000 section 7, Preview): read it, replace a piece, leave a word, look
// for replacements, validate it, or skip it from the mail's link without signing in.

/** The preview of a trunk request of a profile of a client. */
export interface PreviewOf {
  clientId: number;
  profileId: number;
  requestId: number;
}

/** A 400 about one field the contract alone cannot check, wherever the field is. */
export function invalidField(field: string, place: FieldError['in'], detail: string, type = 'VALIDATION_ERROR'): ProblemError {
  return new ProblemError(400, type, 'Invalid request', detail, [{ field, pointer: `/${field}`, in: place, detail }]);
}

/** Request id 0 names the upcoming trunk, which has no preview (nor wishes) yet. */
export function requestIdOf(rid: number): number {
  if (rid === 0) throw invalidField('rid', 'path', 'No request id defined');
  return rid;
}

const previewClosed = () => new ProblemError(409, 'PREVIEW_CLOSED', 'Preview closed', 'The preview was validated or its deadline has passed: it can no longer change');

/** The profile and its request: another client's, or another profile's, is not found; so is a preview not composed yet. */
async function profileAndRequest(tx: Database, target: PreviewOf, lock = false): Promise<{ profile: ProfileRow; row: RequestRow }> {
  const rid = requestIdOf(target.requestId);
  const profile = await ownProfile(tx, target.clientId, target.profileId);
  const query = tx
    .select()
    .from(requests)
    .where(and(eq(requests.id, rid), eq(requests.profileId, profile.id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw requestNotFound();
  previewLooks(row);
  return { profile, row };
}

/** Changes an open preview in one transaction, its request locked, and gives the preview. */
async function changePreview(db: Database, target: PreviewOf, locale: LocaleCode, change: (tx: Database, row: RequestRow, profile: ProfileRow, now: Date) => Promise<Partial<RequestRow>>) {
  const { profile, row } = await db.transaction(async (tx) => {
    const { profile, row } = await profileAndRequest(tx, target, true);
    const now = new Date();
    if (!isOpen(row, now)) throw previewClosed();
    const [updated] = await tx.update(requests).set(await change(tx, row, profile, now)).where(eq(requests.id, row.id)).returning();
    return { profile, row: updated! };
  });
  return previewView(db, row, profile, locale, new Date());
}

/** The preview as the contract gives it. */
export async function previewOf(db: Database, target: PreviewOf, locale: LocaleCode): Promise<Schemas['Preview']> {
  const { profile, row } = await profileAndRequest(db, target);
  return previewView(db, row, profile, locale, new Date());
}

/**
 * Replaces a piece of an open preview with a product for the profile, in a size in stock: its
 * unit is taken and the replaced one given back. Another size of the same piece is a replacement;
 * the same product elsewhere in the preview is not.
 */
export async function replacePreviewItem(db: Database, target: PreviewOf, replacement: Schemas['PreviewReplacement'], locale: LocaleCode): Promise<Schemas['Preview']> {
  return changePreview(db, target, locale, async (tx, row, profile) => {
    const looks = previewLooks(row);
    const look = looks[replacement.look_index];
    if (!look) throw invalidField('look_index', 'body', `look_index must be below ${looks.length}`);
    const item = look.items[replacement.item_index];
    if (!item) throw invalidField('item_index', 'body', `item_index must be below ${look.items.length}`);
    const [product] = await tx.select().from(products).where(eq(products.id, replacement.replacement_product_id));
    if (!product) throw new ProblemError(404, 'NOT_FOUND', 'Not found', 'No such product');
    if (!fitsGender(profileFit(profile, todayInFrance()), product.gender)) {
      throw new ProblemError(409, 'PRODUCT_NOT_FOR_PROFILE', 'Not for this profile', 'This product is not made for this profile');
    }
    const [variant] = await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(eq(productVariants.id, replacement.replacement_variant_id), eq(productVariants.productId, product.id)));
    if (!variant) throw invalidField('replacement_variant_id', 'body', 'replacement_variant_id is not a size of replacement_product_id');
    // Another size of the same piece is a replacement; the same product elsewhere, or the same size, is not.
    const inPreview = looks.some((l) => l.items.some((i) => i.product_id === product.id && (i !== item || i.variant_id === variant.id)));
    if (inPreview) throw new ProblemError(409, 'ALREADY_IN_PREVIEW', 'Already in the preview', 'This product is already in the preview');
    if (!(await takeUnit(tx, variant.id))) throw new ProblemError(409, 'NOT_ENOUGH_STOCK', 'Not enough stock', 'This size is no longer in stock');
    await giveBackUnit(tx, item.variant_id);
    const replaced = { product_id: product.id, variant_id: variant.id, replacement_reason: replacement.replacement_reason, replaced_product_id: item.replaced_product_id ?? item.product_id };
    return { previewLooks: looks.map((l) => (l === look ? { ...l, items: l.items.map((i) => (i === item ? replaced : i)) } : l)) };
  });
}

/** The client's word on an open preview, replacing the previous one. */
export function commentPreview(db: Database, target: PreviewOf, message: string, locale: LocaleCode): Promise<Schemas['Preview']> {
  return changePreview(db, target, locale, async () => ({ previewComment: message }));
}

/** The client validates an open preview: the trunk goes to packing. */
export function validatePreview(db: Database, target: PreviewOf, locale: LocaleCode): Promise<Schemas['Preview']> {
  return changePreview(db, target, locale, async (_tx, _row, _profile, now) => ({ statusDetailsCode: REQUEST_STATUS.PREPARING, validatedAt: now, validatedBy: 'client' }));
}

/**
 * Replacements for a piece of an open preview: the fitting products not in it, PREVIEW_SEARCH_PAGE_SIZE
 * a page, of the piece's family (same_category), of one family (category) or of any.
 */
export async function searchReplacements(db: Database, target: PreviewOf, search: OperationRequest<'searchPreviewReplacements'>['query'], locale: LocaleCode): Promise<Schemas['PreviewSearch']> {
  const { profile, row } = await profileAndRequest(db, target);
  if (!isOpen(row, new Date())) throw previewClosed();
  const { page, same_category: sameCategory, category, filter_profile: filterProfile, look_index: lookIndex, item_index: itemIndex } = search;
  const looks = previewLooks(row);
  let families: string[] | undefined;
  if (sameCategory) {
    if (lookIndex === undefined) throw invalidField('look_index', 'query', 'look_index is required with same_category');
    if (itemIndex === undefined) throw invalidField('item_index', 'query', 'item_index is required with same_category');
    const look = looks[lookIndex];
    if (!look) throw invalidField('look_index', 'query', `look_index must be below ${looks.length}`);
    const item = look.items[itemIndex];
    if (!item) throw invalidField('item_index', 'query', `item_index must be below ${look.items.length}`);
    const [piece] = await db.select({ family: products.family }).from(products).where(eq(products.id, item.product_id));
    families = [piece!.family];
  } else if (category) {
    families = [category];
  }
  const current = page ?? 1;
  const { total, rows } = await fittingProducts(db, profileFit(profile, todayInFrance()), {
    families,
    excludeProductIds: looks.flatMap((l) => l.items.map((i) => i.product_id)),
    strict: filterProfile ?? true,
    page: current,
    pageSize: PREVIEW_SEARCH_PAGE_SIZE,
  });
  return {
    page: current,
    page_size: PREVIEW_SEARCH_PAGE_SIZE,
    pages: Math.ceil(total / PREVIEW_SEARCH_PAGE_SIZE),
    total,
    filter_type: sameCategory ? 'same_category' : category ? 'category' : 'all',
    products: await productViews(db, rows, locale),
  };
}

/** Validates a preview from the mail's skip link, without signing in; a second time says it already was. */
export async function skipPreview(db: Database, previewTokenKey: Uint8Array, token: string): Promise<Schemas['PreviewSkip']> {
  const rid = await readPreviewToken(previewTokenKey, token);
  if (rid === null) throw invalidField('preview_token', 'query', 'preview_token is malformed, tampered with or expired', 'INVALID_PREVIEW_TOKEN');
  const [validated] = await db
    .update(requests)
    .set({ statusDetailsCode: REQUEST_STATUS.PREPARING, validatedAt: new Date(), validatedBy: 'token' })
    .where(and(eq(requests.id, rid), eq(requests.statusDetailsCode, REQUEST_STATUS.PREVIEW_READY)))
    .returning();
  const [row] = validated ? [validated] : await db.select().from(requests).where(eq(requests.id, rid));
  if (!row) throw requestNotFound();
  if (!validated && row.statusDetailsCode !== REQUEST_STATUS.PREPARING && row.statusDetailsCode !== REQUEST_STATUS.SHIPPED) throw noPreview();
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, row.profileId));
  return {
    request_id: row.id,
    profile_type: profile!.profileType as 'KID' | 'WOMAN',
    firstname: profile!.firstname,
    delivery_date: row.deliveryDate,
    already_validated: !validated,
  };
}

/** The stylist composes a request's preview now and mails it (the back office's call); the preview as the contract gives it. */
export async function composePreviewNow(db: Database, mailer: PreviewMailer, log: Pick<FastifyBaseLogger, 'error'>, rid: number, locale: LocaleCode): Promise<Schemas['Preview']> {
  const now = new Date();
  const row = await composeAndMail(db, mailer, log, requestIdOf(rid), now);
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, row.profileId));
  return previewView(db, row, profile!, locale, now);
}
