import { and, asc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import { euros, imageUrl } from '../catalogue';
import type { Database } from '../db/client';
import {
  conceptSections,
  conceptSectionTranslations,
  instagramMedia,
  instagramMediaTranslations,
  looks,
  productVariants,
  products,
  websiteLookProducts,
  websiteLooks,
  websiteLookTranslations,
} from '../db/schema';
import { ProblemError, validationProblem } from '../http/problem';
import type { LocaleCode, Schemas } from '../http/types';
import { configValue } from './website';

const LOCALES = ['fr', 'de', 'nl', 'es'] as const satisfies readonly LocaleCode[];

/** The Instagram media the home shows at most. */
export const INSTAGRAM_MEDIA_SHOWN = 9;

const notFound = (detail: string) => new ProblemError(404, 'NOT_FOUND', 'Not found', detail);

/** Rows of a translation table, by their owner's id and locale, as the contract's `translations`. */
function byOwner<T extends { locale: string }, K extends string>(rows: T[], ownerOf: (row: T) => number, pick: (row: T) => Record<K, string>) {
  const owners = new Map<number, Record<string, Record<K, string>>>();
  for (const row of rows) {
    const texts = owners.get(ownerOf(row)) ?? owners.set(ownerOf(row), {}).get(ownerOf(row))!;
    texts[row.locale] = pick(row);
  }
  return (id: number) => owners.get(id) as Record<LocaleCode, Record<K, string>>;
}

/** The next place after every row of a table (0 for the first). */
async function nextPosition(db: Database, column: typeof websiteLooks.position | typeof instagramMedia.position | typeof conceptSections.position, table: typeof websiteLooks | typeof instagramMedia | typeof conceptSections) {
  const [row] = await db.select({ last: max(column) }).from(table);
  return row?.last === null || row?.last === undefined ? 0 : Math.min(row.last + 1, 10000);
}

// ---------------------------------------------------------------- looks

/** The looks of the website in a locale, with the products the shop still shows (a picture). */
export async function websiteLooksIn(db: Database, locale: LocaleCode): Promise<Schemas['WebsiteLook'][]> {
  const rows = await db
    .select({ look: websiteLooks, title: websiteLookTranslations.title, note: websiteLookTranslations.note })
    .from(websiteLooks)
    .innerJoin(websiteLookTranslations, and(eq(websiteLookTranslations.websiteLookId, websiteLooks.id), eq(websiteLookTranslations.locale, locale)))
    .orderBy(asc(websiteLooks.position), asc(websiteLooks.id));
  if (!rows.length) return [];
  const items = await db
    .select({
      lookId: websiteLookProducts.websiteLookId,
      product: products,
      available: sql<boolean>`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${productVariants.stock} > 0)`,
    })
    .from(websiteLookProducts)
    .innerJoin(products, eq(products.id, websiteLookProducts.productId))
    .where(and(inArray(websiteLookProducts.websiteLookId, rows.map((r) => r.look.id)), gt(products.imageCount, 0)))
    .orderBy(asc(websiteLookProducts.websiteLookId), asc(websiteLookProducts.position));
  return rows
    .map(({ look, title, note }) => ({
      id: look.id,
      audience: look.audience as Schemas['LookAudience'],
      title,
      note,
      look_id: look.lookId,
      products: items
        .filter((item) => item.lookId === look.id)
        .map(({ product, available }) => ({
          id: product.id,
          name: product.names[locale],
          brand: product.brand,
          price: euros(product.priceCents),
          original_price: product.originalPriceCents === null ? null : euros(product.originalPriceCents),
          image: product.imageCount > 0 ? imageUrl(product.id, 1) : null,
          is_available: Boolean(available),
        })),
    }))
    .filter((look) => look.products.length > 0);
}

/** Every look of the website with its texts in every locale, or only `id`'s. */
export async function adminWebsiteLooks(db: Database, id?: number): Promise<Schemas['AdminWebsiteLook'][]> {
  const rows = await db
    .select()
    .from(websiteLooks)
    .where(id === undefined ? undefined : eq(websiteLooks.id, id))
    .orderBy(asc(websiteLooks.position), asc(websiteLooks.id));
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [texts, items] = await Promise.all([
    db.select().from(websiteLookTranslations).where(inArray(websiteLookTranslations.websiteLookId, ids)),
    db.select().from(websiteLookProducts).where(inArray(websiteLookProducts.websiteLookId, ids)).orderBy(asc(websiteLookProducts.position)),
  ]);
  const translations = byOwner(texts, (t) => t.websiteLookId, (t) => ({ title: t.title, note: t.note }));
  return rows.map((row) => ({
    id: row.id,
    audience: row.audience as Schemas['LookAudience'],
    position: row.position,
    look_id: row.lookId,
    products: items.filter((item) => item.websiteLookId === row.id).map((item) => ({ product_id: item.productId })),
    translations: translations(row.id),
  }));
}

/** The catalogue products and look an input names exist, else a 400 naming the first that does not. */
async function checkLookInput(db: Database, input: Schemas['WebsiteLookInput']) {
  const ids = input.products.map((p) => p.product_id);
  const known = new Set((await db.select({ id: products.id }).from(products).where(inArray(products.id, ids))).map((r) => r.id));
  const errors = ids.flatMap((productId, i) =>
    known.has(productId) ? [] : [{ field: `products.${i}.product_id`, pointer: `/products/${i}/product_id`, in: 'body' as const, detail: `products.${i}.product_id: no product ${productId} in the catalogue` }],
  );
  if (input.look_id !== undefined && input.look_id !== null && !(await db.$count(looks, eq(looks.id, input.look_id)))) {
    errors.push({ field: 'look_id', pointer: '/look_id', in: 'body', detail: `look_id: no look ${input.look_id} in the catalogue` });
  }
  if (errors.length) throw validationProblem(errors);
}

async function writeLookParts(tx: Database, id: number, input: Schemas['WebsiteLookInput']) {
  await tx.delete(websiteLookTranslations).where(eq(websiteLookTranslations.websiteLookId, id));
  await tx.insert(websiteLookTranslations).values(LOCALES.map((locale) => ({ websiteLookId: id, locale, ...input.translations[locale] })));
  await tx.delete(websiteLookProducts).where(eq(websiteLookProducts.websiteLookId, id));
  await tx.insert(websiteLookProducts).values(input.products.map((p, position) => ({ websiteLookId: id, productId: p.product_id, position })));
}

export async function createWebsiteLook(db: Database, input: Schemas['WebsiteLookInput']): Promise<Schemas['AdminWebsiteLook']> {
  await checkLookInput(db, input);
  const id = await db.transaction(async (tx) => {
    const position = input.position ?? (await nextPosition(tx, websiteLooks.position, websiteLooks));
    const [row] = await tx.insert(websiteLooks).values({ audience: input.audience, position, lookId: input.look_id ?? null }).returning({ id: websiteLooks.id });
    await writeLookParts(tx, row!.id, input);
    return row!.id;
  });
  return (await adminWebsiteLooks(db, id))[0]!;
}

export async function updateWebsiteLook(db: Database, id: number, input: Schemas['WebsiteLookInput']): Promise<Schemas['AdminWebsiteLook']> {
  await checkLookInput(db, input);
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(websiteLooks)
      .set({ audience: input.audience, lookId: input.look_id ?? null, ...(input.position === undefined ? {} : { position: input.position }) })
      .where(eq(websiteLooks.id, id))
      .returning({ id: websiteLooks.id });
    if (!changed.length) throw notFound(`No look ${id} on the website`);
    await writeLookParts(tx, id, input);
  });
  return (await adminWebsiteLooks(db, id))[0]!;
}

