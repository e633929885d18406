import { and, asc, eq, exists, inArray, max } from 'drizzle-orm';
import type { Database } from '../db/client';
import { clients, photos, profiles, requests, subscriptions } from '../db/schema';
import { ProblemError } from '../http/problem';
import type { Schemas } from '../http/types';
import { kidLineStatus, womanLineStatus } from '../lib/statuses';
import { OPEN_STATUSES } from '../lib/trunk-lifecycle';
import { profileColor } from './palettes';

export type ProfileRow = typeof profiles.$inferSelect;
type Status = Schemas['ProfileSubscriptionStatus'];

/** The condition of a trunk request not shipped yet (in creation, in preview or being packed). */
export const openRequest = () => inArray(requests.statusDetailsCode, [...OPEN_STATUSES]);

export const profileNotFound = () => new ProblemError(404, 'NOT_FOUND', 'Not found', 'No such profile');

/** A profile of the client: another client's is as unknown as one that does not exist. */
export async function ownProfile(db: Database, clientId: number, id: number): Promise<ProfileRow> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.id, id), eq(profiles.clientId, clientId)));
  if (!row) throw profileNotFound();
  return row;
}

export function toSubscription(row: typeof subscriptions.$inferSelect, currentRequestId: number | null): Schemas['TrunkSubscription'] {
  return {
    id: row.id,
    profile_id: row.profileId,
    status_details_code: row.statusDetailsCode,
    frequency: row.frequency as Schemas['TrunkSubscription']['frequency'],
    is_active: row.isActive,
    next_at: row.nextAt.toISOString(),
    next_optimistic_delivery_date: row.nextOptimisticDeliveryDate,
    next_delivery_date: row.nextDeliveryDate,
    is_conversion: row.isConversion,
    current_request_id: currentRequestId,
    created_at: row.createdAt.toISOString(),
  };
}

/** Profiles as the contract gives them, with their subscriptions and photo. */
export async function profileViews(db: Database, rows: ProfileRow[]): Promise<Schemas['Profile'][]> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  const [subs, pics, current] = await Promise.all([
    db.select().from(subscriptions).where(inArray(subscriptions.profileId, ids)).orderBy(asc(subscriptions.id)),
    db.select({ id: photos.id, profileId: photos.profileId }).from(photos).where(inArray(photos.profileId, ids)),
    db
      .select({ id: requests.id, subscriptionId: requests.subscriptionId })
      .from(requests)
      .where(and(inArray(requests.profileId, ids), openRequest()))
      .orderBy(asc(requests.id)),
  ]);
  const currentRequest = (subscriptionId: number) => current.find((r) => r.subscriptionId === subscriptionId)?.id ?? null;
  return rows.map((row) => {
    const gender = row.gender as Schemas['ProfileGender'];
    const photo = pics.find((p) => p.profileId === row.id);
    return {
      id: row.id,
      client_id: row.clientId,
      firstname: row.firstname,
      gender,
      profile_type: row.profileType as Schemas['ProfileType'],
      birthdate: row.birthdate,
      description: row.description,
      has_requested: row.hasRequested,
      subscriptions: subs.filter((s) => s.profileId === row.id).map((sub) => toSubscription(sub, currentRequest(sub.id))),
      subscription_status: row.subscriptionStatus as Status,
      photo_url: photo ? `/api/photos/${photo.id}` : null,
      color: profileColor(gender, row.colorIndex),
      quiz: row.quiz,
      created_at: row.createdAt.toISOString(),
    };
  });
}

export async function profileView(db: Database, row: ProfileRow): Promise<Schemas['Profile']> {
  return (await profileViews(db, [row]))[0]!;
}

/** The palette for a new profile of a gender: the one after the account's newest of that gender. */
export async function nextColorIndex(tx: Database, clientId: number, gender: string): Promise<number> {
  const [row] = await tx
    .select({ top: max(profiles.colorIndex) })
    .from(profiles)
    .where(and(eq(profiles.clientId, clientId), eq(profiles.gender, gender)));
  return row?.top == null ? 0 : row.top + 1;
}

/** The client's kid and woman statuses follow its profiles (after each change to them). */
export async function syncClientStatuses(tx: Database, clientId: number): Promise<void> {
  const [client] = await tx.select({ woman: clients.womanSubscriptionStatus }).from(clients).where(eq(clients.id, clientId));
  if (!client) return;
  const rows = await tx.select({ type: profiles.profileType, status: profiles.subscriptionStatus }).from(profiles).where(eq(profiles.clientId, clientId));
  const of = (type: string) => rows.filter((r) => r.type === type).map((r) => r.status as Status);
  await tx
    .update(clients)
    .set({ subscriptionStatus: kidLineStatus(of('KID')), womanSubscriptionStatus: womanLineStatus(of('WOMAN'), client.woman) })
    .where(eq(clients.id, clientId));
}

/** The ongoing or paused subscriptions of the profile of the outer query. */
export function activeSubscriptions(db: Database) {
  return db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.profileId, profiles.id), eq(subscriptions.isActive, true)));
}

/** What a profile has done that the kind of its client depends on. */
export interface ProfileActivity {
  hasRequested: boolean;
  hasSubscription: boolean;
}

/** What the client kind depends on, per profile of the client. */
export function profileActivities(db: Database, clientId: number): Promise<ProfileActivity[]> {
  return db
    .select({ hasRequested: profiles.hasRequested, hasSubscription: exists(activeSubscriptions(db)).mapWith(Boolean) })
    .from(profiles)
    .where(eq(profiles.clientId, clientId));
}

/** The client's profiles as the contract gives them, oldest first. */
export async function clientProfiles(db: Database, clientId: number): Promise<Schemas['Profile'][]> {
  return profileViews(db, await db.select().from(profiles).where(eq(profiles.clientId, clientId)).orderBy(asc(profiles.id)));
}
