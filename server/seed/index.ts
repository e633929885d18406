import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { restoreCataloguePictures, seedCatalogue } from '../catalogue';
import { deliveryDelays, EDITABLE_CONFIG_KEYS, LEGAL_SEED, seedBlog, seedFaq, seedLegalContents, seedLooksContent, seedPeople } from '../content';
import type { Database } from '../db/client';
import { clients, payments, productVariants, profiles, requests, seedRuns, seoMetadata, subscribers, subscriptions, translations, trunkPieces, trunkSettlements, websiteConfig } from '../db/schema';
import { ProblemError } from '../http/problem';
import type { Schemas } from '../http/types';
import { addDays, todayInFrance } from '../lib/birthdate';
import { afterOneShot, NEW_TRUNK } from '../lib/statuses';
import { KEEP_ALL_DISCOUNT_PERCENT, PREVIEW_LEAD_DAYS, REQUEST_OPENING_DAYS, REQUEST_STATUS, returnDeadlineFor, STYLING_FEE_CENTS } from '../lib/trunk-lifecycle';
import { nextColorIndex, syncClientStatuses } from '../profiles';
import { hashPassword } from '../session';
import { composePreview, listTrunkPieces } from '../trunks';
import { SEO, SEO_IMAGE_ALT, SEO_IMAGES } from './seo';
import { seedLedgerDemo } from './ledger';
import { RECYCLE_TERMS_SEED, refreshRecycleTerms } from './recycle';
import { seedReferralDemo } from './referral';
import { seedReturnsDemo } from './returns';
import { seedShopDemo } from './shop';

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
  // The shop is on sale in French only: its last-chance pieces are marked down.
  { key: 'is_sales', value: 'false' },
  { key: 'is_sales', locale: 'fr', value: 'true' },
  // Each locale's tag manager (a GTM container ID), set by an administrator; none in the demo.
  { key: 'analytics_tag_id', value: '' },
];

/**
 * Reference data follows the repo: messages and configuration are replaced at every start,
 * in one transaction, so a new release brings its texts with it; the configuration an
 * administrator may change (EDITABLE_CONFIG_KEYS) is only added when missing.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const locale of LOCALES) {
      const messages = repoMessages(locale);
      await tx.delete(translations).where(eq(translations.locale, locale));
      const rows = Object.entries(messages).map(([key, value]) => ({ locale, key, value }));
      for (let i = 0; i < rows.length; i += 500) await tx.insert(translations).values(rows.slice(i, i + 500));
    }
    await tx.delete(seoMetadata);
    await tx.insert(seoMetadata).values(
      LOCALES.flatMap((locale) =>
        Object.entries(SEO[locale]!).map(([slug, entry]) => ({
          locale,
          slug,
          title: entry.title,
          description: entry.description,
          keywords: entry.keywords,
          ogType: 'website',
          ogImageUrl: SEO_IMAGES[entry.image],
          ogImageAlt: SEO_IMAGE_ALT[locale]![entry.image],
        })),
      ),
    );
    const rows = CONFIG.map((c) => ({ key: c.key, locale: c.locale ?? '*', value: c.value }));
    const fixed = rows.filter((row) => !EDITABLE_CONFIG_KEYS.includes(row.key));
    const editable = rows.filter((row) => EDITABLE_CONFIG_KEYS.includes(row.key));
    if (fixed.length) await tx.insert(websiteConfig).values(fixed).onConflictDoUpdate({ target: [websiteConfig.key, websiteConfig.locale], set: { value: sql`excluded.value` } });
    // What an administrator may change is written once: their value survives a restart.
    if (editable.length) await tx.insert(websiteConfig).values(editable).onConflictDoNothing();
  });
}

/** A trunk of a demo profile as it stands on the seeding day; days count from that day (negative: past). */
export interface DemoTrunk {
  /** KEPT_PAID and RETURNED: a trunk of the past, paid (and its return received) days after its delivery. */
  stage: 'IN_CREATION' | 'PREVIEW_READY' | 'PREPARING' | 'SHIPPED' | 'DELIVERED' | 'KEPT_PAID' | 'RETURNED';
  /** Its delivery day (the day the carrier delivered it, once delivered); null for a one-shot trunk asked without a date. */
  deliveryInDays: number | null;
  /** The client's word for the stylist, with a one-shot trunk. */
  comment?: string;
  /** A one-shot trunk of a profile that has a subscription. */
  oneShot?: boolean;
  /** Pieces per look, when the trunk holds fewer than the stylist's usual looks (the first looks, their first pieces). */
  looks?: number[];
}

