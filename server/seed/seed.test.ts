import { readdirSync, readFileSync } from 'node:fs';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts, brands, clients, faqQuestions, legalContentTranslations, ledgerMovements, recycleLabels, faqSections, profiles, requests, seedRuns, trunkPieces, trunkSettlements, stylists, subscribers, subscriptions, testimonials, translations, websiteConfig } from '../db/schema';
import { componentValidator, loadSpec } from '../http/spec';
import { addDays, birthdateProblem, todayInFrance } from '../lib/birthdate';
import { PREVIEW_LEAD_DAYS, REQUEST_OPENING_DAYS } from '../lib/trunk-lifecycle';
import { PALETTES } from '../profiles';
import { verifyPassword } from '../session';
import { startTestServer, TEST_ADMIN_TOKEN, type TestServer } from '../testing/app';
import { call, expectProblem, expectTokenPair, signIn } from '../testing/http';
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
    profiles: await db.$count(profiles),
    subscriptions: await db.$count(subscriptions),
    requests: await db.$count(requests),
    faqSections: await db.$count(faqSections),
    faqQuestions: await db.$count(faqQuestions),
    blogPosts: await db.$count(blogPosts),
    stylists: await db.$count(stylists),
    brands: await db.$count(brands),
    testimonials: await db.$count(testimonials),
  };
}

const [PARENT, WOMAN, FAMILY] = ['parent', 'woman', 'family'].map((d) => DEMO_ACCOUNTS.find((a) => a.description === d)!) as [
  (typeof DEMO_ACCOUNTS)[number],
  (typeof DEMO_ACCOUNTS)[number],
  (typeof DEMO_ACCOUNTS)[number],
];

async function clientOf(email: string) {
  const [row] = await server.db.select().from(clients).where(eq(clients.email, email));
  return row!;
}

async function profilesOf(email: string) {
  const client = await clientOf(email);
  return server.db.select().from(profiles).where(eq(profiles.clientId, client.id)).orderBy(asc(profiles.id));
}

