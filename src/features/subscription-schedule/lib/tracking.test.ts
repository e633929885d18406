import { describe, expect, it } from 'vitest';
import type { SavedChange } from '../model/machine';
import { scheduleEvent } from './tracking';

const subscription = {
  id: 5,
  profile_id: 11,
  status_details_code: 'active',
  frequency: 2,
  is_active: true,
  next_at: '2026-12-01T10:00:00.000Z',
  next_optimistic_delivery_date: '2026-12-10',
  next_delivery_date: '2026-12-10',
  is_conversion: false,
  current_request_id: 9,
  created_at: '2026-10-01T10:00:00.000Z',
} as SavedChange['saved'];

describe('the subscription event of a saved change', () => {
  it('counts a date later than the optimistic one as postponed, with the days', () => {
    expect(scheduleEvent({ change: { kind: 'date', date: '2026-12-17' }, before: subscription, saved: { ...subscription, next_delivery_date: '2026-12-17' } })).toEqual({
      event: 'subscription',
      action: 'postponed',
      profile_id: 11,
      days: 7,
    });
  });

  it('counts an earlier date as forwarded, with negative days', () => {
    expect(scheduleEvent({ change: { kind: 'date', date: '2026-12-07' }, before: subscription, saved: { ...subscription, next_delivery_date: '2026-12-07' } })).toMatchObject({
      action: 'forwarded',
      days: -3,
    });
  });

  it('tells a move back to the optimistic day against the day before', () => {
    const before = { ...subscription, next_delivery_date: '2026-12-20' };
    expect(scheduleEvent({ change: { kind: 'date', date: '2026-12-10' }, before, saved: subscription })).toMatchObject({ action: 'forwarded', days: -10 });
  });

  it('names the pause, the resume, the reactivation and the new rhythm', () => {
    expect(scheduleEvent({ change: { kind: 'pause', months: 2 }, before: subscription, saved: subscription })).toMatchObject({ action: 'paused', months: 2 });
    expect(scheduleEvent({ change: { kind: 'resume', frequency: null }, before: subscription, saved: subscription })).toEqual({ event: 'subscription', action: 'resumed', profile_id: 11 });
    expect(scheduleEvent({ change: { kind: 'reactivate', frequency: 1 }, before: null, saved: subscription })).toMatchObject({ action: 'reactivated', frequency: 1 });
    expect(scheduleEvent({ change: { kind: 'frequency', frequency: 3 }, before: subscription, saved: subscription })).toMatchObject({ action: 'frequency_changed', frequency: 3 });
  });
});
