import { and, asc, desc, eq, exists, gt, sql } from 'drizzle-orm';
import { inStock } from '../catalogue';
import type { Database } from '../db/client';
import { brands, brandTranslations, products, stylists, stylistTranslations, testimonials, testimonialTranslations } from '../db/schema';
import { ProblemError } from '../http/problem';
import type { LocaleCode, Schemas } from '../http/types';

const LOCALES: readonly LocaleCode[] = ['fr', 'de', 'nl', 'es'];

/** Stylists and brands per page unless the caller asks for another size. */
export const STYLIST_PAGE_SIZE = 6;
export const BRAND_PAGE_SIZE = 12;

const notFound = (detail: string) => new ProblemError(404, 'NOT_FOUND', 'Not found', detail);

/** Where `page` stands among `total` items; a page beyond the last is a 404 (page 1 of an empty list is not). */
export function pagination(total: number, page: number, pageSize: number): Schemas['Pagination'] {
  const pages = Math.ceil(total / pageSize);
  if (page > Math.max(pages, 1)) throw notFound(`There is no page ${page}: the last is ${Math.max(pages, 1)}`);
  return { page, page_size: pageSize, pages, total };
}

/** Rows keyed by locale, as the administrator's calls give and take them. */
function byLocale<R extends { locale: string }, T>(rows: R[], pick: (row: R) => T): Record<LocaleCode, T> {
  const texts = {} as Record<LocaleCode, T>;
  for (const row of rows) if ((LOCALES as readonly string[]).includes(row.locale)) texts[row.locale as LocaleCode] = pick(row);
  return texts;
}

// Stylists

