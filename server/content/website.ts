import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { seoMetadata, translations, websiteConfig } from '../db/schema';
import type { Schemas } from '../http/types';

/** A configuration value for a locale: the locale's own row, else the one for every locale. */
export async function configValue(db: Database, key: string, locale: string): Promise<string | null> {
  const rows = await db
    .select({ locale: websiteConfig.locale, value: websiteConfig.value })
    .from(websiteConfig)
    .where(and(eq(websiteConfig.key, key), inArray(websiteConfig.locale, [locale, '*'])));
  return (rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === '*'))?.value ?? null;
}

function days(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
}

/** Days until a trunk ordered today arrives, at best and at worst, in a locale. */
export async function deliveryDelays(db: Database, locale: string): Promise<Schemas['Delays']> {
  const [optimistic, pessimistic] = await Promise.all([
    configValue(db, 'optimistic_delivery_delay', locale),
    configValue(db, 'pessimistic_delivery_delay', locale),
  ]);
  return { optimistic_delivery_delay: days(optimistic, 3), pessimistic_delivery_delay: days(pessimistic, 5) };
}

/** The website's messages in a locale, by key. */
export async function messagesOf(db: Database, locale: string): Promise<Schemas['Messages']> {
  const rows = await db.select({ key: translations.key, value: translations.value }).from(translations).where(eq(translations.locale, locale));
  const messages: Schemas['Messages'] = {};
  for (const row of rows) messages[row.key] = row.value;
  return messages;
}

/** The head tags of every page in a locale, by slug. */
export async function seoMetadataOf(db: Database, locale: string): Promise<Schemas['SeoMetadata'][]> {
  const rows = await db.select().from(seoMetadata).where(eq(seoMetadata.locale, locale)).orderBy(seoMetadata.slug);
  return rows.map((row) => ({
    slug: row.slug,
    title: row.title,
    description: row.description,
    keywords: row.keywords,
    og: { type: row.ogType, image_url: row.ogImageUrl, image_alt: row.ogImageAlt },
  }));
}
