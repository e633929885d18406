import { readFileSync } from 'node:fs';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { restoreCataloguePictures, seedCatalogue } from '../catalogue';
import { deliveryDelays } from '../content';
import type { Database } from '../db/client';
import { clients, profiles, requests, seedRuns, seoMetadata, subscribers, subscriptions, translations, websiteConfig } from '../db/schema';
import { ProblemError } from '../http/problem';
import type { Schemas } from '../http/types';
import { addDays, addMonths, todayInFrance } from '../lib/birthdate';
import { afterOneShot, NEW_TRUNK } from '../lib/statuses';
import { REQUEST_STATUS } from '../lib/trunk-lifecycle';
import { nextColorIndex, syncClientStatuses } from '../profiles';
import { hashPassword } from '../session';
import { composePreview } from '../trunks';
import { SEO, SEO_IMAGE_ALT, SEO_IMAGES } from './seo';
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
    await tx
      .insert(websiteConfig)
      .values(CONFIG.map((c) => ({ key: c.key, locale: c.locale ?? '*', value: c.value })))
      .onConflictDoUpdate({ target: [websiteConfig.key, websiteConfig.locale], set: { value: sql`excluded.value` } });
  });
}

/** A demo profile, written as the profile and trunk routes would have written it. */
export interface DemoProfile {
  firstname: string;
  gender: Schemas['ProfileGender'];
  /** Age on the seeding day: the birthdate follows it, so a kid stays of the age it shows. */
  ageInDays: number;
  description: string | null;
  quiz: Schemas['ProfileQuiz'];
  /** The trunk ordered: none, a one-shot trunk, or a subscription (months between trunks) with its first trunk. */
  trunk: null | { kind: 'one-shot'; comment: string } | { kind: 'subscription'; frequency: Schemas['TrunkSubscription']['frequency'] };
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
        trunk: { kind: 'subscription', frequency: 2 },
      },
      {
        firstname: 'Jade',
        gender: 'GIRL',
        ageInDays: 2 * YEAR + 40,
        description: 'Adore les robes qui tournent, déteste les étiquettes qui grattent.',
        quiz: {},
        trunk: null,
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
        trunk: { kind: 'one-shot', comment: 'Gern etwas für die Übergangszeit.' },
      },
    ],
  },
  { email: 'admin@demo.littlecloset.test', password: 'Atelier-Admin-2026', firstname: 'Inès', lastname: 'Durand', role: 'admin', locale: 'fr', country: 'FR', description: 'administrator', profiles: [] },
];

/** Demo seeds, applied once per database in this order: a later one brings its part to databases seeded before it existed. */
const ACCOUNTS_SEED = 'demo-2026-11';
const PROFILES_SEED = 'demo-2026-11-profiles';

/** A profile's status once its trunk is ordered, as the routes set it. */
function profileStatus(profile: DemoProfile): Schemas['ProfileSubscriptionStatus'] {
  const created = profile.gender === 'WOMAN' ? 'PROSPECT_WITH_WOMAN' : 'PROSPECT_WITH_KID';
  if (profile.trunk?.kind === 'subscription') return 'ONGOING_SUBSCRIPTION';
  return profile.trunk?.kind === 'one-shot' ? afterOneShot(created) : created;
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

/** The demo families; an account that is gone or already has profiles keeps what its owner made of it. */
async function seedProfiles(tx: Database): Promise<void> {
  const today = todayInFrance();
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
          hasRequested: p.trunk !== null,
          subscriptionStatus: profileStatus(p),
          colorIndex: await nextColorIndex(tx, client.id, p.gender),
          quiz: p.quiz,
        })
        .returning({ id: profiles.id });
      if (p.trunk?.kind === 'subscription') {
        // A subscriber of some weeks: the first trunk arrived 20 days ago, the next one is the
        // upcoming trunk (its request opens REQUEST_OPENING_DAYS before its delivery).
        const lastDelivery = addDays(today, -20);
        const nextDelivery = addMonths(lastDelivery, p.trunk.frequency);
        const [subscription] = await tx
          .insert(subscriptions)
          .values({
            profileId: profile!.id,
            statusDetailsCode: 'active',
            frequency: p.trunk.frequency,
            nextAt: new Date(`${addDays(nextDelivery, -delay)}T08:00:00Z`),
            nextOptimisticDeliveryDate: nextDelivery,
            nextDeliveryDate: nextDelivery,
            createdAt: new Date(`${addDays(lastDelivery, -14)}T08:00:00Z`),
          })
          .returning({ id: subscriptions.id });
        const shippedAt = new Date(`${addDays(lastDelivery, -delay)}T08:00:00Z`);
        await tx.insert(requests).values({
          profileId: profile!.id,
          subscriptionId: subscription!.id,
          statusDetailsCode: REQUEST_STATUS.SHIPPED,
          deliveryDate: lastDelivery,
          validatedAt: shippedAt,
          validatedBy: 'client',
          shippedAt,
          createdAt: new Date(`${addDays(lastDelivery, -14)}T08:00:00Z`),
        });
      } else if (p.trunk?.kind === 'one-shot') {
        await tx.insert(requests).values({ profileId: profile!.id, ...NEW_TRUNK, comment: p.trunk.comment });
      }
    }
    await syncClientStatuses(tx, client.id);
  }
}

/**
 * Julia's one-shot trunk gets its stylist's preview with the demo families, so that the demo
 * shows one (no mail: she did not ask for it).
 */
async function seedPreview(db: Database): Promise<void> {
  const [trunk] = await db
    .select({ id: requests.id })
    .from(requests)
    .innerJoin(profiles, eq(profiles.id, requests.profileId))
    .innerJoin(clients, eq(clients.id, profiles.clientId))
    .where(and(eq(clients.email, 'femme@demo.littlecloset.test'), isNull(requests.subscriptionId), eq(requests.statusDetailsCode, REQUEST_STATUS.IN_CREATION)));
  if (!trunk) return;
  try {
    await composePreview(db, trunk.id, new Date());
  } catch (error) {
    // A catalogue without her sizes leaves the trunk in creation: the trunk clock will try again.
    if (!(error instanceof ProblemError)) throw error;
  }
}

/** Demo data is written once per database; a second start keeps what users changed. */
export async function seedDemoData(db: Database): Promise<{ applied: boolean }> {
  const accounts = await seedAccounts(db);
  const families = await once(db, PROFILES_SEED, seedProfiles);
  const catalogue = await seedCatalogue(db);
  await restoreCataloguePictures(db);
  await seedShopDemo(db);
  if (families) await seedPreview(db);
  return { applied: accounts || families || catalogue };
}
