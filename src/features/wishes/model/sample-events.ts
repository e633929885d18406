import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { Problem } from '@/shared/api';
import type { TrunkRequest } from '../api/wishes';
import type { WishesEvent, WishesInput } from './machine';

/** What the server answers to a wish (the request with its wishes). */
export const sampleWishedRequest: TrunkRequest = {
  id: 9,
  profile_id: 11,
  subscription_id: 4,
  status_details: { code: 'IN_CREATION', actions: ['GO_TO_SUGGESTIONS', 'UPDATE_DELIVERY_DATE'] },
  is_blocked: false,
  wishes: [{ product_id: 31, variant_id: null }],
  comment: null,
  delivery_date: '2026-12-14',
  delivered_at: null,
  return_deadline: null,
  created_at: '2026-11-20T09:00:00.000Z',
};

/** The stylist has started on the trunk: its wishes no longer change. */
export const sampleWishRefusal: Problem = { type: 'REQUEST_NOT_CUSTOMISABLE', title: 'The request can no longer be customised', status: 409 };

export type WishesSampleEvent = WishesEvent | DoneActorEvent<TrunkRequest, 'saveWish'> | ErrorActorEvent<Problem, 'saveWish'>;

/**
 * The events path generation sends: wishing a product in any size and another in a size, taking
 * the first back, a product without an id, and both outcomes of the call.
 */
export const wishesSampleEvents: readonly WishesSampleEvent[] = [
  { type: 'WISH', productId: 31, variantId: null },
  { type: 'WISH', productId: 32, variantId: 321 },
  { type: 'UNWISH', productId: 31 },
  { type: 'WISH', productId: 0, variantId: null },
  { type: 'xstate.done.actor.saveWish', output: sampleWishedRequest, actorId: 'saveWish' },
  { type: 'xstate.error.actor.saveWish', error: sampleWishRefusal, actorId: 'saveWish' },
];

/** Wishes for products the tests do not show. */
const otherWishes = (count: number) => Array.from({ length: count }, (_, index) => ({ product_id: 101 + index, variant_id: null }));

/**
 * A full request holding product 31 among its 12 wishes (taking it back makes room for one), and
 * an address without a request id.
 */
export const wishesSampleInputs: readonly WishesInput[] = [
  { kidId: 11, requestId: 9, wishes: [{ product_id: 31, variant_id: null }, ...otherWishes(11)] },
  { kidId: 11, requestId: 0, wishes: [] },
];
