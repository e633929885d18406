import { failureStatus } from '@/entities/session';
import { isProblem } from '@/shared/api';

// How a failed sign-in reads is the session entity's (the quiz's sign-in reads it too).
export { failureStatus, signInFailure } from '@/entities/session';

/** The server refused the refresh token (unknown, expired, revoked or reused): no retry helps. */
export function refreshRefused(error: unknown): boolean {
  const status = failureStatus(error);
  return status === 400 || status === 401;
}

/** A failure in a few words, for the session's `error`: the problem's code, or the status. */
export function describeFailure(error: unknown): string {
  if (isProblem(error)) return error.type;
  if (error instanceof Response) return `HTTP ${error.status}`;
  return error instanceof Error ? error.message : String(error);
}
