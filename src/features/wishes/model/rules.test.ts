import { describe, expect, it } from 'vitest';
import { sampleRequest } from '@/entities/trunk';
import { takesWishes } from './rules';

const wishes = (count: number) => Array.from({ length: count }, (_, index) => ({ product_id: index + 1, variant_id: null }));

describe('whether a request takes wishes', () => {
  it('takes them while customisable', () => {
    expect(takesWishes(sampleRequest())).toBe(true);
  });

  it('stays open in creation with its 12 wishes, so that one can make room', () => {
    expect(takesWishes(sampleRequest({ wishes: wishes(12), status_details: { code: 'IN_CREATION', actions: ['UPDATE_DELIVERY_DATE'] } }))).toBe(true);
  });

  it('is closed once the stylist has started', () => {
    expect(takesWishes(sampleRequest({ wishes: wishes(3), status_details: { code: 'PREVIEW_READY', actions: ['GO_TO_PREVIEW'] }, is_blocked: true }))).toBe(false);
  });
});
