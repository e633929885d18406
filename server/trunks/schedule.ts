// The subscription schedule (seed 000 sections 4 and 7, Subscriptions): list, change the frequency
// or the next delivery (postponed or forwarded), pause for some months, resume, reactivate. Each
// change keeps the profile's and the client's statuses in step.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { deliveryDelays } from '../content';
import type { Database } from '../db/client';
import { profiles, requests, subscriptions } from '../db/schema';
import { fieldProblem, ProblemError } from '../http/problem';
import type { LocaleCode, Schemas } from '../http/types';
import { addDays, addMonths, todayInFrance } from '../lib/birthdate';
import { NEW_TRUNK } from '../lib/statuses';
import { BLOCKING_STATUSES } from '../lib/trunk-lifecycle';
import { openRequest, ownProfile, syncClientStatuses, toSubscription, type ProfileRow } from '../profiles';
import { signedUpClient } from '../session';

type SubscriptionRow = typeof subscriptions.$inferSelect;
type Change = Partial<SubscriptionRow> & { profileStatus?: string };

/** A subscription of a profile of a client. */
export interface SubscriptionOf {
  clientId: number;
  profileId: number;
  subscriptionId: number;
}

/** How far ahead a next delivery may be moved. */
export const MAX_DELIVERY_DAYS_AHEAD = 120;

const subscriptionNotFound = () => new ProblemError(404, 'NOT_FOUND', 'Not found', 'No such subscription for this profile');
const requestBlocked = () =>
  new ProblemError(409, 'REQUEST_BLOCKED', 'Trunk being packed', 'A trunk of this profile is being packed: its delivery can no longer move');

/** The trunk request in creation of a subscription, if any. */
async function currentRequest(db: Database, subscriptionId: number) {
  const [row] = await db
    .select()
    .from(requests)
    .where(and(eq(requests.subscriptionId, subscriptionId), openRequest()))
    .orderBy(asc(requests.id))
    .limit(1);
  return row ?? null;
}

async function subscriptionView(db: Database, row: SubscriptionRow): Promise<Schemas['TrunkSubscription']> {
  return toSubscription(row, (await currentRequest(db, row.id))?.id ?? null);
}

/** Whether a request of the profile is blocked (the stylist has started on its trunk). */
async function hasBlockedRequest(db: Database, profileId: number): Promise<boolean> {
  return (await db.$count(requests, and(eq(requests.profileId, profileId), inArray(requests.statusDetailsCode, [...BLOCKING_STATUSES])))) > 0;
}

/** A subscription of a profile of the client, locked for the change `change` makes in one transaction. */
async function changeSubscription(db: Database, target: SubscriptionOf, change: (tx: Database, subscription: SubscriptionRow, profile: ProfileRow) => Promise<Change>) {
  const profile = await ownProfile(db, target.clientId, target.profileId);
  const row = await db.transaction(async (tx) => {
    const [subscription] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, target.subscriptionId), eq(subscriptions.profileId, profile.id)))
      .for('update');
    if (!subscription) throw subscriptionNotFound();
    const { profileStatus, ...fields } = await change(tx, subscription, profile);
    const [updated] = await tx.update(subscriptions).set(fields).where(eq(subscriptions.id, subscription.id)).returning();
    if (fields.nextDeliveryDate) {
      await tx
        .update(requests)
        .set({ deliveryDate: fields.nextDeliveryDate })
        .where(and(eq(requests.subscriptionId, subscription.id), openRequest()));
    }
    if (profileStatus) {
      await tx.update(profiles).set({ subscriptionStatus: profileStatus, updatedAt: new Date() }).where(eq(profiles.id, profile.id));
      await syncClientStatuses(tx, target.clientId);
    }
    return updated!;
  });
  return subscriptionView(db, row);
}

/** The first day a next trunk can arrive: today plus the optimistic delivery delay of the locale. */
async function earliestDelivery(db: Database, locale: LocaleCode): Promise<string> {
  const { optimistic_delivery_delay: delay } = await deliveryDelays(db, locale);
  return addDays(todayInFrance(), delay);
}

/** The subscriptions of a profile of the client, oldest first. */
export async function profileSubscriptions(db: Database, clientId: number, profileId: number): Promise<Schemas['TrunkSubscription'][]> {
  const profile = await ownProfile(db, clientId, profileId);
  const rows = await db.select().from(subscriptions).where(eq(subscriptions.profileId, profile.id)).orderBy(asc(subscriptions.id));
  return Promise.all(rows.map((row) => subscriptionView(db, row)));
}

/**
 * Moves the next delivery (between the earliest delivery and MAX_DELIVERY_DAYS_AHEAD, unless a
 * trunk is being packed) or changes the frequency; a frequency resumes a paused subscription.
 */