export async function deleteWebsiteLook(db: Database, id: number): Promise<void> {
  const gone = await db.delete(websiteLooks).where(eq(websiteLooks.id, id)).returning({ id: websiteLooks.id });
  if (!gone.length) throw notFound(`No look ${id} on the website`);
}

// ---------------------------------------------------------------- Instagram

/** The media the home shows in a locale, each linking to the Instagram account. */
export async function instagramMediaIn(db: Database, locale: LocaleCode): Promise<Schemas['InstagramMedia'][]> {
  const [rows, link] = await Promise.all([
    db
      .select({ media: instagramMedia, alt: instagramMediaTranslations.alt, caption: instagramMediaTranslations.caption })
      .from(instagramMedia)
      .innerJoin(instagramMediaTranslations, and(eq(instagramMediaTranslations.mediaId, instagramMedia.id), eq(instagramMediaTranslations.locale, locale)))
      .orderBy(asc(instagramMedia.position), asc(instagramMedia.id))
      .limit(INSTAGRAM_MEDIA_SHOWN),
    configValue(db, 'instagram_url', locale),
  ]);
  return rows.map(({ media, alt, caption }) => ({ id: media.id, image_url: media.imageUrl, alt, caption, link: link ?? 'https://www.instagram.com/' }));
}

export async function adminInstagramMedia(db: Database, id?: number): Promise<Schemas['AdminInstagramMedia'][]> {
  const rows = await db
    .select()
    .from(instagramMedia)
    .where(id === undefined ? undefined : eq(instagramMedia.id, id))
    .orderBy(asc(instagramMedia.position), asc(instagramMedia.id));
  if (!rows.length) return [];
  const texts = await db.select().from(instagramMediaTranslations).where(inArray(instagramMediaTranslations.mediaId, rows.map((r) => r.id)));
  const translations = byOwner(texts, (t) => t.mediaId, (t) => ({ alt: t.alt, caption: t.caption }));
  return rows.map((row) => ({ id: row.id, image_url: row.imageUrl, position: row.position, translations: translations(row.id) }));
}

async function writeMediaTexts(tx: Database, id: number, input: Schemas['InstagramMediaInput']) {
  await tx.delete(instagramMediaTranslations).where(eq(instagramMediaTranslations.mediaId, id));
  await tx.insert(instagramMediaTranslations).values(LOCALES.map((locale) => ({ mediaId: id, locale, ...input.translations[locale] })));
}