/** Full years from `birthdate` to `today` ('YYYY-MM-DD'). */
function age(birthdate: string, today: string): number {
  return Number(today.slice(0, 4)) - Number(birthdate.slice(0, 4)) - (today.slice(5) < birthdate.slice(5) ? 1 : 0);
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

describe('demo families', () => {
  it('give each account its profiles, with the statuses and palettes the routes give', async () => {
    expect(await profilesOf(PARENT.email)).toEqual([
      expect.objectContaining({ firstname: 'Léo', gender: 'BOY', profileType: 'KID', hasRequested: true, subscriptionStatus: 'ONGOING_SUBSCRIPTION', colorIndex: 0 }),
      expect.objectContaining({ firstname: 'Jade', gender: 'GIRL', profileType: 'KID', hasRequested: false, subscriptionStatus: 'PROSPECT_WITH_KID', colorIndex: 0 }),
    ]);
    expect(await profilesOf(WOMAN.email)).toEqual([
      expect.objectContaining({ firstname: 'Julia', gender: 'WOMAN', profileType: 'WOMAN', hasRequested: true, subscriptionStatus: 'ONE_SHOT', colorIndex: 0 }),
    ]);
    expect(await profilesOf(FAMILY.email)).toEqual([
      expect.objectContaining({ firstname: 'Martina', gender: 'GIRL', profileType: 'KID', hasRequested: true, subscriptionStatus: 'ONE_SHOT', colorIndex: 0 }),
      expect.objectContaining({ firstname: 'Pablo', gender: 'BOY', profileType: 'KID', hasRequested: true, subscriptionStatus: 'TERMINATED_SUBSCRIPTION', colorIndex: 0 }),
    ]);
    expect(await profilesOf('admin@demo.littlecloset.test')).toEqual([]);
    expect(await clientOf(PARENT.email)).toMatchObject({ subscriptionStatus: 'ONGOING_SUBSCRIPTION', womanSubscriptionStatus: null });
    expect(await clientOf(WOMAN.email)).toMatchObject({ subscriptionStatus: 'PROSPECT', womanSubscriptionStatus: 'ONE_SHOT' });
    expect(await clientOf(FAMILY.email)).toMatchObject({ subscriptionStatus: 'ONE_SHOT', womanSubscriptionStatus: null, locale: 'es' });
  });

  it('have birthdates of the ages described and answers the quiz of their type accepts', async () => {
    const today = todayInFrance();
    const validate = componentValidator(loadSpec().spec);
    const rows = [...(await profilesOf(PARENT.email)), ...(await profilesOf(WOMAN.email)), ...(await profilesOf(FAMILY.email))];
    expect(rows.map((r) => [r.firstname, age(r.birthdate!, today)])).toEqual([
      ['Léo', 6],
      ['Jade', 2],
      ['Julia', 34],
      ['Martina', 4],
      ['Pablo', 9],
    ]);
    for (const row of rows) {
      expect(birthdateProblem(row.birthdate!, row.profileType === 'KID', today), row.firstname).toBeNull();
      expect(validate(row.profileType === 'KID' ? 'KidQuiz' : 'WomanQuiz', row.quiz, '/quiz'), row.firstname).toEqual([]);
    }
    expect(rows[0]!.quiz).toMatchObject({ top_size: '6 ans', bottom_size: '6 ans', styles: expect.any(Array), liked_colors: expect.any(Array) });
    // Jade left a word for the stylist and no answer: her quiz is still to fill.
    expect(rows[1]).toMatchObject({ description: expect.any(String), quiz: {} });
  });

  it('hold each stage of a trunk, dated from the seeding day, as the stylist and the trunk clock leave them', async () => {
    const today = todayInFrance();
    const [leo, jade] = await profilesOf(PARENT.email);
    const [julia] = await profilesOf(WOMAN.email);
    const [martina, pablo] = await profilesOf(FAMILY.email);
    const ids = [leo!.id, jade!.id, julia!.id, martina!.id, pablo!.id];
    const subs = await server.db.select().from(subscriptions).where(inArray(subscriptions.profileId, ids)).orderBy(asc(subscriptions.id));
    expect(subs).toEqual([
      expect.objectContaining({ profileId: leo!.id, statusDetailsCode: 'active', frequency: 2, isActive: true, nextDeliveryDate: addDays(today, 14), nextOptimisticDeliveryDate: addDays(today, 14) }),
      expect.objectContaining({ profileId: pablo!.id, statusDetailsCode: 'terminated', frequency: 1, isActive: false }),
    ]);
    const trunks = await server.db.select().from(requests).where(inArray(requests.profileId, ids)).orderBy(asc(requests.id));
    const composed = { previewLooks: expect.arrayContaining([expect.objectContaining({ items: expect.any(Array) })]), previewComposedAt: expect.any(Date) };
    expect(trunks).toEqual([
      expect.objectContaining({ profileId: leo!.id, subscriptionId: subs[0]!.id, statusDetailsCode: 'RETURNED', deliveryDate: addDays(today, -45), validatedBy: 'client', shippedAt: expect.any(Date), deliveredAt: expect.any(Date), ...composed }),
      expect.objectContaining({ profileId: leo!.id, subscriptionId: null, comment: expect.any(String), statusDetailsCode: 'DELIVERED', deliveryDate: addDays(today, -1), deliveredAt: expect.any(Date), ...composed }),
      expect.objectContaining({ profileId: leo!.id, subscriptionId: subs[0]!.id, statusDetailsCode: 'IN_CREATION', deliveryDate: addDays(today, 14), previewLooks: null }),
      expect.objectContaining({ profileId: julia!.id, subscriptionId: null, comment: expect.any(String), statusDetailsCode: 'PREVIEW_READY', deliveryDate: null, ...composed }),
      expect.objectContaining({ profileId: martina!.id, subscriptionId: null, comment: expect.any(String), statusDetailsCode: 'PREPARING', deliveryDate: addDays(today, 5), validatedBy: 'client', ...composed }),
      expect.objectContaining({ profileId: pablo!.id, subscriptionId: subs[1]!.id, statusDetailsCode: 'KEPT_PAID', deliveryDate: addDays(today, -40), ...composed }),
      expect.objectContaining({ profileId: pablo!.id, subscriptionId: null, statusDetailsCode: 'DELIVERED', deliveryDate: addDays(today, -2), ...composed }),
    ]);
    // The trunks at home hold five pieces (two looks of 3 and 2), in the
    // profile's sizes; their deadline RETURN_DAYS after delivery.
    for (const [trunk, sizes, daysLeft] of [
      [trunks[1]!, ['6 ans'], 6],
      [trunks[6]!, ['10 ans', '8 ans'], 5],
    ] as const) {
      expect(trunk.previewLooks!.map((look) => look.items.length)).toEqual([3, 2]);
      const pieces = await server.db.select().from(trunkPieces).where(eq(trunkPieces.requestId, trunk.id)).orderBy(asc(trunkPieces.position));
      expect(pieces.map((p) => [p.position, p.variantId, p.status])).toEqual(trunk.previewLooks!.flatMap((l) => l.items).map((item, i) => [i, item.variant_id, 'AT_HOME']));
      expect(pieces.every((p) => (sizes as readonly string[]).includes(p.size) || p.size === 'TU')).toBe(true);
      expect(todayInFrance(trunk.returnDeadline!)).toBe(addDays(today, daysLeft));
    }
    // The trunks of the past: paid, their pieces kept or received back.
    const history = await server.db.select().from(trunkPieces).where(inArray(trunkPieces.requestId, [trunks[0]!.id, trunks[5]!.id]));
    expect(new Set(history.filter((p) => p.requestId === trunks[5]!.id).map((p) => p.status))).toEqual(new Set(['KEPT_PAID']));
    expect(history.filter((p) => p.requestId === trunks[0]!.id).map((p) => p.status)).toEqual(expect.arrayContaining(['KEPT_PAID', 'RETURNED']));
    const settled = await server.db.select().from(trunkSettlements).where(inArray(trunkSettlements.requestId, [trunks[0]!.id, trunks[5]!.id]));
    expect(settled).toHaveLength(2);
    expect(settled.every((s) => s.status === 'SUCCEEDED' && s.paidAt !== null)).toBe(true);
    // Léo's next trunk is open for wishes: its request opened, and the stylist composes it PREVIEW_LEAD_DAYS before delivery.
    expect(addDays(today, 14) <= addDays(today, REQUEST_OPENING_DAYS)).toBe(true);
    expect(addDays(today, 14) > addDays(today, PREVIEW_LEAD_DAYS)).toBe(true);
    // Julia's preview is open; Martina's was validated before now and leaves once her delivery is the optimistic delay away.
    expect(trunks[3]!.previewDeadline!.getTime()).toBeGreaterThan(Date.now());
    expect(trunks[4]!.validatedAt!.getTime()).toBeLessThan(Date.now());
    expect(trunks[0]!.shippedAt!.getTime()).toBeLessThan(trunks[2]!.createdAt.getTime());
  });

  it('leave the trunk clock nothing to move on the seeding day', async () => {
    const run = await call(server, 'POST', '/api/admin/trunk-clock', { token: TEST_ADMIN_TOKEN });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json()).toEqual({ opened: 0, composed: 0, validated: 0, shipped: 0, delivered: 0, reminded: 0, charged: 0, charges_failed: 0, orders_shipped: 0, orders_delivered: 0, returns_received: 0, refunds_retried: 0, birthday_offers: 0, points_expired: 0, recycle_labels_expired: 0, recycle_labels_dropped_off: 0, recycle_labels_received: 0 });
  });

  it('are what GET clients/me/kids gives the parent', async () => {
    const pair = expectTokenPair(await signIn(server, PARENT.email, PARENT.password), 200);
    const res = await call(server, 'GET', '/api/clients/me/kids', { token: pair.access_token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        client_id: pair.client_id,
        firstname: 'Léo',
        gender: 'BOY',
        profile_type: 'KID',
        has_requested: true,
        subscription_status: 'ONGOING_SUBSCRIPTION',
        subscriptions: [expect.objectContaining({ frequency: 2, is_active: true, status_details_code: 'active' })],
        color: PALETTES.BOY[0],
        quiz: expect.objectContaining({ top_size: '6 ans' }),
      }),
      expect.objectContaining({ firstname: 'Jade', gender: 'GIRL', has_requested: false, subscription_status: 'PROSPECT_WITH_KID', subscriptions: [], color: PALETTES.GIRL[0] }),
    ]);
  });

  it('hold the trunks as the routes read them: ordering the same again is refused', async () => {
    const parent = expectTokenPair(await signIn(server, PARENT.email, PARENT.password), 200);
    const woman = expectTokenPair(await signIn(server, WOMAN.email, WOMAN.password), 200);
    const [leo] = await profilesOf(PARENT.email);
    const [julia] = await profilesOf(WOMAN.email);
    const before = await counts();
    expectProblem(await call(server, 'POST', `/api/clients/me/kids/${leo!.id}/subscriptions`, { token: parent.access_token, payload: { frequency: 1 } }), 409, 'SUBSCRIPTION_EXISTS');
    expectProblem(await call(server, 'POST', `/api/clients/me/kids/${julia!.id}/requests`, { token: woman.access_token, payload: {} }), 409, 'REQUEST_IN_PROGRESS');
    expect(await counts()).toEqual(before);
  });
});

