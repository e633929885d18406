import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { websiteConfig } from '../db/schema';
import type { Schemas } from '../http/types';

/**
 * The configuration an administrator may change without a release: the dynamic banner (seed 001
 * §2, §4) and the sales status. The seed writes these once (an administrator's value survives a
 * restart); every other key follows the repo at each start.
 */
export const EDITABLE_CONFIG_KEYS: readonly string[] = ['dynamic_banner_switch', 'dynamic_banner_text', 'is_sales'];

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
