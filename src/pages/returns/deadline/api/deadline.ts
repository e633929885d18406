import { api, unwrap, type components } from '@/shared/api';

/** A trunk's checkout: its deadline, whether it may be extended, and the rules. */
export type TrunkDeadline = components['schemas']['TrunkCheckout'];

export function getTrunkDeadline(requestId: number): Promise<TrunkDeadline> {
  return unwrap(api.GET('/clients/me/trunks/{rid}/checkout', { params: { path: { rid: requestId } } }));
}

/** Moves the deadline `extension_days` later, once, before it passes. */
export function extendReturnDeadline(requestId: number): Promise<TrunkDeadline> {
  return unwrap(api.POST('/clients/me/trunks/{rid}/return-deadline', { params: { path: { rid: requestId } } }));
}