/** A row of the README's table of demo accounts, as its cells read. */
interface ReadmeRow {
  email: string;
  profile: { firstname: string; age: number | null } | null;
  trunks: { code: string; delivery: string | null; wishes: boolean; previewOpen: boolean; withPreview: boolean }[];
  status: string | null;
  frequency: number | null;
}

/** The table under "### Demo accounts" in the README, one row per profile (or per account without any). */
function readmeRows(today: string): ReadmeRow[] {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('### Demo accounts')).split('\n');
  const header = section.findIndex((line) => line.startsWith('| account |'));
  const end = section.findIndex((line, index) => index > header && !line.startsWith('|'));
  // The table's rows, past its header and its rule.
  const lines = section.slice(header + 2, end);
  return lines.map((line) => {
    const [account, profile, trunks, subscription] = line.split('|').slice(1).map((cell) => cell.trim()) as [string, string, string, string];
    const [firstname, age] = profile.split(',').map((part) => part.trim());
    return {
      email: account.match(/`([^`]+@[^`]+)`/)![1]!,
      profile: profile === 'none' ? null : { firstname: firstname!, age: age ? Number(age) : null },
      trunks:
        trunks === 'none'
          ? []
          : trunks.split(';').map((item) => {
              const ago = item.includes('delivered yesterday') ? ['', '1'] : item.match(/delivered (\d+) days ago/);
              const ahead = item.match(/delivered in (\d+) days/);
              return {
                code: item.match(/`([A-Z_]+)`/)![1]!,
                delivery: ago ? addDays(today, -Number(ago[1])) : ahead ? addDays(today, Number(ahead[1])) : null,
                wishes: item.includes('open for wishes'),
                previewOpen: item.includes('preview waits'),
                withPreview: item.includes('with its preview') || item.includes('preview waits') || item.includes('validated'),
              };
            }),
      status: subscription.match(/`([A-Z_]+)`/)?.[1] ?? null,
      frequency: /monthly/.test(subscription) ? 1 : Number(subscription.match(/every (\d+) months/)?.[1] ?? 0) || null,
    };
  });
}

