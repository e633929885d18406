import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { profiles, requests, subscriptions } from '../db/schema';
import { clientOf } from '../http/auth';
import { fieldProblem, ProblemError } from '../http/problem';
import { requestLocale, type Handlers, type Schemas } from '../http/types';
import { addDays, addMonths, todayInFrance } from '../lib/birthdate';
import { NEW_TRUNK } from '../lib/statuses';
import { BLOCKING_STATUSES } from '../lib/trunk-lifecycle';
import { deliveryDelays } from '../content';
import { openRequest, ownProfile, syncClientStatuses, toSubscription, type ProfileRow } from '../profiles';
import { signedUpClient } from '../session';

type SubscriptionRow = typeof subscriptions.$inferSelect;

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

/**
 * The subscription schedule (seed 000 sections 4 and 7, Subscriptions): list, change the
 * frequency or the next delivery (postponed or forwarded), pause for some months, resume,
 * reactivate. Each change keeps the profile's and the client's statuses in step.
 */
export function scheduleHandlers({ db }: { db: Database }): Handlers {
  /** A subscription of a profile of the signed-in client, locked for the change `change` makes in one transaction. */
  async function changeSubscription(
    request: { params: { id: number; sid: number } } & Parameters<typeof clientOf>[0],
    change: (tx: Database, subscription: SubscriptionRow, profile: ProfileRow) => Promise<Partial<SubscriptionRow> & { profileStatus?: string }>,
  ) {
    const { clientId } = clientOf(request);
    const profile = await ownProfile(db, clientId, request.params.id);
    const row = await db.transaction(async (tx) => {
      const [subscription] = await tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.id, request.params.sid), eq(subscriptions.profileId, profile.id)))
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
        await syncClientStatuses(tx, clientId);
      }
      return updated!;
    });
    return subscriptionView(db, row);
  }

  /** The first day a next trunk can arrive: today plus the optimistic delivery delay. */
  async function earliestDelivery(request: Parameters<typeof requestLocale>[0]): Promise<string> {
    const { optimistic_delivery_delay: delay } = await deliveryDelays(db, requestLocale(request));
    return addDays(todayInFrance(), delay);
  }

  return {
    async listKidSubscriptions(request) {
      const profile = await ownProfile(db, clientOf(request).clientId, request.params.id);
      const rows = await db.select().from(subscriptions).where(eq(subscriptions.profileId, profile.id)).orderBy(asc(subscriptions.id));
      return Promise.all(rows.map((row) => subscriptionView(db, row)));
    },

    async updateKidSubscription(request) {
      const earliest = await earliestDelivery(request);
      return changeSubscription(request, async (tx, subscription, profile) => {
        if (subscription.statusDetailsCode === 'terminated') {
          throw new ProblemError(409, 'SUBSCRIPTION_TERMINATED', 'Subscription terminated', 'A terminated subscription is reactivated, not changed');
        }
        const { frequency, next_delivery_date: nextDelivery } = request.body;
        const fields: Partial<SubscriptionRow> & { profileStatus?: string } = {};
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
    },

    async pauseKidSubscription(request) {
      return changeSubscription(request, async (tx, subscription, profile) => {
        if (subscription.statusDetailsCode !== 'active') {
          throw new ProblemError(409, 'SUBSCRIPTION_NOT_ONGOING', 'Not ongoing', 'Only an ongoing subscription can be paused');
        }
        if (await hasBlockedRequest(tx, profile.id)) throw requestBlocked();
        // Paused, the next trunk is simply later: not a postponement.
        const nextDelivery = addMonths(subscription.nextDeliveryDate, request.query.months);
        return { statusDetailsCode: 'paused', nextDeliveryDate: nextDelivery, nextOptimisticDeliveryDate: nextDelivery, profileStatus: 'PAUSED_SUBSCRIPTION' };
      });
    },

    async resumeKidSubscription(request) {
      const earliest = await earliestDelivery(request);
      return changeSubscription(request, async (_tx, subscription) => {
        if (subscription.statusDetailsCode !== 'paused') {
          throw new ProblemError(409, 'SUBSCRIPTION_NOT_PAUSED', 'Not paused', 'Only a paused subscription can be resumed');
        }
        return {
          statusDetailsCode: 'active',
          ...(subscription.nextDeliveryDate < earliest && { nextDeliveryDate: earliest, nextOptimisticDeliveryDate: earliest }),
          profileStatus: 'ONGOING_SUBSCRIPTION',
        };
      });
    },

    async reactivateKidSubscription(request) {
      const client = await signedUpClient(db, clientOf(request).clientId, 'Complete the sign-up before reactivating a subscription');
      const profile = await ownProfile(db, client.id, request.params.id);
      const firstDelivery = await earliestDelivery(request);
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
            frequency: request.body?.frequency ?? last.frequency,
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
    },
  };
}
