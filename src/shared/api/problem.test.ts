import { describe, expect, it } from 'vitest';
import { retryAfterMinutes } from './problem';

const tooMany = (retry_after?: number) => ({ type: 'TOO_MANY_ATTEMPTS', title: 'Too many attempts', status: 429, ...(retry_after !== undefined && { retry_after }) });

describe('retryAfterMinutes', () => {
  it('reads the wait of a 429 in whole minutes, rounded up, at least one', () => {
    expect(retryAfterMinutes(tooMany(600))).toBe(10);
    expect(retryAfterMinutes(tooMany(601))).toBe(11);
    expect(retryAfterMinutes(tooMany(59))).toBe(1);
    expect(retryAfterMinutes(tooMany(0))).toBe(1);
  });

  it('counts a minute when the 429 does not say, and reads Retry-After from an answer without a problem', () => {
    expect(retryAfterMinutes(tooMany())).toBe(1);
    expect(retryAfterMinutes(new Response(null, { status: 429, headers: { 'Retry-After': '900' } }))).toBe(15);
    expect(retryAfterMinutes(new Response(null, { status: 429, headers: { 'Retry-After': 'Wed, 21 Oct 2015 07:28:00 GMT' } }))).toBe(1);
    expect(retryAfterMinutes(new Response(null, { status: 429 }))).toBe(1);
  });

  it('has nothing for any other failure', () => {
    expect(retryAfterMinutes({ type: 'SERVICE_UNAVAILABLE', title: 'Service unavailable', status: 503, retry_after: 30 })).toBeNull();
    expect(retryAfterMinutes(new Response(null, { status: 503, headers: { 'Retry-After': '30' } }))).toBeNull();
    expect(retryAfterMinutes(new TypeError('Failed to fetch'))).toBeNull();
    expect(retryAfterMinutes(null)).toBeNull();
  });
});
