import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { websiteConfig } from '../db/schema';
import type { Schemas } from '../http/types';

/**
 * The configuration an administrator may change without a release: the dynamic banner (seed 001
 * §2, §4), the sales status and each locale's tag manager. The seed writes these once (an administrator's value survives a
 * restart); every other key follows the repo at each start.
 */
export const EDITABLE_CONFIG_KEYS: readonly string[] = ['dynamic_banner_switch', 'dynamic_banner_text', 'is_sales', 'analytics_tag_id'];

/** The locale's tag manager (`analytics_tag_id`): a Google Tag Manager container ID, or empty for none. */
export const ANALYTICS_TAG_ID = /^(GTM-[A-Z0-9]{4,12})?$/;

export const isEditableConfigKey = (key: string): boolean => EDITABLE_CONFIG_KEYS.includes(key);

/** Keeps a value for one locale, or for every locale (`*`); the content version moves with it (trigger). */
export async function setConfigValue(db: Database, key: string, input: Schemas['WebsiteConfigInput']): Promise<Schemas['WebsiteConfigEntry']> {
  const [row] = await db
    .insert(websiteConfig)
    .values({ key, locale: input.locale, value: input.value })
    .onConflictDoUpdate({ target: [websiteConfig.key, websiteConfig.locale], set: { value: sql`excluded.value` } })
    .returning();
  return { key: row!.key, locale: row!.locale as Schemas['WebsiteConfigEntry']['locale'], value: row!.value };
}

/**
 * Whether some locale has a tag manager (`analytics_tag_id` not empty): the pages' content policy lets
 * Google's tag hosts in only then. Read again when the content version moves (every change of the
 * configuration moves it); without a version to follow, read at each call.
 */
export function tagManagerInUse(db: Database, version: (() => number) | null): () => Promise<boolean> {
  let known: { version: number; inUse: Promise<boolean> } | null = null;
  const read = () =>
    db
      .select({ key: websiteConfig.key })
      .from(websiteConfig)
      .where(and(eq(websiteConfig.key, 'analytics_tag_id'), ne(websiteConfig.value, '')))
      .limit(1)
      .then((rows) => rows.length > 0);
  return () => {
    if (!version) return read();
    const now = version();
    if (known?.version !== now) {
      const inUse = read();
      known = { version: now, inUse };
      // A failed read is tried again at the next page rather than kept.
      inUse.catch(() => {
        if (known?.inUse === inUse) known = null;
      });
    }
    return known.inUse;
  };
}