export async function createInstagramMedia(db: Database, input: Schemas['InstagramMediaInput']): Promise<Schemas['AdminInstagramMedia']> {
  const id = await db.transaction(async (tx) => {
    const position = input.position ?? (await nextPosition(tx, instagramMedia.position, instagramMedia));
    const [row] = await tx.insert(instagramMedia).values({ imageUrl: input.image_url, position }).returning({ id: instagramMedia.id });
    await writeMediaTexts(tx, row!.id, input);
    return row!.id;
  });
  return (await adminInstagramMedia(db, id))[0]!;
}

export async function updateInstagramMedia(db: Database, id: number, input: Schemas['InstagramMediaInput']): Promise<Schemas['AdminInstagramMedia']> {
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(instagramMedia)
      .set({ imageUrl: input.image_url, ...(input.position === undefined ? {} : { position: input.position }) })
      .where(eq(instagramMedia.id, id))
      .returning({ id: instagramMedia.id });
    if (!changed.length) throw notFound(`No Instagram medium ${id}`);
    await writeMediaTexts(tx, id, input);
  });
  return (await adminInstagramMedia(db, id))[0]!;
}

export async function deleteInstagramMedia(db: Database, id: number): Promise<void> {
  const gone = await db.delete(instagramMedia).where(eq(instagramMedia.id, id)).returning({ id: instagramMedia.id });
  if (!gone.length) throw notFound(`No Instagram medium ${id}`);
}

// ---------------------------------------------------------------- concept

export async function conceptIn(db: Database, locale: LocaleCode): Promise<Schemas['Concept']> {
  const rows = await db
    .select({ section: conceptSections, title: conceptSectionTranslations.title, body: conceptSectionTranslations.body })
    .from(conceptSections)
    .innerJoin(conceptSectionTranslations, and(eq(conceptSectionTranslations.sectionId, conceptSections.id), eq(conceptSectionTranslations.locale, locale)))
    .orderBy(asc(conceptSections.position), asc(conceptSections.id));
  return {
    sections: rows.map(({ section, title, body }) => ({ id: section.id, illustration: section.illustration as Schemas['ConceptIllustration'] | null, title, body })),
  };
}

export async function adminConceptSections(db: Database, id?: number): Promise<Schemas['AdminConceptSection'][]> {
  const rows = await db
    .select()
    .from(conceptSections)
    .where(id === undefined ? undefined : eq(conceptSections.id, id))
    .orderBy(asc(conceptSections.position), asc(conceptSections.id));
  if (!rows.length) return [];
  const texts = await db.select().from(conceptSectionTranslations).where(inArray(conceptSectionTranslations.sectionId, rows.map((r) => r.id)));
  const translations = byOwner(texts, (t) => t.sectionId, (t) => ({ title: t.title, body: t.body }));
  return rows.map((row) => ({
    id: row.id,
    illustration: row.illustration as Schemas['ConceptIllustration'] | null,
    position: row.position,
    translations: translations(row.id),
  }));
}

async function writeSectionTexts(tx: Database, id: number, input: Schemas['ConceptSectionInput']) {
  await tx.delete(conceptSectionTranslations).where(eq(conceptSectionTranslations.sectionId, id));
  await tx.insert(conceptSectionTranslations).values(LOCALES.map((locale) => ({ sectionId: id, locale, ...input.translations[locale] })));
}

export async function createConceptSection(db: Database, input: Schemas['ConceptSectionInput']): Promise<Schemas['AdminConceptSection']> {
  const id = await db.transaction(async (tx) => {
    const position = input.position ?? (await nextPosition(tx, conceptSections.position, conceptSections));
    const [row] = await tx.insert(conceptSections).values({ illustration: input.illustration, position }).returning({ id: conceptSections.id });
    await writeSectionTexts(tx, row!.id, input);
    return row!.id;
  });
  return (await adminConceptSections(db, id))[0]!;
}

export async function updateConceptSection(db: Database, id: number, input: Schemas['ConceptSectionInput']): Promise<Schemas['AdminConceptSection']> {
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(conceptSections)
      .set({ illustration: input.illustration, ...(input.position === undefined ? {} : { position: input.position }) })
      .where(eq(conceptSections.id, id))
      .returning({ id: conceptSections.id });
    if (!changed.length) throw notFound(`No section ${id} on the concept page`);
    await writeSectionTexts(tx, id, input);
  });
  return (await adminConceptSections(db, id))[0]!;
}

export async function deleteConceptSection(db: Database, id: number): Promise<void> {
  const gone = await db.delete(conceptSections).where(eq(conceptSections.id, id)).returning({ id: conceptSections.id });
  if (!gone.length) throw notFound(`No section ${id} on the concept page`);
}

// ---------------------------------------------------------------- sales

/** The shop is on sale in a locale: its `is_sales` configuration (else the common one) is `true`. */
export async function isSales(db: Database, locale: LocaleCode): Promise<boolean> {
  return (await configValue(db, 'is_sales', locale))?.trim() === 'true';
}