/** A demo profile, written as the profile and trunk routes and the trunk clock would have written it. */
export interface DemoProfile {
  firstname: string;
  gender: Schemas['ProfileGender'];
  /** Age on the seeding day: the birthdate follows it, so a kid stays of the age it shows. */
  ageInDays: number;
  description: string | null;
  quiz: Schemas['ProfileQuiz'];
  /** The subscription (months between trunks), where it stands, and its next delivery; null: none ever. */
  subscription: null | { frequency: Schemas['TrunkSubscription']['frequency']; status: 'active' | 'paused' | 'terminated'; nextDeliveryInDays: number };
  /** Its trunks, oldest first: its subscription's when it has one, else one-shot trunks. */
  trunks: DemoTrunk[];
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
  profiles: DemoProfile[];
}

const YEAR = 365;

/**
 * The demo accounts. Their families show, on the day the database is seeded, every stage of a
 * trunk a tester wants to see: the README's table says which account shows which, and
 * seed.test.ts checks through the API that each is in the stage the README gives.
 */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'parent@demo.littlecloset.test',
    password: 'Malle-Enfant-2026',
    firstname: 'Camille',
    lastname: 'Martin',
    role: 'client',
    locale: 'fr',
    country: 'FR',
    description: 'parent',
    profiles: [
      {
        firstname: 'Léo',
        gender: 'BOY',
        ageInDays: 6 * YEAR + 75,
        description: 'Toujours dehors, il lui faut des pantalons solides aux genoux.',
        quiz: { top_size: '6 ans', bottom_size: '6 ans', shoe_size: 30, styles: ['sporty', 'casual'], liked_colors: ['navy', 'green', 'orange'], disliked_colors: ['brown'], dislikes: ['tight_fits'] },
        // A subscriber of some months: his first trunk arrived six weeks ago, the next one is open
        // for wishes until the stylist composes its preview (PREVIEW_LEAD_DAYS before delivery).
        subscription: { frequency: 2, status: 'active', nextDeliveryInDays: 14 },
        // His first trunk came back six weeks ago (two pieces kept); a one-shot trunk asked for a
        // party was delivered yesterday: five pieces to try, to choose and pay within the week.
        trunks: [
          { stage: 'RETURNED', deliveryInDays: -45 },
          { stage: 'DELIVERED', deliveryInDays: -1, oneShot: true, comment: 'Pour le mariage de sa tante : une tenue habillée mais confortable.', looks: [3, 2] },
          { stage: 'IN_CREATION', deliveryInDays: 14 },
        ],
      },
      {
        firstname: 'Jade',
        gender: 'GIRL',
        ageInDays: 2 * YEAR + 40,
        description: 'Adore les robes qui tournent, déteste les étiquettes qui grattent.',
        quiz: {},
        subscription: null,
        trunks: [],
      },
    ],
  },
  {
    email: 'femme@demo.littlecloset.test',
    password: 'Malle-Femme-2026',
    firstname: 'Julia',
    lastname: 'Schneider',
    role: 'client',
    locale: 'de',
    country: 'DE',
    description: 'woman',
    profiles: [
      {
        firstname: 'Julia',
        gender: 'WOMAN',
        ageInDays: 34 * YEAR + 120,
        description: 'Im Büro gern schlicht, am Wochenende darf es bunter sein.',
        quiz: { top_size: 'M', bottom_size: '38', shoe_size: 39, morphology: 'X', styles: ['chic', 'classic'], budget: '50_80' },
        subscription: null,
        // Its preview awaits her for PREVIEW_REVIEW_HOURS (no mail: she did not ask for it).
        trunks: [{ stage: 'PREVIEW_READY', deliveryInDays: null, comment: 'Gern etwas für die Übergangszeit.' }],
      },
    ],
  },
  { email: 'admin@demo.littlecloset.test', password: 'Atelier-Admin-2026', firstname: 'Inès', lastname: 'Durand', role: 'admin', locale: 'fr', country: 'FR', description: 'administrator', profiles: [] },
  {
    email: 'familia@demo.littlecloset.test',
    password: 'Caja-Familia-2026',
    firstname: 'Lucía',
    lastname: 'García',
    role: 'client',
    locale: 'es',
    country: 'ES',
    description: 'family',
    profiles: [
      {
        firstname: 'Martina',
        gender: 'GIRL',
        ageInDays: 4 * YEAR + 100,
        description: 'Le encantan el amarillo y los bolsillos.',
        quiz: { top_size: '4 ans', bottom_size: '4 ans', shoe_size: 26, styles: ['bohemian', 'casual'], liked_colors: ['yellow', 'pink'], dislikes: ['sequins'] },
        subscription: null,
        // Its preview validated yesterday: packed, it leaves when its delivery is the optimistic delay away.
        trunks: [{ stage: 'PREPARING', deliveryInDays: 5, comment: 'Para el cumpleaños de su prima: algo alegre.' }],
      },
      {
        firstname: 'Pablo',
        gender: 'BOY',
        ageInDays: 9 * YEAR + 200,
        description: 'Solo quiere ropa cómoda para el fútbol.',
        quiz: { top_size: '10 ans', bottom_size: '8 ans', shoe_size: 33, styles: ['sporty'], liked_colors: ['blue', 'red'], disliked_colors: ['pink'] },
        // A monthly subscription that ended after its trunk of some weeks ago (kept whole): it may be
        // reactivated. A one-shot trunk, delivered two days ago, waits to be chosen and paid.
        subscription: { frequency: 1, status: 'terminated', nextDeliveryInDays: -10 },
        trunks: [
          { stage: 'KEPT_PAID', deliveryInDays: -40 },
          { stage: 'DELIVERED', deliveryInDays: -2, oneShot: true, comment: 'Para el campamento de fútbol.', looks: [3, 2] },
        ],
      },
    ],
  },
  // Camille's godson (issue 18): signed up through her referral link, no order yet; no family.
  { email: 'filleule@demo.littlecloset.test', password: 'Club-Filleule-2026', firstname: 'Sofia', lastname: 'Moreau', role: 'client', locale: 'fr', country: 'FR', description: 'godson', profiles: [] },
];

