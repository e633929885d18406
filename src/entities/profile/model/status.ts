import type { Profile, SubscriptionStatus } from './types';

const STATUSES: readonly string[] = [
  'PROSPECT',
  'PROSPECT_WITH_KID',
  'PROSPECT_WITH_WOMAN',
  'ONGOING_SUBSCRIPTION',
  'PAUSED_SUBSCRIPTION',
  'ONE_SHOT',
  'TERMINATED_SUBSCRIPTION',
] satisfies SubscriptionStatus[];

/** A subscription status as the server may spell it: the misspelt PROPECT stands for PROSPECT; anything unknown is none. */
export function normaliseSubscriptionStatus(value: unknown): SubscriptionStatus | null {
  if (value === 'PROPECT') return 'PROSPECT';
  return typeof value === 'string' && STATUSES.includes(value) ? (value as SubscriptionStatus) : null;
}

export type ProfileStatus = 'CLIENT' | 'PROSPECT_WITH_COMMENT' | 'PROSPECT';

/** CLIENT once the profile has requested a trunk; PROSPECT_WITH_COMMENT with a comment (not just spaces); PROSPECT otherwise. */
export function profileStatus(profile: Pick<Profile, 'has_requested' | 'description'>): ProfileStatus {
  if (profile.has_requested) return 'CLIENT';
  return profile.description?.trim() ? 'PROSPECT_WITH_COMMENT' : 'PROSPECT';
}

export type ClientKind = 'prospect' | 'one-shot' | 'subscriber';

/**
 * The kind of a client from its profiles (seed 000 section 4, seed 001 section 4): subscriber as
 * soon as one profile has a subscription, one-shot when a profile requested without any
 * subscription, prospect otherwise. The same rule as the server's data layer.
 */
export function clientKind(profiles: readonly { has_requested: boolean; subscriptions: readonly unknown[] }[]): ClientKind {
  if (profiles.some((profile) => profile.subscriptions.length > 0)) return 'subscriber';
  return profiles.some((profile) => profile.has_requested) ? 'one-shot' : 'prospect';
}
