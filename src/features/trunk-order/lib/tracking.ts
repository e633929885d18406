import { track } from '@/shared/analytics';
import type { CreatedOrder } from '../model/order';

/**
 * A trunk ordered: the request ("demande de malle", "en création – abonnement" or "en création –
 * one shot"), and for a subscription its creation, or its conversion when the profile had asked
 * for a trunk without one ("converti one shot → abonnement").
 */
export function trackOrdered(created: CreatedOrder): void {
  if (created.kind === 'one-shot') {
    track({ event: 'trunk_request', id: created.request.id, profile_id: created.request.profile_id, request_type: 2 });
    return;
  }
  const { subscription } = created;
  if (subscription.current_request_id !== null)
    track({ event: 'trunk_request', id: subscription.current_request_id, profile_id: subscription.profile_id, request_type: 1 });
  track({
    event: 'subscription',
    id: `created:${subscription.id}`,
    action: subscription.is_conversion ? 'converted' : 'created',
    profile_id: subscription.profile_id,
  });
}