/**
 * Demo seeds, applied once per database in this order: a later one brings its part to databases
 * seeded before it existed (new accounts, and families to accounts that have none), and changes
 * nothing a user made.
 */
const ACCOUNTS_SEED = 'demo-2027-01';
const PROFILES_SEED = 'demo-2027-01-profiles';
/** The legal texts (seed 001 §3), written once: an administrator's changes survive a restart. */
const LEGAL_CONTENTS_SEED = 'website-legal-contents';

const SUBSCRIPTION_STATUS = { active: 'ONGOING_SUBSCRIPTION', paused: 'PAUSED_SUBSCRIPTION', terminated: 'TERMINATED_SUBSCRIPTION' } as const;

/** A profile's status once its trunks are ordered, as the routes set it. */
function profileStatus(profile: DemoProfile): Schemas['ProfileSubscriptionStatus'] {
  const created = profile.gender === 'WOMAN' ? 'PROSPECT_WITH_WOMAN' : 'PROSPECT_WITH_KID';
  if (profile.subscription) return SUBSCRIPTION_STATUS[profile.subscription.status];
  return profile.trunks.length ? afterOneShot(created) : created;
}

/**
 * Runs `apply` in one transaction unless the seed `name` already ran. The seed's row is claimed
 * first, so of two nodes starting together only one applies it.
 */
