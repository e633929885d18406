import { api, unwrap } from '@/shared/api';

/** What this page reads of a trunk's checkout (`TrunkCheckout`, owner trunk). */
export interface TrunkDeadline {
  request_id: number;
  profile_firstname: string;
  status: 'DELIVERED' | 'KEPT_PAID' | 'RETURN_PENDING' | 'RETURNED';
  delivered_at: string;
  return_deadline: string;
  deadline_extended: boolean;
  can_choose: boolean;
  can_extend: boolean;
  rules: { return_days: number; extension_days: number };
}

export function getTrunkDeadline(requestId: number): Promise<TrunkDeadline> {
  return unwrap(api.GET('/clients/me/trunks/{rid}/checkout', { params: { path: { rid: requestId } } }));
}

/** Moves the deadline `extension_days` later, once, before it passes. */
export function extendReturnDeadline(requestId: number): Promise<TrunkDeadline> {
  return unwrap(api.POST('/clients/me/trunks/{rid}/return-deadline', { params: { path: { rid: requestId } } }));
}
