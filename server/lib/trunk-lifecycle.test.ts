import { describe, expect, it } from 'vitest';
import { MAX_WISHES, statusDetails, type RequestStatus } from './trunk-lifecycle';

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

  it('blocks a trunk being packed, asks for feedback once shipped, and allows nothing once cancelled', () => {
    expect(details('PREPARING')).toEqual({ code: 'PREPARING', actions: [], is_blocked: true });
    expect(details('SHIPPED')).toEqual({ code: 'SHIPPED', actions: ['GIVE_FEEDBACK'], is_blocked: false });
    expect(details('CANCELLED')).toEqual({ code: 'CANCELLED', actions: [], is_blocked: false });
  });
});