function once(db: Database, name: string, apply: (tx: Database) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name }).onConflictDoNothing().returning();
    if (claimed.length) await apply(tx);
    return claimed.length > 0;
  });
}

async function seedAccounts(db: Database): Promise<boolean> {
  // Hashing takes a while: only when the seed is still to apply.
  if (await db.$count(seedRuns, eq(seedRuns.name, ACCOUNTS_SEED))) return false;
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
  return once(db, ACCOUNTS_SEED, async (tx) => {
    // An account that exists keeps what its owner made of it.
    await tx.insert(clients).values(accounts).onConflictDoNothing();
    await tx
      .insert(subscribers)
      .values([
        { email: 'parent@demo.littlecloset.test', list: 'KID', source: 'quiz', locale: 'fr' },
        { email: 'femme@demo.littlecloset.test', list: 'WOMAN', source: 'footer', locale: 'de' },
      ])
      .onConflictDoNothing();
  });
}

/** Eight in the morning, French winter time, `days` from the seeding day. */
const morning = (today: string, days: number) => new Date(`${addDays(today, days)}T08:00:00Z`);

/**
 * Brings a demo trunk in creation to its stage, as the stylist, the client and the trunk clock
 * would have: its preview composed PREVIEW_LEAD_DAYS before its delivery (now for a trunk without
 * a date), validated the next day, shipped when its delivery was the optimistic delay away. A
 * preview still open holds its units of stock, as any; the seeded stock is the shelf as counted
 * after the packed and shipped ones left, so theirs go back. A catalogue without the profile's
 * sizes leaves the trunk in creation: the trunk clock will try again.
 */
async function advanceDemoTrunk(tx: Database, requestId: number, trunk: DemoTrunk, today: string, delay: number, now: Date): Promise<void> {
  if (trunk.stage === 'IN_CREATION') return;
  const days = trunk.deliveryInDays;
  const composedAt = trunk.stage === 'PREVIEW_READY' || days === null ? now : morning(today, days - PREVIEW_LEAD_DAYS);
  try {
    await composePreview(tx, requestId, composedAt);
  } catch (error) {
    if (error instanceof ProblemError) return;
    throw error;
  }
  if (trunk.stage === 'PREVIEW_READY') return;
  const [row] = await tx.select({ looks: requests.previewLooks }).from(requests).where(eq(requests.id, requestId));
  const shape = trunk.looks;
  const looks = shape ? row!.looks!.slice(0, shape.length).map((look, index) => ({ ...look, items: look.items.slice(0, shape[index]) })) : row!.looks!;
  // Every unit goes back: pieces the trunk does not hold, and those it holds too, packed, gone or at
  // home, are off the shelf the catalogue's stock describes (it was counted after they left), so the
  // catalogue stays as seeded; a piece sent back later comes onto the shelf as a new unit.
  for (const item of row!.looks!.flatMap((look) => look.items)) {
    await tx.update(productVariants).set({ stock: sql`${productVariants.stock} + 1` }).where(eq(productVariants.id, item.variant_id));
  }
  const validatedAt = new Date(Math.min(composedAt.getTime() + 86_400_000, now.getTime() - 3_600_000));
  const gone = trunk.stage !== 'PREPARING' && days !== null;
  const delivered = trunk.stage === 'DELIVERED' || trunk.stage === 'KEPT_PAID' || trunk.stage === 'RETURNED';
  const deliveredAt = delivered && days !== null ? morning(today, days) : null;
  const [updated] = await tx
    .update(requests)
    .set({
      statusDetailsCode: REQUEST_STATUS[trunk.stage],
      previewLooks: looks,
      validatedAt,
      validatedBy: 'client',
      shippedAt: gone ? morning(today, days - delay) : null,
      deliveredAt,
      returnDeadline: deliveredAt ? returnDeadlineFor(deliveredAt) : null,
    })
    .where(eq(requests.id, requestId))
    .returning();
  if (!deliveredAt) return;
  await listTrunkPieces(tx, updated!);
  if (trunk.stage === 'KEPT_PAID' || trunk.stage === 'RETURNED') await settleDemoTrunk(tx, updated!, trunk.stage, deliveredAt);
}

