import type { ProfileActivity } from '../profiles';

export type ClientKind = 'prospect' | 'one-shot' | 'subscriber';

/**
 * Client kind for tracking (seed 001, section 4): prospect while no profile has requested,
 * subscriber once a profile has a subscription, one-shot in between.
 */
export function clientKind(profiles: ProfileActivity[]): ClientKind {
  if (!profiles.some((p) => p.hasRequested || p.hasSubscription)) return 'prospect';
  return profiles.some((p) => p.hasSubscription) ? 'subscriber' : 'one-shot';
}
