import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { Address } from '@/entities/address';
import type { Problem } from '@/shared/api';
import type { TrunkOffer } from '../api/trunks';
import type { TrunkOrderEvent, TrunkOrderInput } from './machine';
import type { CreatedOrder } from './order';

/** A family's first shipping address, their default as the server saves it. */
export const sampleHomeAddress: Address = {
  id: 21,
  kind: 'SHIPPING',
  firstname: 'Sanne',
  lastname: 'de Vries',
  street: '12 rue des Lilas',
  street_complement: null,
  postcode: '69003',
  city: 'Lyon',
  country_code: 'FR',
  phone: '0612345678',
  is_default: true,
};

/** Another address added later: the server does not make it the default by itself. */
export const sampleOtherAddress: Address = { ...sampleHomeAddress, id: 22, street: '4 place Bellecour', postcode: '69002', is_default: false };

/** The subscription the order created, its first trunk in creation. */
export const sampleCreatedSubscription: CreatedOrder = {
  kind: 'subscription',
  subscription: {
    id: 5,
    profile_id: 11,
    status_details_code: 'active',
    frequency: 3,
    is_active: true,
    next_at: '2026-11-23T10:00:00.000Z',
    next_optimistic_delivery_date: '2026-11-26',
    next_delivery_date: '2026-11-26',
    is_conversion: false,
    current_request_id: 9,
    created_at: '2026-11-23T10:00:00.000Z',
  },
};

const problem = (status: number, type: string): Problem => ({ type, title: type, status });

export type TrunkOrderSampleEvent =
  | TrunkOrderEvent
  | DoneActorEvent<CreatedOrder, 'order'>
  | ErrorActorEvent<Problem, 'order'>
  | DoneActorEvent<Address, 'makeDefault'>
  | ErrorActorEvent<Problem, 'makeDefault'>;

/**
 * The events path generation sends: a frequency and the single trunk, each address given (the
 * first, which is the default, and another), the address form opened and closed, the order, and
 * the order's outcomes: created, refused by the fraud check for each reason, refused because the
 * profile is subscribed already; the new address made the default, or not.
 */
export const trunkOrderSampleEvents: readonly TrunkOrderSampleEvent[] = [
  { type: 'CHOOSE', choice: 3 },
  { type: 'CHOOSE', choice: 'one-shot' },
  { type: 'CHANGE_ADDRESS' },
  { type: 'CANCEL_ADDRESS' },
  { type: 'ADDRESS_SAVED', address: sampleHomeAddress },
  { type: 'ADDRESS_SAVED', address: sampleOtherAddress },
  { type: 'RETRY' },
  { type: 'SUBMIT' },
  { type: 'CONTINUE' },
  { type: 'xstate.done.actor.order', output: sampleCreatedSubscription, actorId: 'order' },
  { type: 'xstate.error.actor.order', error: problem(409, 'DUPLICATE_ACCOUNTS'), actorId: 'order' },
  { type: 'xstate.error.actor.order', error: problem(409, 'PRESUMED_FRAUDSTER'), actorId: 'order' },
  { type: 'xstate.error.actor.order', error: problem(409, 'SUBSCRIPTION_EXISTS'), actorId: 'order' },
  { type: 'xstate.done.actor.makeDefault', output: { ...sampleOtherAddress, is_default: true }, actorId: 'makeDefault' },
  { type: 'xstate.error.actor.makeDefault', error: problem(503, 'SERVICE_UNAVAILABLE'), actorId: 'makeDefault' },
];

/** A new family without an address yet: from there, every state is reached (a known address is the first one given). */
export const trunkOrderSampleInputs: readonly TrunkOrderInput[] = [{ profileId: 11, offers: 'both', address: null }];

/** What a trunk costs as the server answers it: no fee, nothing due at the order, 9 pieces at the shop's prices. */
export function sampleTrunkOffer(type: TrunkOffer['profile_type'] = 'KID'): TrunkOffer {
  return {
    profile_type: type,
    currency: 'EUR',
    styling_fee_ttc: 0,
    subscription_fee_ttc: 0,
    delivery_fee_ttc: 0,
    return_fee_ttc: 0,
    due_at_order_ttc: 0,
    pieces: 9,
    piece_price_min_ttc: 7.9,
    piece_price_max_ttc: 45,
    piece_price_average_ttc: 19,
  };
}
