import type { TrunkRequest, TrunkSubscription } from './types';

/** A subscription for tests: every 2 months, ongoing, next trunk on 19 March 2026 as first announced. */
export function sampleSubscription(overrides: Partial<TrunkSubscription> = {}): TrunkSubscription {
  return {
    id: 5,
    profile_id: 11,
    status_details_code: 'active',
    frequency: 2,
    is_active: true,
    next_at: '2026-03-02T09:00:00.000Z',
    next_optimistic_delivery_date: '2026-03-19',
    next_delivery_date: '2026-03-19',
    is_conversion: false,
    current_request_id: 9,
    created_at: '2026-01-10T09:00:00.000Z',
    ...overrides,
  };
}

/** A request for tests: the subscription's trunk in creation, wishes still open. */
export function sampleRequest(overrides: Partial<TrunkRequest> = {}): TrunkRequest {
  return {
    id: 9,
    profile_id: 11,
    subscription_id: 5,
    status_details: { code: 'IN_CREATION', actions: ['GO_TO_SUGGESTIONS', 'UPDATE_DELIVERY_DATE'] },
    is_blocked: false,
    wishes: [],
    comment: null,
    delivery_date: '2026-03-19',
    delivered_at: null,
    return_deadline: null,
    created_at: '2026-01-10T09:00:00.000Z',
    ...overrides,
  };
}