export async function stylistPage(db: Database, locale: LocaleCode, page: number, pageSize: number) {
  const total = await db.$count(stylists);
  const paging = pagination(total, page, pageSize);
  const rows = await db
    .select()
    .from(stylists)
    .innerJoin(stylistTranslations, and(eq(stylistTranslations.stylistId, stylists.id), eq(stylistTranslations.locale, locale)))
    .orderBy(asc(stylists.position), asc(stylists.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const value: Schemas['Stylist'][] = rows.map(({ stylists: s, stylist_translations: t }) => ({
    id: s.id,
    name: s.name,
    portrait: { url: s.portrait, alt: t.portraitAlt },
    speciality: t.speciality,
    bio: t.bio,
    loves: t.loves,
  }));
  return { value, pagination: paging };
}

async function stylistEntries(db: Database, id?: number): Promise<Schemas['StylistEntry'][]> {
  const rows = await db.select().from(stylists).where(id === undefined ? undefined : eq(stylists.id, id)).orderBy(asc(stylists.position), asc(stylists.id));
  const texts = await db.select().from(stylistTranslations).where(id === undefined ? undefined : eq(stylistTranslations.stylistId, id));
  return rows.map((s) => ({
    id: s.id,
    name: s.name,
    portrait: s.portrait,
    position: s.position,
    translations: byLocale(
      texts.filter((t) => t.stylistId === s.id),
      (t) => ({ speciality: t.speciality, bio: t.bio, loves: t.loves, portrait_alt: t.portraitAlt }),
    ),
  }));
}

export const allStylists = (db: Database) => stylistEntries(db);

/** Writes a stylist (a new one without `id`) and its four texts; null when `id` names none. */
export async function saveStylist(db: Database, input: Schemas['StylistInput'], id?: number): Promise<Schemas['StylistEntry'] | null> {
  const saved = await db.transaction(async (tx) => {
    const fields = { name: input.name, portrait: input.portrait, position: input.position };
    const [row] = id === undefined ? await tx.insert(stylists).values(fields).returning() : await tx.update(stylists).set(fields).where(eq(stylists.id, id)).returning();
    if (!row) return null;
    await tx.delete(stylistTranslations).where(eq(stylistTranslations.stylistId, row.id));
    await tx.insert(stylistTranslations).values(
      LOCALES.map((locale) => {
        const t = input.translations[locale];
        return { stylistId: row.id, locale, speciality: t.speciality, bio: t.bio, loves: t.loves, portraitAlt: t.portrait_alt };
      }),
    );
    return row.id;
  });
  return saved === null ? null : ((await stylistEntries(db, saved))[0] ?? null);
}

export async function deleteStylist(db: Database, id: number): Promise<boolean> {
  return (await db.delete(stylists).where(eq(stylists.id, id)).returning({ id: stylists.id })).length > 0;
}

// Brands

/** Whether the shop sells some product of the brand of the outer query now (pictures and a size in stock). */
function soldInShop(db: Database) {
  return exists(
    db
      .select({ id: products.id })
      .from(products)
      .where(and(sql`lower(${products.brand}) = lower(${brands.name})`, gt(products.imageCount, 0), inStock(db, null))),
  );
}

export async function brandPage(db: Database, locale: LocaleCode, page: number, pageSize: number) {
  const total = await db.$count(brands);
  const paging = pagination(total, page, pageSize);
  const rows = await db
    .select({ brand: brands, description: brandTranslations.description, inShop: soldInShop(db).mapWith(Boolean) })
    .from(brands)
    .innerJoin(brandTranslations, and(eq(brandTranslations.brandId, brands.id), eq(brandTranslations.locale, locale)))
    .orderBy(asc(brands.position), asc(brands.name))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const value: Schemas['Brand'][] = rows.map(({ brand, description, inShop }) => ({
    id: brand.id,
    name: brand.name,
    country: brand.country,
    makes: brand.makes as Schemas['BrandMakes'][],
    values: brand.values as Schemas['BrandValue'][],
    description,
    in_shop: inShop,
  }));
  return { value, pagination: paging };
}

async function brandEntries(db: Database, id?: number): Promise<Schemas['BrandEntry'][]> {
  const rows = await db
    .select({ brand: brands, inShop: soldInShop(db).mapWith(Boolean) })
    .from(brands)
    .where(id === undefined ? undefined : eq(brands.id, id))
    .orderBy(asc(brands.position), asc(brands.name));
  const texts = await db.select().from(brandTranslations).where(id === undefined ? undefined : eq(brandTranslations.brandId, id));
  return rows.map(({ brand, inShop }) => ({
    id: brand.id,
    name: brand.name,
    country: brand.country,
    makes: brand.makes as Schemas['BrandMakes'][],
    values: brand.values as Schemas['BrandValue'][],
    position: brand.position,
    in_shop: inShop,
    translations: byLocale(
      texts.filter((t) => t.brandId === brand.id),
      (t) => ({ description: t.description }),
    ),
  }));
}

export const allBrands = (db: Database) => brandEntries(db);

/** Writes a brand (a new one without `id`) and its four texts; null when `id` names none. Two brands never share a name. */
export async function saveBrand(db: Database, input: Schemas['BrandInput'], id?: number): Promise<Schemas['BrandEntry'] | null> {
  const name = input.name.trim();
  const [same] = await db.select({ id: brands.id }).from(brands).where(sql`lower(${brands.name}) = lower(${name})`);
  if (same && same.id !== id) throw new ProblemError(409, 'BRAND_EXISTS', 'This brand exists', `A brand is already named ${name}`);
  const saved = await db.transaction(async (tx) => {
    const fields = { name, country: input.country, makes: input.makes, values: input.values, position: input.position };
    const [row] = id === undefined ? await tx.insert(brands).values(fields).returning() : await tx.update(brands).set(fields).where(eq(brands.id, id)).returning();
    if (!row) return null;
    await tx.delete(brandTranslations).where(eq(brandTranslations.brandId, row.id));
    await tx.insert(brandTranslations).values(LOCALES.map((locale) => ({ brandId: row.id, locale, description: input.translations[locale].description })));
    return row.id;
  });
  return saved === null ? null : ((await brandEntries(db, saved))[0] ?? null);
}

export async function deleteBrand(db: Database, id: number): Promise<boolean> {
  return (await db.delete(brands).where(eq(brands.id, id)).returning({ id: brands.id })).length > 0;
}

// Testimonials

const newestFirst = [desc(testimonials.publishedOn), desc(testimonials.id)];

export async function testimonialList(db: Database, locale: LocaleCode) {
  const rows = await db
    .select()
    .from(testimonials)
    .innerJoin(testimonialTranslations, and(eq(testimonialTranslations.testimonialId, testimonials.id), eq(testimonialTranslations.locale, locale)))
    .orderBy(...newestFirst);
  const value: Schemas['Testimonial'][] = rows.map(({ testimonials: t, testimonial_translations: text }) => ({
    id: t.id,
    first_name: t.firstName,
    city: t.city,
    kid_age_months: t.kidAgeMonths,
    rating: t.rating,
    text: text.text,
    written_in: t.writtenIn as LocaleCode,
    published_on: t.publishedOn,
  }));
  const sum = value.reduce((total, t) => total + t.rating, 0);
  const rating = { average: value.length ? Math.round((sum / value.length) * 10) / 10 : null, count: value.length };
  return { value, rating };
}

async function testimonialEntries(db: Database, id?: number): Promise<Schemas['TestimonialEntry'][]> {
  const rows = await db.select().from(testimonials).where(id === undefined ? undefined : eq(testimonials.id, id)).orderBy(...newestFirst);
  const texts = await db.select().from(testimonialTranslations).where(id === undefined ? undefined : eq(testimonialTranslations.testimonialId, id));
  return rows.map((t) => ({
    id: t.id,
    first_name: t.firstName,
    city: t.city,
    kid_age_months: t.kidAgeMonths,
    rating: t.rating,
    written_in: t.writtenIn as LocaleCode,
    published_on: t.publishedOn,
    translations: byLocale(
      texts.filter((text) => text.testimonialId === t.id),
      (text) => ({ text: text.text }),
    ),
  }));
}

export const allTestimonials = (db: Database) => testimonialEntries(db);

/** Writes a testimonial (a new one without `id`) and its four texts; null when `id` names none. */
export async function saveTestimonial(db: Database, input: Schemas['TestimonialInput'], id?: number): Promise<Schemas['TestimonialEntry'] | null> {
  const saved = await db.transaction(async (tx) => {
    const fields = {
      firstName: input.first_name,
      city: input.city,
      kidAgeMonths: input.kid_age_months,
      rating: input.rating,
      writtenIn: input.written_in,
      publishedOn: input.published_on,
    };
    const [row] = id === undefined ? await tx.insert(testimonials).values(fields).returning() : await tx.update(testimonials).set(fields).where(eq(testimonials.id, id)).returning();
    if (!row) return null;
    await tx.delete(testimonialTranslations).where(eq(testimonialTranslations.testimonialId, row.id));
    await tx.insert(testimonialTranslations).values(LOCALES.map((locale) => ({ testimonialId: row.id, locale, text: input.translations[locale].text })));
    return row.id;
  });
  return saved === null ? null : ((await testimonialEntries(db, saved))[0] ?? null);
}

export async function deleteTestimonial(db: Database, id: number): Promise<boolean> {
  return (await db.delete(testimonials).where(eq(testimonials.id, id)).returning({ id: testimonials.id })).length > 0;
}

export { notFound as contentNotFound };

/** The list pages after the first (`/stylists/2`, `/brands/2`...) at the default page sizes, for the sitemap. */
export async function furtherListPages(db: Database): Promise<string[]> {
  const [stylistCount, brandCount] = await Promise.all([db.$count(stylists), db.$count(brands)]);
  const further = (base: string, total: number, size: number) => Array.from({ length: Math.max(Math.ceil(total / size) - 1, 0) }, (_, i) => `${base}/${i + 2}`);
  return [...further('/stylists', stylistCount, STYLIST_PAGE_SIZE), ...further('/brands', brandCount, BRAND_PAGE_SIZE)];
}