describe('the README’s demo accounts', () => {
  const today = todayInFrance();
  const rows = readmeRows(today);

  it('name every demo account and, for each, every profile it has', async () => {
    expect([...new Set(rows.map((row) => row.email))].sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
    for (const account of DEMO_ACCOUNTS) {
      const documented = rows.filter((row) => row.email === account.email).map((row) => row.profile?.firstname ?? null);
      const seeded = (await profilesOf(account.email)).map((profile) => profile.firstname);
      expect(documented, account.email).toEqual(seeded.length ? seeded : [null]);
    }
  });

  it.each(rows.filter((row) => row.profile).map((row) => [`${row.email} ${row.profile!.firstname}`, row] as const))(
    'say where %s stands, as the API tells it',
    async (_, row) => {
      const account = DEMO_ACCOUNTS.find((a) => a.email === row.email)!;
      const { access_token: token } = expectTokenPair(await signIn(server, account.email, account.password), 200);
      const kids = (await call(server, 'GET', '/api/clients/me/kids', { token })).json() as Array<{ id: number; firstname: string; birthdate: string | null; subscription_status: string; subscriptions: { frequency: number }[] }>;
      const kid = kids.find((candidate) => candidate.firstname === row.profile!.firstname)!;
      expect(kid, row.profile!.firstname).toBeDefined();
      if (row.profile!.age !== null) expect(age(kid.birthdate!, today)).toBe(row.profile!.age);
      expect(kid.subscription_status).toBe(row.status);
      if (row.frequency !== null) expect(kid.subscriptions.map((s) => s.frequency)).toEqual([row.frequency]);
      const requested = (await call(server, 'GET', `/api/clients/me/kids/${kid.id}/requests`, { token })).json() as Array<{
        id: number;
        delivery_date: string | null;
        status_details: { code: string; actions: string[] };
      }>;
      const shown = [...requested].reverse();
      expect(shown.map((r) => [r.status_details.code, r.delivery_date])).toEqual(row.trunks.map((t) => [t.code, t.delivery]));
      for (const [index, trunk] of row.trunks.entries()) {
        const request = shown[index]!;
        expect(request.status_details.actions.includes('GO_TO_SUGGESTIONS'), `${trunk.code} open for wishes`).toBe(trunk.wishes);
        expect(request.status_details.actions.includes('GO_TO_PREVIEW'), `${trunk.code} preview waiting`).toBe(trunk.previewOpen);
        const preview = await call(server, 'GET', `/api/clients/me/kids/${kid.id}/requests/${request.id}/preview`, { token });
        expect(preview.statusCode, `${trunk.code} preview`).toBe(trunk.withPreview ? 200 : 404);
      }
    },
  );
});

describe('the referral demo', () => {
  it('shows Camille a godson signed up (Sofia, her welcome code waiting) and a friend invited', async () => {
    const godson = DEMO_ACCOUNTS.find((a) => a.description === 'godson')!;
    const { access_token: token } = expectTokenPair(await signIn(server, PARENT.email, PARENT.password), 200);
    const referral = (await call(server, 'GET', '/api/clients/me/referral', { token })).json();
    expect(referral.godsons).toEqual([
      expect.objectContaining({ email: godson.email, firstname: 'Sofia', status: 'SIGNED_UP', invited_at: null }),
      expect.objectContaining({ email: 'lina.bernard@example.com', firstname: null, status: 'INVITED', invited_at: expect.any(String) }),
    ]);
    const { access_token: sofia } = expectTokenPair(await signIn(server, godson.email, godson.password), 200);
    expect((await call(server, 'GET', '/api/clients/me/coupon-codes', { token: sofia })).json().coupons).toEqual([
      expect.objectContaining({ kind: 'AMOUNT', amount: 15, origin: 'REFERRAL' }),
    ]);
    expect((await call(server, 'GET', '/api/clients/me/orders', { token: sofia })).json().orders).toEqual([]);
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
    // The accounts', the families', the catalogue pictures', the FAQ's, the legal texts', the blog's and
    // the website people's and the Little Geste terms' runs: the catalogue itself is there already, and so are the FAQ's sections
    // (their questions are not written again), the legal texts, the blog and the people.
    expect(await counts()).toEqual({ ...before, seedRuns: 8 });
    expect(await seedDemoData(server.db)).toEqual({ applied: false });
  });

  it('brings the families once to a database seeded before them', async () => {
    const before = await counts();
    for (const account of [PARENT, WOMAN]) await server.db.delete(profiles).where(eq(profiles.clientId, (await clientOf(account.email)).id));
    await server.db.delete(seedRuns).where(eq(seedRuns.name, 'demo-2027-01-profiles'));

    expect(await seedDemoData(server.db)).toEqual({ applied: true });
    expect(await counts()).toEqual(before);
    expect((await profilesOf(PARENT.email)).map((p) => [p.firstname, p.subscriptionStatus])).toEqual([
      ['Léo', 'ONGOING_SUBSCRIPTION'],
      ['Jade', 'PROSPECT_WITH_KID'],
    ]);
    expect(await seedDemoData(server.db)).toEqual({ applied: false });
    expect(await counts()).toEqual(before);
  });
});

describe('the demo wallets and Little Club points', () => {
  it('give Camille 25 € and 350 points (her paid orders’ and trunks’ first), Julia nothing', async () => {
    const parent = expectTokenPair(await signIn(server, PARENT.email, PARENT.password), 200);
    const woman = expectTokenPair(await signIn(server, WOMAN.email, WOMAN.password), 200);
    const wallet = (await call(server, 'GET', '/api/clients/me/wallet', { token: parent.access_token })).json();
    // Her Little Geste parcel of two months ago brought 5 €, customer service's goodwill credit the rest.
    expect(wallet).toMatchObject({
      amount: 25,
      total: 2,
      transactions: [
        { amount: 20, reason: 'ADJUSTMENT', source: { name: 'Geste commercial' } },
        { amount: 5, reason: 'RECYCLE_REWARD', source: { type: 'RECYCLE', name: expect.stringMatching(/^LG\d{11}$/) } },
      ],
    });
    const camille = await clientOf(PARENT.email);
    const points = await server.db.select().from(ledgerMovements).where(and(eq(ledgerMovements.clientId, camille.id), eq(ledgerMovements.account, 'POINTS')));
    expect(points.reduce((sum, m) => sum + m.amount, 0)).toBe(350);
    expect(points.map((m) => m.reason)).toEqual(expect.arrayContaining(['POINTS_ORDER', 'POINTS_TRUNK', 'ADJUSTMENT']));
    expect((await call(server, 'GET', '/api/clients/me/wallet', { token: woman.access_token })).json()).toMatchObject({ amount: 0, total: 0 });
    // Seeding again moves nothing.
    await seedDemoData(server.db);
    expect(await server.db.$count(ledgerMovements, eq(ledgerMovements.clientId, camille.id))).toBe(points.length + 2);
  });
});

describe('the demo Little Geste labels', () => {
  it('give Camille one label rewarded about two months ago, none the trunk clock would move, and both labels of this month', async () => {
    const parent = expectTokenPair(await signIn(server, PARENT.email, PARENT.password), 200);
    const res = await call(server, 'GET', '/api/clients/me/recycle-labels', { token: parent.access_token });
    expect(res.statusCode, res.body).toBe(200);
    const { labels, allowance, rewarded_total } = res.json();
    expect(labels).toEqual([
      expect.objectContaining({ stage: 'REWARDED', carrier: 'Colissimo', drop_off: 'POST_OFFICE', reward_credited: 5, sender: expect.objectContaining({ firstname: 'Camille', city: 'Lyon' }) }),
    ]);
    const days = (Date.now() - Date.parse(labels[0].created_at)) / 86_400_000;
    expect(days).toBeGreaterThan(55);
    expect(days).toBeLessThan(70);
    expect(rewarded_total).toBe(5);
    expect(allowance).toEqual({ monthly_limit: 2, used_this_month: 0, remaining: 2, next_available_on: null });
    expect(await server.db.$count(recycleLabels, inArray(recycleLabels.stage, ['CREATED', 'DROPPED_OFF']))).toBe(0);
  });
});

describe('the Little Geste terms', () => {
  it('say what the programme does, and reach a database seeded before them, once', async () => {
    const terms = async (locale: string) => (await call(server, 'GET', `/api/website/legal-contents?code=terms_and_conditions_recycle`, { headers: { 'x-lc-locale': locale } })).json().value[0];
    const fr = await terms('fr');
    const article = (anchor: string) => fr.sections.find((section: { anchor: string }) => section.anchor === anchor).text as string;
    expect(article('recycle-label')).toContain('2 étiquettes par mois calendaire');
    expect(article('recycle-label')).toContain('France, de Monaco, de Belgique, du Luxembourg, des Pays-Bas, d’Allemagne, d’Autriche et d’Espagne');
    expect(article('recycle-label')).toContain('30 jours');
    expect(article('recycle-items')).toContain('10 kg');
    expect(article('recycle-reward')).toContain('5 €');
    expect(article('recycle-reward')).not.toContain('12 mois');
    expect((await terms('de')).sections[0].text).toContain('2 Etiketten pro Kalendermonat');
    // A database seeded with the earlier text.
    await server.db.update(legalContentTranslations).set({ intro: 'Ancien texte' }).where(eq(legalContentTranslations.code, 'terms_and_conditions_recycle'));
    await server.db.delete(seedRuns).where(eq(seedRuns.name, 'legal-recycle-little-geste'));
    await seedDemoData(server.db);
    await server.heard();
    expect((await terms('fr')).intro).toContain('Little Geste vous permet');
    // Once: an administrator's later change stays.
    await server.db.update(legalContentTranslations).set({ intro: 'Texte de l’administrateur' }).where(eq(legalContentTranslations.code, 'terms_and_conditions_recycle'));
    await seedDemoData(server.db);
    await server.heard();
    expect((await terms('fr')).intro).toBe('Texte de l’administrateur');
  });
});
