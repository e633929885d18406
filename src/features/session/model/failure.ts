import type { SignInFailure } from '@/entities/session';
import { isProblem } from '@/shared/api';

/** The HTTP status a failed call was answered with; null when no answer came (network failure). */
export function failureStatus(error: unknown): number | null {
  if (isProblem(error) || error instanceof Response) return error.status;
  return null;
}

/** Why a sign-in did not go through, as the sign-in form tells it. */
export function signInFailure(error: unknown): SignInFailure {
  const status = failureStatus(error);
  if (status === 401) return { kind: 'invalid-credentials' };
  if (status === 429) return { kind: 'too-many-attempts', retryAfter: isProblem(error) ? (error.retry_after ?? 60) : 60 };
  return { kind: 'unavailable' };
}

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
