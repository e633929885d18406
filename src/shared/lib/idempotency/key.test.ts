import { describe, expect, it } from 'vitest';
import { idempotencyKey } from './key';

describe('idempotencyKey', () => {
  it('is the same for the same form and the same request, and another for another request or form', () => {
    const body = { lines: [{ position: 0, quantity: 1 }] };
    expect(idempotencyKey('visit-1', body)).toBe(idempotencyKey('visit-1', { lines: [{ position: 0, quantity: 1 }] }));
    expect(idempotencyKey('visit-1', body)).toMatch(/^visit-1-[0-9a-f]{8}$/);
    expect(idempotencyKey('visit-1', { lines: [{ position: 0, quantity: 2 }] })).not.toBe(idempotencyKey('visit-1', body));
    expect(idempotencyKey('visit-2', body)).not.toBe(idempotencyKey('visit-1', body));
  });
});