/**
 * A trunk of the past, paid by its client four days after its delivery: everything kept
 * (KEPT_PAID), or the first two pieces kept and the others sent back, received a week after
 * delivery (RETURNED), one of them too small with a word on the size.
 */
async function settleDemoTrunk(tx: Database, row: typeof requests.$inferSelect, stage: 'KEPT_PAID' | 'RETURNED', deliveredAt: Date): Promise<void> {
  const pieces = await tx.select().from(trunkPieces).where(eq(trunkPieces.requestId, row.id));
  const paidAt = new Date(deliveredAt.getTime() + 4 * 86_400_000);
  const returnedAt = new Date(deliveredAt.getTime() + 7 * 86_400_000);
  const REASONS = ['TOO_SMALL', 'NOT_MY_STYLE', 'ALREADY_HAVE'] as const;
  const choices = pieces
    .sort((a, b) => a.position - b.position)
    .map((piece, index) => {
      const keep = stage === 'KEPT_PAID' || index < 2;
      const reason = keep ? null : REASONS[(index - 2) % REASONS.length]!;
      return { position: piece.position, decision: keep ? 'KEEP' : 'RETURN', return_reason: reason, size_remark: reason === 'TOO_SMALL' ? 'Un peu juste aux épaules' : null };
    });
  for (const choice of choices) {
    const keep = choice.decision === 'KEEP';
    await tx
      .update(trunkPieces)
      .set({ status: keep ? 'KEPT_PAID' : 'RETURNED', decision: choice.decision, returnReason: choice.return_reason, sizeRemark: choice.size_remark, returnedAt: keep ? null : returnedAt })
      .where(and(eq(trunkPieces.requestId, row.id), eq(trunkPieces.position, choice.position)));
  }
  const keptCents = pieces.filter((p) => choices.find((c) => c.position === p.position)!.decision === 'KEEP').reduce((sum, p) => sum + p.priceCents, 0);
  const keepAllDiscountCents = stage === 'KEPT_PAID' ? Math.round((keptCents * KEEP_ALL_DISCOUNT_PERCENT) / 100) : 0;
  const feeCreditCents = Math.min(STYLING_FEE_CENTS, keptCents - keepAllDiscountCents);
  const totalCents = keptCents - keepAllDiscountCents + STYLING_FEE_CENTS - feeCreditCents;
  await tx.insert(trunkSettlements).values({
    requestId: row.id,
    status: 'SUCCEEDED',
    choices,
    keptCents,
    keepAllDiscountCents,
    stylingFeeCents: STYLING_FEE_CENTS,
    feeCreditCents,
    totalCents,
    settledBy: 'client',
    paidAt,
    createdAt: paidAt,
  });
  await tx.insert(payments).values({ requestId: row.id, idempotencyKey: 'client:demo-trunk-checkout', amountCents: totalCents, status: 'SUCCEEDED', createdAt: paidAt });
}

