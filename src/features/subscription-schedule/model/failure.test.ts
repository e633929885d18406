import { describe, expect, it } from 'vitest';
import { failureMessageKey, MISSING_PAYLOAD, scheduleFailure } from './failure';

const problem = (type: string, status: number, extra: object = {}) => ({ type, title: type, status, ...extra });

describe('why a schedule change failed', () => {
  it('names each refusal of the server by its type', () => {
    for (const type of ['REQUEST_BLOCKED', 'SUBSCRIPTION_TERMINATED', 'SUBSCRIPTION_NOT_ONGOING', 'SUBSCRIPTION_NOT_PAUSED', 'SUBSCRIPTION_EXISTS', 'NO_SUBSCRIPTION']) {
      expect(scheduleFailure(problem(type, 409))).toBe(type);
    }
  });

  it('reads a 400 naming next_delivery_date as a date out of bounds, by its field or its detail', () => {
    const field = [{ field: 'next_delivery_date', detail: 'next_delivery_date cannot be after 2026-07-01' }];
    expect(scheduleFailure(problem('VALIDATION_ERROR', 400, { errors: field }))).toBe('INVALID_DATE');
    expect(scheduleFailure(problem('VALIDATION_ERROR', 400, { detail: 'next_delivery_date cannot be before 2026-03-05' }))).toBe('INVALID_DATE');
    expect(scheduleFailure(problem('VALIDATION_ERROR', 400, { detail: 'frequency must be 1, 2 or 3' }))).toBe('UNKNOWN');
  });

  it('tells no answer (a failed fetch) from anything else', () => {
    expect(scheduleFailure(new TypeError('Failed to fetch'))).toBe('NETWORK');
    expect(scheduleFailure(problem('INTERNAL', 500))).toBe('UNKNOWN');
    expect(scheduleFailure(new Response(null, { status: 502 }))).toBe('UNKNOWN');
  });

  it('has a message for each failure, the missing payload included', () => {
    expect(failureMessageKey(MISSING_PAYLOAD)).toBe('schedule.failure.missingPayload');
    expect(failureMessageKey('REQUEST_BLOCKED')).toBe('schedule.failure.REQUEST_BLOCKED');
  });
});
