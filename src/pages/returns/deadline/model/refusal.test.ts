import { describe, expect, it } from 'vitest';
import { deadlineRefusal, readRefusal } from './refusal';

const problem = (type: string, status: number) => ({ type, title: type, status });

describe('why a return deadline cannot be extended', () => {
  it('reads the server refusals', () => {
    expect(deadlineRefusal(problem('DEADLINE_ALREADY_EXTENDED', 409))).toBe('ALREADY_EXTENDED');
    expect(deadlineRefusal(problem('RETURN_DEADLINE_PASSED', 409))).toBe('PASSED');
    expect(deadlineRefusal(problem('TRUNK_ALREADY_PAID', 409))).toBe('PAID');
    expect(deadlineRefusal(problem('TRUNK_NOT_DELIVERED', 409))).toBe('NOT_DELIVERED');
    expect(deadlineRefusal(problem('NOT_FOUND', 404))).toBe('NOT_FOUND');
    expect(deadlineRefusal(new TypeError('Failed to fetch'))).toBe('FAILED');
  });

  it('tells from the trunk read why it cannot be extended', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    const trunk = { status: 'DELIVERED', deadline_extended: false, can_extend: true, return_deadline: '2026-11-30T22:59:59.999Z' };
    expect(readRefusal(trunk, now)).toBeNull();
    expect(readRefusal({ ...trunk, can_extend: false, deadline_extended: true }, now)).toBe('ALREADY_EXTENDED');
    expect(readRefusal({ ...trunk, can_extend: false, return_deadline: '2026-11-25T22:59:59.999Z' }, now)).toBe('PASSED');
    expect(readRefusal({ ...trunk, can_extend: false, status: 'KEPT_PAID' }, now)).toBe('PAID');
  });
});
