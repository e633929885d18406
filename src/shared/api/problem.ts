import type { components } from './schema';

export type Problem = components['schemas']['Problem'];

export function isProblem(value: unknown): value is Problem {
  return typeof value === 'object' && value !== null && 'type' in value && 'status' in value && 'title' in value;
}

/** The wait when a 429 does not say how long it is: a minute. */
const DEFAULT_WAIT_SECONDS = 60;

/**
 * The wait a 429 TOO_MANY_ATTEMPTS asks for, in whole minutes (at least 1), for the message that
 * tells when to try again: the problem's `retry_after`, or the `Retry-After` seconds of an answer
 * without a problem, or a minute when neither says. Null for any other failure.
 */
export function retryAfterMinutes(error: unknown): number | null {
  let seconds: number | undefined;
  if (isProblem(error)) {
    if (error.status !== 429) return null;
    seconds = error.retry_after;
  } else if (error instanceof Response) {
    if (error.status !== 429) return null;
    seconds = Number(error.headers.get('Retry-After')) || undefined;
  } else {
    return null;
  }
  return Math.max(1, Math.ceil((seconds ?? DEFAULT_WAIT_SECONDS) / 60));
}
