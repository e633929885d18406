import { describe, expect, it } from 'vitest';
import { anyBlocked, deliveryChange, isCustomisable, isPostponable, requestLinks, requestTypeLabel, subscriptionState } from './rules';
import { sampleRequest, sampleSubscription } from './sample';

const inCreation = sampleRequest();
const full = sampleRequest({ status_details: { code: 'IN_CREATION', actions: ['UPDATE_DELIVERY_DATE'] } });
const preview = sampleRequest({ id: 8, status_details: { code: 'PREVIEW_READY', actions: ['GO_TO_PREVIEW'] }, is_blocked: true });
const upcoming = sampleRequest({ id: 0, status_details: { code: 'UPCOMING', actions: ['UPDATE_DELIVERY_DATE'] } });
const oneShot = sampleRequest({ id: 12, subscription_id: null });
const shipped = sampleRequest({ id: 4, status_details: { code: 'SHIPPED', actions: ['GIVE_FEEDBACK'] } });

describe('what a request allows', () => {
  it('is customisable while its actions include GO_TO_SUGGESTIONS (in creation, wishes left)', () => {
    expect(isCustomisable(inCreation)).toBe(true);
    expect(isCustomisable(full)).toBe(false);
    expect(isCustomisable(upcoming)).toBe(false);
  });

  it('is postponable with UPDATE_DELIVERY_DATE while no request of the profile is blocked', () => {
    expect(isPostponable(inCreation, [inCreation, shipped])).toBe(true);
    expect(isPostponable(upcoming, [])).toBe(true);
    expect(isPostponable(inCreation, [inCreation, preview])).toBe(false);
    expect(isPostponable(shipped, [shipped])).toBe(false);
    expect(anyBlocked([inCreation, preview])).toBe(true);
    expect(anyBlocked([])).toBe(false);
  });

  it('labels the upcoming trunk (id 0), a subscription’s trunk and a one-shot trunk', () => {
    expect(requestTypeLabel(upcoming)).toBe('upcoming');
    expect(requestTypeLabel(inCreation)).toBe('subscription');
    expect(requestTypeLabel(oneShot)).toBe('one-shot');
  });

  it('leads each action to its page: suggestions, preview, the subscription’s delivery, the trunk at home, the rating', () => {
    expect(requestLinks(inCreation)).toEqual([
      { action: 'GO_TO_SUGGESTIONS', href: '/11/suggestions/9' },
      { action: 'UPDATE_DELIVERY_DATE', href: '/11/malle/5/delivery' },
    ]);
    expect(requestLinks(preview)).toEqual([{ action: 'GO_TO_PREVIEW', href: '/infos/preview/11/8' }]);
    expect(requestLinks(shipped)).toEqual([{ action: 'GIVE_FEEDBACK', href: '/infos/rating/4' }]);
    // At home: choose and pay, extend the deadline; paid with pieces going back: the label.
    const atHome = sampleRequest({ id: 6, status_details: { code: 'DELIVERED', actions: ['CHOOSE_PIECES', 'EXTEND_RETURN_DEADLINE'] } });
    expect(requestLinks(atHome)).toEqual([
      { action: 'CHOOSE_PIECES', href: '/infos/returns/6' },
      { action: 'EXTEND_RETURN_DEADLINE', href: '/infos/edit/return-deadline/6' },
    ]);
    const returning = sampleRequest({ id: 7, status_details: { code: 'RETURN_PENDING', actions: ['SEND_RETURN'] } });
    expect(requestLinks(returning)).toEqual([{ action: 'SEND_RETURN', href: '/infos/returns/7' }]);
    // A one-shot trunk has no subscription whose delivery could move.
    expect(requestLinks(oneShot)).toEqual([{ action: 'GO_TO_SUGGESTIONS', href: '/11/suggestions/12' }]);
  });
});

describe('a change of the next delivery', () => {
  it('is postponed when later than the optimistic date, forwarded when earlier, with the difference in days', () => {
    expect(deliveryChange('2026-03-19', '2026-04-02')).toEqual({ kind: 'postponed', days: 14 });
    expect(deliveryChange('2026-05-05', '2026-04-20')).toEqual({ kind: 'forwarded', days: 15 });
    expect(deliveryChange('2026-03-19', '2026-03-19')).toEqual({ kind: 'unchanged', days: 0 });
  });
});

describe('where a subscription stands', () => {
  it('is ongoing, paused or ended', () => {
    expect(subscriptionState(sampleSubscription())).toBe('ongoing');
    expect(subscriptionState(sampleSubscription({ status_details_code: 'paused' }))).toBe('paused');
    expect(subscriptionState(sampleSubscription({ status_details_code: 'terminated', is_active: false }))).toBe('ended');
  });
});
