import { readdirSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { clients, seedRuns, subscribers, translations, websiteConfig } from '../db/schema';
import { startTestServer, type TestServer } from '../testing/app';
import { DEMO_ACCOUNTS, LOCALES, repoMessages, seedDemoData, seedReferenceData } from './index';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

async function counts() {
  const db = server.db;
  return {
    translations: await db.$count(translations),
    websiteConfig: await db.$count(websiteConfig),
    clients: await db.$count(clients),
    subscribers: await db.$count(subscribers),
    seedRuns: await db.$count(seedRuns),
  };
}

describe('messages files', () => {
  it('exist for the four locales, and only those', () => {
    const files = readdirSync(new URL('./messages/', import.meta.url)).filter((f) => f.endsWith('.json'));
    expect(files.sort()).toEqual(LOCALES.map((l) => `${l}.json`).sort());
  });

  it.each(LOCALES.filter((l) => l !== 'fr'))('%s has exactly the keys of fr', (locale) => {
    const fr = Object.keys(repoMessages('fr')).sort();
    const keys = Object.keys(repoMessages(locale)).sort();
    expect(fr.length).toBeGreaterThan(0);
    expect({ missing: fr.filter((k) => !keys.includes(k)), extra: keys.filter((k) => !fr.includes(k)) }).toEqual({ missing: [], extra: [] });
  });

  it.each(LOCALES)('%s holds only non-empty strings', (locale) => {
    const wrong = Object.entries(repoMessages(locale)).filter(([, v]) => typeof v !== 'string' || v.trim() === '');
    expect(wrong).toEqual([]);
  });
});

describe('seeded database', () => {
  it.each(LOCALES)('holds the messages of %s as the repo has them', async (locale) => {
    const rows = await server.db.select().from(translations).where(eq(translations.locale, locale));
    expect(Object.fromEntries(rows.map((r) => [r.key, r.value]))).toEqual(repoMessages(locale));
  });

  it('holds the demo accounts, one row each', async () => {
    const rows = await server.db.select().from(clients);
    for (const account of DEMO_ACCOUNTS) {
      expect(rows.filter((r) => r.email === account.email), account.email).toEqual([
        expect.objectContaining({ firstname: account.firstname, lastname: account.lastname, role: account.role, locale: account.locale, country: account.country }),
      ]);
    }
  });
});

describe('demo passwords', () => {
  it('are stored as salted scrypt hashes, never in clear', async () => {
    const rows = await server.db.select().from(clients);
    const hashes: string[] = [];
    for (const account of DEMO_ACCOUNTS) {
      const hash = rows.find((r) => r.email === account.email)!.passwordHash;
      expect(hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9_-]{16,}\$[A-Za-z0-9_-]{43,}$/);
      expect(hash).not.toContain(account.password);
      const [, n] = hash.split('$');
      expect(Number(n)).toBeGreaterThanOrEqual(2 ** 14);
      hashes.push(hash);
    }
    const salts = hashes.map((h) => h.split('$')[4]);
    expect(new Set(salts).size).toBe(hashes.length);
  });

  it.each(DEMO_ACCOUNTS.map((a) => [a.description, a] as const))('verify for the %s account, and a wrong password does not', async (_, account) => {
    const [row] = await server.db.select().from(clients).where(eq(clients.email, account.email));
    expect(await verifyPassword(account.password, row!.passwordHash)).toBe(true);
    expect(await verifyPassword(`${account.password}x`, row!.passwordHash)).toBe(false);
  });
});

describe('seeding again', () => {
  it('changes no count and does not apply the demo seed twice', async () => {
    const before = await counts();
    expect(before.clients).toBeGreaterThanOrEqual(DEMO_ACCOUNTS.length);
    expect(before.subscribers).toBeGreaterThanOrEqual(2);
    await seedReferenceData(server.db);
    expect(await seedDemoData(server.db)).toEqual({ applied: false });
    await seedReferenceData(server.db);
    expect(await seedDemoData(server.db)).toEqual({ applied: false });
    expect(await counts()).toEqual(before);
  });

  it('replaces the reference data with the repo version', async () => {
    const db = server.db;
    await db.update(translations).set({ value: 'Changed by hand' }).where(and(eq(translations.locale, 'de'), eq(translations.key, 'app.tagline')));
    await db.insert(translations).values({ locale: 'nl', key: 'stale.key', value: 'Removed from the repo' });
    await db.update(websiteConfig).set({ value: '+49 0' }).where(and(eq(websiteConfig.key, 'phone_number'), eq(websiteConfig.locale, 'de')));
    await db.delete(websiteConfig).where(eq(websiteConfig.key, 'instagram_url'));

    await seedReferenceData(db);

    for (const locale of LOCALES) {
      const rows = await db.select().from(translations).where(eq(translations.locale, locale));
      expect(Object.fromEntries(rows.map((r) => [r.key, r.value])), locale).toEqual(repoMessages(locale));
    }
    const [phone] = await db.select().from(websiteConfig).where(and(eq(websiteConfig.key, 'phone_number'), eq(websiteConfig.locale, 'de')));
    expect(phone?.value).toBe('+49 30 9900 1234');
    const instagram = await db.select().from(websiteConfig).where(eq(websiteConfig.key, 'instagram_url'));
    expect(instagram).toEqual([{ key: 'instagram_url', locale: '*', value: 'https://www.instagram.com/littlecloset' }]);
  });

  it('keeps what users changed in the demo data', async () => {
    const email = DEMO_ACCOUNTS[0]!.email;
    await server.db.update(clients).set({ firstname: 'Renamed' }).where(eq(clients.email, email));
    expect(await seedDemoData(server.db)).toEqual({ applied: false });
    const [row] = await server.db.select().from(clients).where(eq(clients.email, email));
    expect(row?.firstname).toBe('Renamed');
  });

  it('duplicates nothing even when the record of the demo seed is lost', async () => {
    const before = await counts();
    await server.db.delete(seedRuns);
    expect(await seedDemoData(server.db)).toEqual({ applied: true });
    expect(await counts()).toEqual({ ...before, seedRuns: 1 });
    expect(await seedDemoData(server.db)).toEqual({ applied: false });
  });
});
