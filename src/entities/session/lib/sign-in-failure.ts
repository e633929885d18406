import { isProblem } from '@/shared/api';
import type { SignInFailure } from '../model/viewer';

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
