import { isProblem } from '@/shared/api';

/** The seed's refusal when a change names no kid or no subscription (seed 000 section 5). */
export const MISSING_PAYLOAD = 'payload [kid] and [subscription] are required';

/** The server's refusals a schedule change can meet, each told apart to the client. */
const KNOWN_PROBLEMS = ['REQUEST_BLOCKED', 'SUBSCRIPTION_TERMINATED', 'SUBSCRIPTION_NOT_ONGOING', 'SUBSCRIPTION_NOT_PAUSED', 'SUBSCRIPTION_EXISTS', 'NO_SUBSCRIPTION'] as const;

export type ScheduleFailure = (typeof KNOWN_PROBLEMS)[number] | 'INVALID_DATE' | 'NETWORK' | 'UNKNOWN' | typeof MISSING_PAYLOAD;

/**
 * Why a call failed, from what it rejected with: a known problem type, a 400 naming
 * next_delivery_date (a date out of the server's bounds), no answer at all, or anything else.
 */
export function scheduleFailure(error: unknown): ScheduleFailure {
  if (!isProblem(error)) return error instanceof TypeError ? 'NETWORK' : 'UNKNOWN';
  const known = KNOWN_PROBLEMS.find((type) => type === error.type);
  if (known) return known;
  if (error.status === 400 && (error.errors?.some((entry) => entry.field === 'next_delivery_date') || error.detail?.includes('next_delivery_date'))) return 'INVALID_DATE';
  return 'UNKNOWN';
}

/** The message that tells a failure in the reader's language. */
export function failureMessageKey(failure: ScheduleFailure): string {
  return failure === MISSING_PAYLOAD ? 'schedule.failure.missingPayload' : `schedule.failure.${failure}`;
}
