import { describe, expect, it } from 'vitest';
import { endOfDayInFrance, extendedDeadline, MAX_WISHES, returnDeadlineFor, statusDetails, type RequestStatus } from './trunk-lifecycle';

const now = new Date('2026-11-23T10:00:00Z');
const details = (status: RequestStatus, wishCount = 0, previewDeadline: Date | null = null) => statusDetails({ status, wishCount, previewDeadline }, now);

describe('statusDetails', () => {
  it('lets a request in creation take wishes (below MAX_WISHES) and move its date', () => {
    expect(details('IN_CREATION')).toEqual({ code: 'IN_CREATION', actions: ['GO_TO_SUGGESTIONS', 'UPDATE_DELIVERY_DATE'], is_blocked: false });
    expect(details('IN_CREATION', MAX_WISHES).actions).toEqual(['UPDATE_DELIVERY_DATE']);
  });

  it('blocks a request whose preview is out, leading to the preview until its deadline', () => {
    expect(details('PREVIEW_READY', 0, new Date(now.getTime() + 1000))).toEqual({ code: 'PREVIEW_READY', actions: ['GO_TO_PREVIEW'], is_blocked: true });
    expect(details('PREVIEW_READY', 0, now)).toEqual({ code: 'PREVIEW_READY', actions: [], is_blocked: true });
  });

  it('blocks a trunk being packed, waits for the carrier once shipped, and allows nothing once cancelled', () => {
    expect(details('PREPARING')).toEqual({ code: 'PREPARING', actions: [], is_blocked: true });
    expect(details('SHIPPED')).toEqual({ code: 'SHIPPED', actions: [], is_blocked: false });
    expect(details('CANCELLED')).toEqual({ code: 'CANCELLED', actions: [], is_blocked: false });
  });

  it('lets a delivered trunk be chosen and its deadline extended once until the deadline, then asks only for feedback', () => {
    const delivered = (returnDeadline: Date, deadlineExtended = false) =>
      statusDetails({ status: 'DELIVERED', wishCount: 0, previewDeadline: null, returnDeadline, deadlineExtended }, now);
    const later = new Date(now.getTime() + 1000);
    expect(delivered(later)).toEqual({ code: 'DELIVERED', actions: ['CHOOSE_PIECES', 'EXTEND_RETURN_DEADLINE', 'GIVE_FEEDBACK'], is_blocked: false });
    expect(delivered(later, true).actions).toEqual(['CHOOSE_PIECES', 'GIVE_FEEDBACK']);
    expect(delivered(now).actions).toEqual(['GIVE_FEEDBACK']);
  });

  it('asks for the return parcel while pieces are to send back, and for feedback once paid or returned', () => {
    expect(details('RETURN_PENDING')).toEqual({ code: 'RETURN_PENDING', actions: ['SEND_RETURN', 'GIVE_FEEDBACK'], is_blocked: false });
    expect(details('KEPT_PAID')).toEqual({ code: 'KEPT_PAID', actions: ['GIVE_FEEDBACK'], is_blocked: false });
    expect(details('RETURNED')).toEqual({ code: 'RETURNED', actions: ['GIVE_FEEDBACK'], is_blocked: false });
  });
});

describe('the return deadline', () => {
  it('ends RETURN_DAYS after delivery, at the end of that day in France, winter or summer', () => {
    expect(endOfDayInFrance('2026-11-30').toISOString()).toBe('2026-11-30T22:59:59.999Z');
    expect(endOfDayInFrance('2026-07-14').toISOString()).toBe('2026-07-14T21:59:59.999Z');
    // Delivered at 23:30 in Paris on 25 November (22:30 UTC): 7 days from the French date.
    expect(returnDeadlineFor(new Date('2026-11-25T22:30:00Z')).toISOString()).toBe('2026-12-02T22:59:59.999Z');
    // Across the change to summer time (29 March 2026).
    expect(returnDeadlineFor(new Date('2026-03-24T10:00:00Z')).toISOString()).toBe('2026-03-31T21:59:59.999Z');
  });

  it('moves RETURN_EXTENSION_DAYS later once extended', () => {
    expect(extendedDeadline(new Date('2026-12-02T22:59:59.999Z')).toISOString()).toBe('2026-12-05T22:59:59.999Z');
  });
});
