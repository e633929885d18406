import { isProblem, retryAfterMinutes } from '@/shared/api';

export type InviteRefusal = 'self' | 'alreadyClient' | 'alreadyInvited' | 'tooMany' | 'invalidEmail' | 'failed';

/** Why an invitation was refused, from the server's answer. */
export function inviteRefusal(error: unknown): InviteRefusal {
  if (retryAfterMinutes(error) !== null) return 'tooMany';
  if (!isProblem(error)) return 'failed';
  switch (error.type) {
    case 'REFERRAL_SELF':
      return 'self';
    case 'REFERRAL_ALREADY_CLIENT':
      return 'alreadyClient';
    case 'REFERRAL_ALREADY_INVITED':
      return 'alreadyInvited';
    default:
      return error.status === 400 ? 'invalidEmail' : 'failed';
  }
}

/** The new godson first, and no second line for the same one. */
export function withNewGodson<T extends { id: number }>(godsons: readonly T[], godson: T): T[] {
  return [godson, ...godsons.filter((g) => g.id !== godson.id)];
}
