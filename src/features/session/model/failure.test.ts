import { describe, expect, it } from 'vitest';
import { describeFailure, failureStatus, refreshRefused, signInFailure } from './failure';

const problem = (status: number, type: string, extra: object = {}) => ({ type, title: type, status, ...extra });

describe('failed session calls', () => {
  it('reads the status of a problem or of a bare answer, and none for a network failure', () => {
    expect(failureStatus(problem(401, 'UNAUTHORIZED'))).toBe(401);
    expect(failureStatus(new Response(null, { status: 503 }))).toBe(503);
    expect(failureStatus(new TypeError('Failed to fetch'))).toBeNull();
  });

  it('tells the sign-in form what went wrong', () => {
    expect(signInFailure(problem(401, 'INVALID_CREDENTIALS'))).toEqual({ kind: 'invalid-credentials' });
    expect(signInFailure(problem(429, 'TOO_MANY_ATTEMPTS', { retry_after: 840 }))).toEqual({ kind: 'too-many-attempts', retryAfter: 840 });
    expect(signInFailure(new Response(null, { status: 429 }))).toEqual({ kind: 'too-many-attempts', retryAfter: 60 });
    expect(signInFailure(problem(503, 'SERVICE_UNAVAILABLE'))).toEqual({ kind: 'unavailable' });
    expect(signInFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'unavailable' });
  });

  it('counts a 400 or 401 to a refresh as a refusal, a network or server failure as worth a retry', () => {
    expect(refreshRefused(problem(401, 'REFRESH_TOKEN_REUSED'))).toBe(true);
    expect(refreshRefused(problem(400, 'VALIDATION_ERROR'))).toBe(true);
    expect(refreshRefused(problem(502, 'BAD_GATEWAY'))).toBe(false);
    expect(refreshRefused(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('describes a failure by its code', () => {
    expect(describeFailure(problem(401, 'INVALID_REFRESH_TOKEN'))).toBe('INVALID_REFRESH_TOKEN');
    expect(describeFailure(new Response(null, { status: 401 }))).toBe('HTTP 401');
    expect(describeFailure(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
});
