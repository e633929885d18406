import { isProblem } from '@/shared/api';
import type { BlockedReason } from './types';

/** The server's refusals of a creation that have their own page. */
const REFUSALS: Record<string, BlockedReason> = {
  COUNTRY_NOT_SUPPORTED: 'country-not-supported',
  MONTHLY_LIMIT_REACHED: 'monthly-limit',
  RECYCLE_SWITCHED_OFF: 'switched-off',
};

/** The blocked page a refusal leads to, or null for another failure (retried on the spot). */
export function blockedReasonOf(error: unknown): BlockedReason | null {
  return isProblem(error) ? (REFUSALS[error.type] ?? null) : null;
}

/** What went wrong otherwise, as a message key under `littlegeste.create.failure.`. */
export type RecycleFailure = 'unreachable' | 'server';

export function recycleFailure(error: unknown): RecycleFailure {
  return isProblem(error) ? 'server' : 'unreachable';
}
