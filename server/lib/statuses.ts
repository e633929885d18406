import type { Schemas } from '../http/types';
import { REQUEST_STATUS } from './trunk-lifecycle';

type ProfileStatus = Schemas['ProfileSubscriptionStatus'];

/** The statuses that say most about a client first: subscribed, paused, one-shot, ended. */
const PRECEDENCE = ['ONGOING_SUBSCRIPTION', 'PAUSED_SUBSCRIPTION', 'ONE_SHOT', 'TERMINATED_SUBSCRIPTION'] as const;

/** The status of one kind of profiles (kids or women): the strongest of theirs, else a prospect with profiles. */
function strongest<P extends 'PROSPECT_WITH_KID' | 'PROSPECT_WITH_WOMAN'>(statuses: ProfileStatus[], prospect: P): (typeof PRECEDENCE)[number] | P | null {
  return PRECEDENCE.find((s) => statuses.includes(s)) ?? (statuses.length ? prospect : null);
}

/** The client's `subscription_status`: PROSPECT without kids, PROSPECT_WITH_KID with kids that requested nothing. */
export function kidLineStatus(kids: ProfileStatus[]): Schemas['KidSubscriptionStatus'] {
  return strongest(kids, 'PROSPECT_WITH_KID') ?? 'PROSPECT';
}

/** The client's `woman_subscription_status`: as for kids, except that a client who never had one stays null. */
export function womanLineStatus(women: ProfileStatus[], current: string | null): Schemas['WomanSubscriptionStatus'] {
  return strongest(women, 'PROSPECT_WITH_WOMAN') ?? (current === null ? null : 'PROSPECT');
}

/** A profile's status once it has a one-shot trunk: a subscriber stays one. */
export function afterOneShot(status: ProfileStatus): ProfileStatus {
  return status === 'ONGOING_SUBSCRIPTION' || status === 'PAUSED_SUBSCRIPTION' ? status : 'ONE_SHOT';
}

/** A new trunk request: in creation (server/lib/trunk-lifecycle.ts). */
export const NEW_TRUNK = { statusDetailsCode: REQUEST_STATUS.IN_CREATION };
