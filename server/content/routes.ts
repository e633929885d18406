import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { seoMetadata, translations, websiteConfig } from '../db/schema';
import { ProblemError } from '../http/problem';
import { requestLocale, type Handlers, type Schemas } from '../http/types';
import { compileMessages } from './messages';

export type BuildInfo = Schemas['Version'];

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

export function websiteHandlers(db: Database, build: BuildInfo): Handlers {
  return {
    async getVersion() {
      return build satisfies Schemas['Version'];
    },

    async getDelays(request) {
      return deliveryDelays(db, requestLocale(request));
    },

    async getTranslations(request, reply) {
      const rows = await db
        .select({ key: translations.key, value: translations.value })
        .from(translations)
        .where(eq(translations.locale, request.params.locale));
      const messages: Schemas['Messages'] = {};
      for (const row of rows) messages[row.key] = row.value;
      reply.header('Cache-Control', 'public, max-age=300');
      return request.query.format === 'ast' ? compileMessages(messages) : messages;
    },

    async getSeoMetadata(request) {
      const rows = await db.select().from(seoMetadata).where(eq(seoMetadata.locale, requestLocale(request))).orderBy(seoMetadata.slug);
      return rows.map(
        (row): Schemas['SeoMetadata'] => ({
          slug: row.slug,
          title: row.title,
          description: row.description,
          keywords: row.keywords,
          og: { type: row.ogType, image_url: row.ogImageUrl, image_alt: row.ogImageAlt },
        }),
      );
    },

    async getWebsiteConfig(request) {
      const { configKey } = request.params;
      const value = await configValue(db, configKey, requestLocale(request));
      if (value === null) throw new ProblemError(404, 'CONFIG_NOT_FOUND', 'Not found', `No configuration named ${configKey}`);
      return { key: configKey, value } satisfies Schemas['WebsiteConfig'];
    },
  };
}
