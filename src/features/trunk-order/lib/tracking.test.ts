import { afterEach, beforeEach, expect, it } from 'vitest';
import { writeConsent } from '@/shared/consent';
import { dataLayerEntries, forgetTracking } from '@/shared/testing';
import type { CreatedOrder } from '../model/order';
import { sampleCreatedSubscription } from '../model/sample-events';
import { trackOrdered } from './tracking';

const events = () => dataLayerEntries().filter((entry) => entry.event);

beforeEach(() => void writeConsent({ measurement: true, advertising: false }));
afterEach(() => {
  localStorage.clear();
  forgetTracking();
});

it('records a subscription: its first trunk in creation as a subscription, and the subscription created', () => {
  trackOrdered(sampleCreatedSubscription);
  expect(events()).toEqual([
    { event: 'trunk_request', label: 'demande de malle', id: 9, profile_id: 11, request_type: 1, request_label: 'en création – abonnement' },
    { event: 'subscription', label: 'abonnement', id: 'created:5', action: 'created', action_label: 'créé', profile_id: 11 },
  ]);
});

it('counts a subscription for a profile that asked for a single trunk before as a conversion', () => {
  if (sampleCreatedSubscription.kind !== 'subscription') throw new Error('sample');
  trackOrdered({ kind: 'subscription', subscription: { ...sampleCreatedSubscription.subscription, id: 6, is_conversion: true, current_request_id: null } });
  expect(events()).toEqual([
    { event: 'subscription', label: 'abonnement', id: 'created:6', action: 'converted', action_label: 'converti one shot → abonnement', profile_id: 11 },
  ]);
});

it('records a single trunk once, as in creation as one shot', () => {
  const single = { kind: 'one-shot', request: { id: 31, profile_id: 12 } } as unknown as CreatedOrder;
  trackOrdered(single);
  trackOrdered(single);
  expect(events()).toEqual([{ event: 'trunk_request', label: 'demande de malle', id: 31, profile_id: 12, request_type: 2, request_label: 'en création – one shot' }]);
});
