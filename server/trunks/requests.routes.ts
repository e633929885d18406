import { and, asc, desc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { clients, fraudReviews, profiles, requests, subscriptions } from '../db/schema';
import { clientOf } from '../http/auth';
import { fieldProblem, ProblemError } from '../http/problem';
import { requestLocale, type Handlers, type Schemas } from '../http/types';
import { addDays, todayInFrance } from '../lib/birthdate';
import { afterOneShot, NEW_TRUNK } from '../lib/statuses';
import { statusDetails, type RequestStatus } from '../lib/trunk-lifecycle';
import { deliveryDelays } from '../content';
import { openRequest, ownProfile, profileNotFound, syncClientStatuses, toSubscription, type ProfileRow } from '../profiles';
import { signedUpClient, type ClientRow } from '../session';
import { disposableDomain } from './fraud';

type FraudReason = 'PRESUMED_FRAUDSTER' | 'DUPLICATE_ACCOUNTS';
interface FraudFinding {
  reason: FraudReason;
  details: Record<string, unknown>;
}

const FRAUD_PROBLEMS: Record<FraudReason, { title: string; detail: string }> = {
  PRESUMED_FRAUDSTER: { title: 'Presumed fraudster', detail: 'The account uses a disposable email address: our team will review it' },
  DUPLICATE_ACCOUNTS: { title: 'Duplicate accounts', detail: 'This profile already exists in another account: our team will review it' },
};

const lowerTrim = (value: SQL | string | unknown) => sql`lower(trim(${value}))`;

export function toRequest(row: typeof requests.$inferSelect, now = new Date()): Schemas['TrunkRequest'] {
  const { is_blocked, ...details } = statusDetails({ status: row.statusDetailsCode as RequestStatus, wishCount: row.wishes.length, previewDeadline: row.previewDeadline }, now);
  return {
    id: row.id,
    profile_id: row.profileId,
    subscription_id: row.subscriptionId,
    status_details: details,
    is_blocked,
    wishes: row.wishes,
    comment: row.comment,
    delivery_date: row.deliveryDate,
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
    created_at: subscription.createdAt.toISOString(),
  };
}

/**
 * Why a creation for this profile looks like fraud, if it does: an email at a disposable-mail
 * provider, or the same profile (firstname and birthdate) in another account of the same
 * lastname or phone number.
 */
async function fraudFinding(tx: Database, client: ClientRow, profile: ProfileRow): Promise<FraudFinding | null> {
  const domain = disposableDomain(client.email);
  if (domain) return { reason: 'PRESUMED_FRAUDSTER', details: { domain } };
  const sameHolder = [
    ...(client.lastname ? [sql`${lowerTrim(clients.lastname)} = ${lowerTrim(client.lastname)}`] : []),
    ...(client.phone ? [eq(clients.phone, client.phone)] : []),
  ];
  if (!sameHolder.length) return null;
  const others = await tx
    .selectDistinct({ id: clients.id })
    .from(profiles)
    .innerJoin(clients, eq(clients.id, profiles.clientId))
    .where(
      and(
        ne(profiles.clientId, client.id),
        sql`${lowerTrim(profiles.firstname)} = ${lowerTrim(profile.firstname)}`,
        profile.birthdate === null ? isNull(profiles.birthdate) : eq(profiles.birthdate, profile.birthdate),
        or(...sameHolder),
      ),
    );
  return others.length ? { reason: 'DUPLICATE_ACCOUNTS', details: { client_ids: others.map((o) => o.id) } } : null;
}

export function trunkHandlers({ db }: { db: Database }): Handlers {
  /** The signed-in client, signed up (a quiz's temporary account orders nothing), and its profile `id`. */
  async function clientAndProfile(request: Parameters<typeof clientOf>[0], id: number) {
    const client = await signedUpClient(db, clientOf(request).clientId, 'Complete the sign-up before ordering a trunk');
    return { client, profile: await ownProfile(db, client.id, id) };
  }

  /**
   * Runs `create` for the profile, locked, unless the fraud check objects: then nothing is
   * created, the finding is recorded for the team, and the answer is a 409 of its reason.
   */
  async function createChecked<T>(client: ClientRow, profile: ProfileRow, attempted: 'request' | 'subscription', create: (tx: Database, profile: ProfileRow) => Promise<T>): Promise<T> {
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
    if (outcome.fraud) {
      const { title, detail } = FRAUD_PROBLEMS[outcome.fraud.reason];
      throw new ProblemError(409, outcome.fraud.reason, title, detail);
    }
    return outcome.created;
  }

  return {
    async listKidRequests(request) {
      const profile = await ownProfile(db, clientOf(request).clientId, request.params.id);
      const rows = await db.select().from(requests).where(eq(requests.profileId, profile.id)).orderBy(desc(requests.id));
      return rows.map((row) => toRequest(row));
    },

    async getKidNextRequest(request) {
      const profile = await ownProfile(db, clientOf(request).clientId, request.params.id);
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
      if (!ongoing) throw new ProblemError(404, 'NO_NEXT_TRUNK', 'No next trunk', 'This profile has no trunk in creation and no ongoing subscription');
      return upcomingTrunk(ongoing);
    },

    async listClientRequests(request) {
      const { clientId } = clientOf(request);
      const { status } = request.query;
      const rows = await db
        .select({ request: requests })
        .from(requests)
        .innerJoin(profiles, eq(profiles.id, requests.profileId))
        .where(and(eq(profiles.clientId, clientId), status ? eq(requests.statusDetailsCode, status) : undefined))
        .orderBy(desc(requests.id));
      return rows.map((row) => toRequest(row.request));
    },

    async createKidRequest(request, reply) {
      const { client, profile } = await clientAndProfile(request, request.params.id);
      const body = request.body;
      if (body.delivery_date !== undefined && body.delivery_date < todayInFrance()) {
        throw fieldProblem('VALIDATION_ERROR', 'Invalid request', 'delivery_date', 'delivery_date cannot be before today');
      }
      const row = await createChecked(client, profile, 'request', async (tx, locked) => {
        const pending = await tx.$count(requests, and(eq(requests.profileId, locked.id), isNull(requests.subscriptionId), openRequest()));
        if (pending) throw new ProblemError(409, 'REQUEST_IN_PROGRESS', 'Trunk already requested', 'A one-shot trunk of this profile is already in creation');
        const [row] = await tx
          .insert(requests)
          .values({ profileId: locked.id, ...NEW_TRUNK, comment: body.comment?.trim() || null, deliveryDate: body.delivery_date ?? null })
          .returning();
        await tx
          .update(profiles)
          .set({ hasRequested: true, subscriptionStatus: afterOneShot(locked.subscriptionStatus as Schemas['ProfileSubscriptionStatus']), updatedAt: new Date() })
          .where(eq(profiles.id, locked.id));
        return row!;
      });
      reply.status(201);
      return toRequest(row);
    },

    async createKidSubscription(request, reply) {
      const { client, profile } = await clientAndProfile(request, request.params.id);
      const { optimistic_delivery_delay: delay } = await deliveryDelays(db, requestLocale(request));
      const row = await createChecked(client, profile, 'subscription', async (tx, locked) => {
        if (await tx.$count(subscriptions, and(eq(subscriptions.profileId, locked.id), eq(subscriptions.isActive, true)))) {
          throw new ProblemError(409, 'SUBSCRIPTION_EXISTS', 'Already subscribed', 'This profile already has an ongoing or paused subscription');
        }
        const firstDelivery = addDays(todayInFrance(), delay);
        const [row] = await tx
          .insert(subscriptions)
          .values({
            profileId: locked.id,
            statusDetailsCode: 'active',
            frequency: request.body.frequency,
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
      reply.status(201);
      return row;
    },
  };
}
