import { daysBetween } from '../lib/dates';
import type { RequestAction, TrunkRequest, TrunkSubscription } from './types';

type Actionable = Pick<TrunkRequest, 'status_details'>;
const allows = (request: Actionable, action: RequestAction) => request.status_details.actions.includes(action);

/** A request is customisable when its actions include GO_TO_SUGGESTIONS (seed 000 section 4). */
export function isCustomisable(request: Actionable): boolean {
  return allows(request, 'GO_TO_SUGGESTIONS');
}

/** Whether a request of the profile is blocked: the stylist has started on its trunk. */
export function anyBlocked(all: readonly Pick<TrunkRequest, 'is_blocked'>[]): boolean {
  return all.some((request) => request.is_blocked);
}

/** A request is postponable when its actions include UPDATE_DELIVERY_DATE and none of `all` (the profile's requests) is blocked. */
export function isPostponable(request: Actionable, all: readonly Pick<TrunkRequest, 'is_blocked'>[]): boolean {
  return allows(request, 'UPDATE_DELIVERY_DATE') && !anyBlocked(all);
}

export type RequestTypeLabel = 'upcoming' | 'subscription' | 'one-shot';

/** The seed's request type labels: the upcoming trunk (id 0), one of a subscription, or a one-shot trunk. */
export function requestTypeLabel(request: Pick<TrunkRequest, 'id' | 'subscription_id'>): RequestTypeLabel {
  if (request.id === 0) return 'upcoming';
  return request.subscription_id === null ? 'one-shot' : 'subscription';
}

export interface DeliveryChange {
  kind: 'postponed' | 'forwarded' | 'unchanged';
  /** The difference in days, never negative. */
  days: number;
}

/** A next delivery later than the optimistic one is postponed, an earlier one forwarded (seed 001 section 9). */
export function deliveryChange(optimistic: string, chosen: string): DeliveryChange {
  const days = daysBetween(optimistic, chosen);
  return { kind: days > 0 ? 'postponed' : days < 0 ? 'forwarded' : 'unchanged', days: Math.abs(days) };
}

export type SubscriptionState = 'ongoing' | 'paused' | 'ended';

/** Where a subscription stands: ongoing, paused, or ended (terminated). */
export function subscriptionState(subscription: Pick<TrunkSubscription, 'status_details_code' | 'is_active'>): SubscriptionState {
  if (!subscription.is_active) return 'ended';
  return subscription.status_details_code === 'paused' ? 'paused' : 'ongoing';
}

export interface RequestLink {
  action: RequestAction;
  href: string;
}

/**
 * Where each action of a request leads: its suggestions, its preview, its subscription's
 * delivery page (a one-shot trunk has none); at home, choosing what to keep and paying, the
 * deadline's extension, the label of the pieces going back; its rating.
 */
export function requestLinks(request: Pick<TrunkRequest, 'id' | 'profile_id' | 'subscription_id' | 'status_details'>): RequestLink[] {
  const { id, profile_id: profileId, subscription_id: subscriptionId } = request;
  return request.status_details.actions.flatMap((action): RequestLink[] => {
    switch (action) {
      case 'GO_TO_SUGGESTIONS':
        return [{ action, href: `/${profileId}/suggestions/${id}` }];
      case 'GO_TO_PREVIEW':
        return [{ action, href: `/infos/preview/${profileId}/${id}` }];
      case 'UPDATE_DELIVERY_DATE':
        return subscriptionId === null ? [] : [{ action, href: `/${profileId}/malle/${subscriptionId}/delivery` }];
      case 'CHOOSE_PIECES':
      case 'SEND_RETURN':
        return [{ action, href: `/infos/returns/${id}` }];
      case 'EXTEND_RETURN_DEADLINE':
        return [{ action, href: `/infos/edit/return-deadline/${id}` }];
      case 'CHOOSE_PIECES':
      case 'SEND_RETURN':
        return [{ action, href: `/infos/returns/${id}` }];
      case 'EXTEND_RETURN_DEADLINE':
        return [{ action, href: `/infos/edit/return-deadline/${id}` }];
      case 'GIVE_FEEDBACK':
        return [{ action, href: `/infos/rating/${id}` }];
    }
  });
}
