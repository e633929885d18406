import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { deliveryDelays } from '../content';
import type { Database } from '../db/client';
import { fraudReviews, profiles, requests, subscriptions } from '../db/schema';
import { fieldProblem, ProblemError } from '../http/problem';
import type { LocaleCode, Schemas } from '../http/types';
import { addDays, todayInFrance } from '../lib/birthdate';
import { afterOneShot, NEW_TRUNK } from '../lib/statuses';
import { statusDetails, type RequestStatus } from '../lib/trunk-lifecycle';
import { openRequest, ownProfile, profileNotFound, syncClientStatuses, toSubscription, type ProfileRow } from '../profiles';
import { signedUpClient, type ClientRow } from '../session';
import { fraudFinding, fraudProblem, type FraudFinding } from './fraud';

export function toRequest(row: typeof requests.$inferSelect, now = new Date()): Schemas['TrunkRequest'] {
  const { is_blocked, ...details } = statusDetails(
    {
      status: row.statusDetailsCode as RequestStatus,
      wishCount: row.wishes.length,
      previewDeadline: row.previewDeadline,
      returnDeadline: row.returnDeadline,
      deadlineExtended: row.deadlineExtendedAt !== null,
    },
    now,
  );
  return {
    id: row.id,
    profile_id: row.profileId,
    subscription_id: row.subscriptionId,
    status_details: details,
    is_blocked,
    wishes: row.wishes,
    comment: row.comment,
    delivery_date: row.deliveryDate,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    return_deadline: row.returnDeadline?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** An ongoing subscription's next trunk before its request exists: id 0, as the seed names it. */
function upcomingTrunk(subscription: typeof subscriptions.$inferSelect): Schemas['TrunkRequest'] {
  return {
    id: 0,
    profile_id: subscription.profileId,
    subscription_id: subscription.id,
    status_details: { code: 'UPCOMING', actions: ['UPDATE_DELIVERY_DATE'] },
    is_blocked: false,
    wishes: [],
    comment: null,
    delivery_date: subscription.nextDeliveryDate,
    delivered_at: null,
    return_deadline: null,
    created_at: subscription.createdAt.toISOString(),
  };
}

/** The client, signed up (a quiz's temporary account orders nothing), and its profile `id`. */
async function clientAndProfile(db: Database, clientId: number, id: number) {
  const client = await signedUpClient(db, clientId, 'Complete the sign-up before ordering a trunk');
  return { client, profile: await ownProfile(db, client.id, id) };
}

/**
 * Runs `create` for the profile, locked, unless the fraud check objects: then nothing is
 * created, the finding is recorded for the team, and the answer is a 409 of its reason.
 */
async function createChecked<T>(db: Database, client: ClientRow, profile: ProfileRow, attempted: 'request' | 'subscription', create: (tx: Database, profile: ProfileRow) => Promise<T>): Promise<T> {
  const outcome: { fraud: FraudFinding } | { fraud: null; created: T } = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(profiles).where(eq(profiles.id, profile.id)).for('update');
    if (!locked) throw profileNotFound();
    const fraud = await fraudFinding(tx, client, locked);
    if (fraud) {
      await tx.insert(fraudReviews).values({ clientId: client.id, email: client.email, profileId: locked.id, attempted, ...fraud });
      return { fraud };
    }
    const created = await create(tx, locked);
    await syncClientStatuses(tx, client.id);
    return { fraud: null, created };
  });
  if (outcome.fraud) throw fraudProblem(outcome.fraud);
  return outcome.created;
}

/** The trunk requests of a profile of the client, newest first. */
export async function profileRequests(db: Database, clientId: number, profileId: number): Promise<Schemas['TrunkRequest'][]> {
  const profile = await ownProfile(db, clientId, profileId);
  const rows = await db.select().from(requests).where(eq(requests.profileId, profile.id)).orderBy(desc(requests.id));
  return rows.map((row) => toRequest(row));
}

