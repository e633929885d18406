import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { phoneOptouts, subscribers } from '../db/schema';
import type { LocaleCode, Schemas } from '../http/types';
import { normaliseEmail, normalisePhone } from '../lib/contact';

type SubscriberRow = typeof subscribers.$inferSelect;
type List = Schemas['NewsletterList'];

/** Subscribers listed at most. */
const LISTED = 100;

function toSubscription(row: SubscriberRow, created: boolean): Schemas['Subscription'] {
  return {
    email: row.email,
    list: row.list as List,
    source: row.source,
    locale: row.locale as Schemas['LocaleCode'],
    created,
    subscribed_at: row.createdAt.toISOString(),
  };
}

/** Subscribes an address to a list, once: a second time gives the subscription already there (`created` false). */
export async function subscribe(db: Database, email: string, list: List, source: string | null, locale: LocaleCode): Promise<Schemas['Subscription']> {
  const address = normaliseEmail(email);
  const inserted = await db
    .insert(subscribers)
    .values({ email: address, list, source, locale })
    .onConflictDoNothing({ target: [subscribers.email, subscribers.list] })
    .returning();
  if (inserted[0]) return toSubscription(inserted[0], true);
  const [existing] = await db
    .select()
    .from(subscribers)
    .where(and(eq(subscribers.email, address), eq(subscribers.list, list)));
  return toSubscription(existing!, false);
}

/** A phone number no longer gets the list's messages. */
export async function unsubscribePhone(db: Database, list: List, phone: string): Promise<Schemas['PhoneUnsubscription']> {
  const number = normalisePhone(phone);
  await db.insert(phoneOptouts).values({ phone: number, list }).onConflictDoNothing();
  return { list, phone: number, unsubscribed: true };
}

/** The newest subscriptions, of an address or a list when given. */
export async function listSubscribers(db: Database, filter: { email?: string; list?: List }): Promise<Schemas['Subscription'][]> {
  const filters: SQL[] = [];
  if (filter.email) filters.push(eq(subscribers.email, normaliseEmail(filter.email)));
  if (filter.list) filters.push(eq(subscribers.list, filter.list));
  const rows = await db
    .select()
    .from(subscribers)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
    .limit(LISTED);
  return rows.map((row) => toSubscription(row, false));
}

/** Newsletter lists follow the account's opt-ins: true subscribes (once), false unsubscribes. */
export async function followOptins(
  tx: Database,
  email: string,
  locale: LocaleCode,
  optins: Array<{ list: 'KID' | 'WOMAN'; optin: boolean | undefined; source: string }>,
): Promise<void> {
  for (const { list, optin, source } of optins) {
    if (optin === true) await tx.insert(subscribers).values({ email, list, source, locale }).onConflictDoNothing();
    if (optin === false) await tx.delete(subscribers).where(and(eq(subscribers.email, email), eq(subscribers.list, list)));
  }
}
