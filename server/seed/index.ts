import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { Database } from '../db/client';
import { clients, seedRuns, subscribers, translations, websiteConfig } from '../db/schema';

export const LOCALES = ['fr', 'de', 'nl', 'es'] as const;

/** The website's messages as the repo holds them (server/seed/messages/<locale>.json). */
export function repoMessages(locale: string): Record<string, string> {
  return JSON.parse(readFileSync(new URL(`./messages/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
}

/** Website configuration; '*' rows hold for every locale. */
const CONFIG: Array<{ key: string; locale?: string; value: string }> = [
  { key: 'optimistic_delivery_delay', value: '3' },
  { key: 'pessimistic_delivery_delay', value: '6' },
  { key: 'instagram_url', value: 'https://www.instagram.com/littlecloset' },
  { key: 'facebook_url', value: 'https://www.facebook.com/littlecloset' },
  { key: 'phone_number', value: '+33 1 99 00 12 34' },
  { key: 'phone_number', locale: 'de', value: '+49 30 9900 1234' },
  { key: 'phone_number', locale: 'nl', value: '+31 20 990 0123' },
  { key: 'phone_number', locale: 'es', value: '+34 910 99 00 12' },
  { key: 'referral_godfather_amount', value: '15' },
  { key: 'dynamic_banner_switch', value: 'false' },
  { key: 'dynamic_banner_text', value: '' },
];

/**
 * Reference data follows the repo: messages and configuration are replaced at every start,
 * in one transaction, so a new release brings its texts with it.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const locale of LOCALES) {
      const messages = repoMessages(locale);
      await tx.delete(translations).where(eq(translations.locale, locale));
      const rows = Object.entries(messages).map(([key, value]) => ({ locale, key, value }));
      for (let i = 0; i < rows.length; i += 500) await tx.insert(translations).values(rows.slice(i, i + 500));
    }
    await tx
      .insert(websiteConfig)
      .values(CONFIG.map((c) => ({ key: c.key, locale: c.locale ?? '*', value: c.value })))
      .onConflictDoUpdate({ target: [websiteConfig.key, websiteConfig.locale], set: { value: sql`excluded.value` } });
  });
}

export interface DemoAccount {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  role: 'client' | 'admin';
  locale: string;
  country: string;
  description: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'parent@demo.littlecloset.test', password: 'Malle-Enfant-2026', firstname: 'Camille', lastname: 'Martin', role: 'client', locale: 'fr', country: 'FR', description: 'parent' },
  { email: 'femme@demo.littlecloset.test', password: 'Malle-Femme-2026', firstname: 'Julia', lastname: 'Schneider', role: 'client', locale: 'de', country: 'DE', description: 'woman' },
  { email: 'admin@demo.littlecloset.test', password: 'Atelier-Admin-2026', firstname: 'Inès', lastname: 'Durand', role: 'admin', locale: 'fr', country: 'FR', description: 'administrator' },
];

const DEMO_SEED = 'demo-2026-11';

/** Demo data is written once per database; a second start keeps what users changed. */
export async function seedDemoData(db: Database): Promise<{ applied: boolean }> {
  const done = await db.select().from(seedRuns).where(eq(seedRuns.name, DEMO_SEED));
  if (done.length) return { applied: false };
  const accounts = await Promise.all(
    DEMO_ACCOUNTS.map(async (a) => ({
      email: a.email,
      passwordHash: await hashPassword(a.password),
      firstname: a.firstname,
      lastname: a.lastname,
      role: a.role,
      locale: a.locale,
      country: a.country,
    })),
  );
  await db.transaction(async (tx) => {
    await tx.insert(clients).values(accounts).onConflictDoNothing();
    await tx
      .insert(subscribers)
      .values([
        { email: 'parent@demo.littlecloset.test', list: 'KID', source: 'quiz', locale: 'fr' },
        { email: 'femme@demo.littlecloset.test', list: 'WOMAN', source: 'footer', locale: 'de' },
      ])
      .onConflictDoNothing();
    await tx.insert(seedRuns).values({ name: DEMO_SEED });
  });
  return { applied: true };
}