/** The profile's next trunk: its request not shipped yet, else the upcoming trunk of its ongoing subscription, else null. */
export async function nextRequest(db: Database, clientId: number, profileId: number): Promise<Schemas['TrunkRequest'] | null> {
  const profile = await ownProfile(db, clientId, profileId);
  const [creating] = await db
    .select()
    .from(requests)
    .where(and(eq(requests.profileId, profile.id), openRequest()))
    .orderBy(asc(requests.id))
    .limit(1);
  if (creating) return toRequest(creating);
  const [ongoing] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.profileId, profile.id), eq(subscriptions.statusDetailsCode, 'active')))
    .limit(1);
  return ongoing ? upcomingTrunk(ongoing) : null;
}

/** The trunk requests of every profile of the client, newest first, of one status when given. */
export async function clientRequests(db: Database, clientId: number, status: string | undefined): Promise<Schemas['TrunkRequest'][]> {
  const rows = await db
    .select({ request: requests })
    .from(requests)
    .innerJoin(profiles, eq(profiles.id, requests.profileId))
    .where(and(eq(profiles.clientId, clientId), status ? eq(requests.statusDetailsCode, status) : undefined))
    .orderBy(desc(requests.id));
  return rows.map((row) => toRequest(row.request));
}

/** A one-shot trunk for the profile, one at a time, delivered today at the earliest. */
export async function orderOneShot(db: Database, clientId: number, profileId: number, input: Schemas['TrunkRequestInput']): Promise<Schemas['TrunkRequest']> {
  const { client, profile } = await clientAndProfile(db, clientId, profileId);
  if (input.delivery_date !== undefined && input.delivery_date < todayInFrance()) {
    throw fieldProblem('VALIDATION_ERROR', 'Invalid request', 'delivery_date', 'delivery_date cannot be before today');
  }
  const row = await createChecked(db, client, profile, 'request', async (tx, locked) => {
    const pending = await tx.$count(requests, and(eq(requests.profileId, locked.id), isNull(requests.subscriptionId), openRequest()));
    if (pending) throw new ProblemError(409, 'REQUEST_IN_PROGRESS', 'Trunk already requested', 'A one-shot trunk of this profile is already in creation');
    const [row] = await tx
      .insert(requests)
      .values({ profileId: locked.id, ...NEW_TRUNK, comment: input.comment?.trim() || null, deliveryDate: input.delivery_date ?? null })
      .returning();
    await tx
      .update(profiles)
      .set({ hasRequested: true, subscriptionStatus: afterOneShot(locked.subscriptionStatus as Schemas['ProfileSubscriptionStatus']), updatedAt: new Date() })
      .where(eq(profiles.id, locked.id));
    return row!;
  });
  return toRequest(row);
}

/** A subscription for the profile (one at a time), its first trunk in creation, delivered after the optimistic delay of the locale. */
export async function subscribe(db: Database, clientId: number, profileId: number, frequency: Schemas['TrunkSubscriptionInput']['frequency'], locale: LocaleCode): Promise<Schemas['TrunkSubscription']> {
  const { client, profile } = await clientAndProfile(db, clientId, profileId);
  const { optimistic_delivery_delay: delay } = await deliveryDelays(db, locale);
  return createChecked(db, client, profile, 'subscription', async (tx, locked) => {
    if (await tx.$count(subscriptions, and(eq(subscriptions.profileId, locked.id), eq(subscriptions.isActive, true)))) {
      throw new ProblemError(409, 'SUBSCRIPTION_EXISTS', 'Already subscribed', 'This profile already has an ongoing or paused subscription');
    }
    const firstDelivery = addDays(todayInFrance(), delay);
    const [row] = await tx
      .insert(subscriptions)
      .values({
        profileId: locked.id,
        statusDetailsCode: 'active',
        frequency,
        nextAt: new Date(),
        nextOptimisticDeliveryDate: firstDelivery,
        nextDeliveryDate: firstDelivery,
        // A profile that ordered a one-shot trunk and never subscribed converts.
        isConversion: locked.hasRequested && !(await tx.$count(subscriptions, eq(subscriptions.profileId, locked.id))),
      })
      .returning();
    const [first] = await tx.insert(requests).values({ profileId: locked.id, subscriptionId: row!.id, ...NEW_TRUNK }).returning({ id: requests.id });
    await tx.update(profiles).set({ hasRequested: true, subscriptionStatus: 'ONGOING_SUBSCRIPTION', updatedAt: new Date() }).where(eq(profiles.id, locked.id));
    return toSubscription(row!, first!.id);
  });
}