export async function updateSubscription(db: Database, target: SubscriptionOf, patch: Schemas['SubscriptionPatch'], locale: LocaleCode) {
  const earliest = await earliestDelivery(db, locale);
  return changeSubscription(db, target, async (tx, subscription, profile) => {
    if (subscription.statusDetailsCode === 'terminated') {
      throw new ProblemError(409, 'SUBSCRIPTION_TERMINATED', 'Subscription terminated', 'A terminated subscription is reactivated, not changed');
    }
    const { frequency, next_delivery_date: nextDelivery } = patch;
    const fields: Change = {};
    if (nextDelivery !== undefined) {
      const latest = addDays(todayInFrance(), MAX_DELIVERY_DAYS_AHEAD);
      if (nextDelivery < earliest) throw fieldProblem('VALIDATION_ERROR', 'Invalid request', 'next_delivery_date', `next_delivery_date cannot be before ${earliest}`);
      if (nextDelivery > latest) throw fieldProblem('VALIDATION_ERROR', 'Invalid request', 'next_delivery_date', `next_delivery_date cannot be after ${latest}`);
      if (await hasBlockedRequest(tx, profile.id)) throw requestBlocked();
      fields.nextDeliveryDate = nextDelivery;
    }
    if (frequency !== undefined) {
      fields.frequency = frequency;
      // A resume with a frequency (seed 000 section 4).
      if (subscription.statusDetailsCode === 'paused') {
        Object.assign(fields, { statusDetailsCode: 'active', profileStatus: 'ONGOING_SUBSCRIPTION' });
        if ((fields.nextDeliveryDate ?? subscription.nextDeliveryDate) < earliest) fields.nextDeliveryDate = earliest;
      }
    }
    return fields;
  });
}

/** Pauses an ongoing subscription for some months (unless a trunk is being packed): its next trunk is that much later. */
export async function pauseSubscription(db: Database, target: SubscriptionOf, months: number) {
  return changeSubscription(db, target, async (tx, subscription, profile) => {
    if (subscription.statusDetailsCode !== 'active') {
      throw new ProblemError(409, 'SUBSCRIPTION_NOT_ONGOING', 'Not ongoing', 'Only an ongoing subscription can be paused');
    }
    if (await hasBlockedRequest(tx, profile.id)) throw requestBlocked();
    // Paused, the next trunk is simply later: not a postponement.
    const nextDelivery = addMonths(subscription.nextDeliveryDate, months);
    return { statusDetailsCode: 'paused', nextDeliveryDate: nextDelivery, nextOptimisticDeliveryDate: nextDelivery, profileStatus: 'PAUSED_SUBSCRIPTION' };
  });
}

/** Resumes a paused subscription: its next trunk no earlier than the earliest delivery. */
export async function resumeSubscription(db: Database, target: SubscriptionOf, locale: LocaleCode) {
  const earliest = await earliestDelivery(db, locale);
  return changeSubscription(db, target, async (_tx, subscription) => {
    if (subscription.statusDetailsCode !== 'paused') {
      throw new ProblemError(409, 'SUBSCRIPTION_NOT_PAUSED', 'Not paused', 'Only a paused subscription can be resumed');
    }
    return {
      statusDetailsCode: 'active',
      ...(subscription.nextDeliveryDate < earliest && { nextDeliveryDate: earliest, nextOptimisticDeliveryDate: earliest }),
      profileStatus: 'ONGOING_SUBSCRIPTION',
    };
  });
}

/** Starts the profile's last subscription again (in a new frequency when given), its next trunk in creation. */
export async function reactivateSubscription(db: Database, clientId: number, profileId: number, frequency: number | undefined, locale: LocaleCode) {
  const client = await signedUpClient(db, clientId, 'Complete the sign-up before reactivating a subscription');
  const profile = await ownProfile(db, client.id, profileId);
  const firstDelivery = await earliestDelivery(db, locale);
  const row = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(profiles).where(eq(profiles.id, profile.id)).for('update');
    const rows = await tx.select().from(subscriptions).where(eq(subscriptions.profileId, locked!.id)).orderBy(desc(subscriptions.id));
    if (rows.some((s) => s.isActive)) throw new ProblemError(409, 'SUBSCRIPTION_EXISTS', 'Already subscribed', 'This profile already has an ongoing or paused subscription');
    const last = rows[0];
    if (!last) throw new ProblemError(409, 'NO_SUBSCRIPTION', 'Never subscribed', 'This profile has no subscription to reactivate');
    const [updated] = await tx
      .update(subscriptions)
      .set({
        statusDetailsCode: 'active',
        isActive: true,
        frequency: frequency ?? last.frequency,
        nextAt: new Date(),
        nextOptimisticDeliveryDate: firstDelivery,
        nextDeliveryDate: firstDelivery,
      })
      .where(eq(subscriptions.id, last.id))
      .returning();
    await tx.insert(requests).values({ profileId: locked!.id, subscriptionId: last.id, ...NEW_TRUNK, deliveryDate: firstDelivery });
    await tx.update(profiles).set({ hasRequested: true, subscriptionStatus: 'ONGOING_SUBSCRIPTION', updatedAt: new Date() }).where(eq(profiles.id, locked!.id));
    await syncClientStatuses(tx, client.id);
    return updated!;
  });
  return subscriptionView(db, row);
}