/** The demo families, with their trunks; an account that is gone or already has profiles keeps what its owner made of it. */
async function seedProfiles(tx: Database): Promise<void> {
  const now = new Date();
  const today = todayInFrance(now);
  for (const account of DEMO_ACCOUNTS.filter((a) => a.profiles.length)) {
    const [client] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.email, account.email));
    if (!client || (await tx.$count(profiles, eq(profiles.clientId, client.id)))) continue;
    const { optimistic_delivery_delay: delay } = await deliveryDelays(tx, account.locale);
    for (const p of account.profiles) {
      const [profile] = await tx
        .insert(profiles)
        .values({
          clientId: client.id,
          firstname: p.firstname,
          gender: p.gender,
          profileType: p.gender === 'WOMAN' ? 'WOMAN' : 'KID',
          birthdate: addDays(today, -p.ageInDays),
          description: p.description,
          hasRequested: p.trunks.length > 0 || p.subscription !== null,
          subscriptionStatus: profileStatus(p),
          colorIndex: await nextColorIndex(tx, client.id, p.gender),
          quiz: p.quiz,
        })
        .returning({ id: profiles.id });
      let subscriptionId: number | null = null;
      if (p.subscription) {
        const next = addDays(today, p.subscription.nextDeliveryInDays);
        const first = Math.min(p.subscription.nextDeliveryInDays, ...p.trunks.map((t) => t.deliveryInDays ?? 0));
        const [subscription] = await tx
          .insert(subscriptions)
          .values({
            profileId: profile!.id,
            statusDetailsCode: p.subscription.status,
            frequency: p.subscription.frequency,
            isActive: p.subscription.status !== 'terminated',
            nextAt: morning(today, p.subscription.nextDeliveryInDays - delay),
            nextOptimisticDeliveryDate: next,
            nextDeliveryDate: next,
            createdAt: morning(today, first - REQUEST_OPENING_DAYS - 7),
          })
          .returning({ id: subscriptions.id });
        subscriptionId = subscription!.id;
      }
      for (const trunk of p.trunks) {
        const [request] = await tx
          .insert(requests)
          .values({
            profileId: profile!.id,
            subscriptionId: trunk.oneShot ? null : subscriptionId,
            ...NEW_TRUNK,
            comment: trunk.comment ?? null,
            deliveryDate: trunk.deliveryInDays === null ? null : addDays(today, trunk.deliveryInDays),
            // A subscription's request opens REQUEST_OPENING_DAYS before its delivery; a one-shot trunk was asked a few days before.
            createdAt: trunk.deliveryInDays === null ? now : morning(today, trunk.deliveryInDays - (subscriptionId && !trunk.oneShot ? REQUEST_OPENING_DAYS : PREVIEW_LEAD_DAYS + 3)),
          })
          .returning({ id: requests.id });
        await advanceDemoTrunk(tx, request!.id, trunk, today, delay, now);
      }
    }
    await syncClientStatuses(tx, client.id);
  }
}

/** Demo data is written once per database; a second start keeps what users changed. */
export async function seedDemoData(db: Database): Promise<{ applied: boolean }> {
  const accounts = await seedAccounts(db);
  // The catalogue first: the families' trunks are composed from it.
  const catalogue = await seedCatalogue(db);
  await restoreCataloguePictures(db);
  // The website's looks are made of the catalogue's products.
  const looksContent = await seedLooksContent(db);
  const families = await once(db, PROFILES_SEED, seedProfiles);
  await seedShopDemo(db);
  await seedReturnsDemo(db);
  // After the paid orders and trunks: their points.
  await seedLedgerDemo(db);
  await seedReferralDemo(db, DEMO_ACCOUNTS.find((account) => account.description === 'godson')!);
  const faq = await seedFaq(db);
  const legal = await once(db, LEGAL_CONTENTS_SEED, (tx) => seedLegalContents(tx, LEGAL_SEED(new Date())));
  // Little Geste's rules (issue 19) rewrote its terms: a database seeded before gets the new text, once.
  await once(db, RECYCLE_TERMS_SEED, (tx) => refreshRecycleTerms(tx));
  const blog = await seedBlog(db);
  const people = await seedPeople(db);
  return { applied: accounts || families || catalogue || faq || legal || blog || looksContent || people };
}
