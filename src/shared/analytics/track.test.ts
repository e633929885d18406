import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeConsent } from '@/shared/consent';
import { dataLayerEntries, forgetTracking } from '@/shared/testing';
import { SENT_IDS_CAP, record, sentIds, track, trackWhenDecided } from './track';

const layer = dataLayerEntries;
const events = () => layer().filter((entry) => typeof entry.event === 'string');

beforeEach(() => {
  forgetTracking();
  localStorage.clear();
});
afterEach(forgetTracking);

const signup = { event: 'signup', id: 41, origin: 'login', referred: false } as const;

describe('consent gating', () => {
  it('sends nothing before the visitor decided', () => {
    expect(track(signup)).toBe(false);
    expect(layer()).toEqual([]);
    expect(localStorage.getItem('sent-signup')).toBeNull();
  });

  it('sends nothing when measurement was refused, even with advertising allowed', () => {
    writeConsent({ measurement: false, advertising: true });
    expect(track({ event: 'login', method: 'password' })).toBe(false);
    expect(layer()).toEqual([]);
  });

  it('sends the event with its French label once measurement is allowed', () => {
    writeConsent({ measurement: true, advertising: false });
    expect(track(signup)).toBe(true);
    expect(events()).toEqual([{ event: 'signup', label: 'inscription', id: 41, origin: 'login', referred: false }]);
  });

  it('records the cookie banner choice whatever the consent', () => {
    record({ event: 'cookie_banner', choice: 'refuse_all', measurement: false, advertising: false });
    expect(events()).toEqual([{ event: 'cookie_banner', label: 'bannière cookies', choice: 'refuse_all', measurement: false, advertising: false }]);
  });

  it('holds the start-up data layer until the visitor decides, and drops it on a refusal', () => {
    const data = { event: 'data_layer', id: 'session-1', client_id: 7, client_kind: 'subscriber' } as const;
    trackWhenDecided(data);
    expect(layer()).toEqual([]);
    writeConsent({ measurement: true, advertising: false });
    expect(events()).toEqual([{ event: 'data_layer', label: 'données client', id: 'session-1', client_id: 7, client_kind: 'subscriber' }]);

    forgetTracking();
    trackWhenDecided({ ...data, id: 'session-2' });
    writeConsent({ measurement: false, advertising: false });
    expect(layer()).toEqual([]);
  });

  it('holds every event that came before the decision, in order, and drops them after a refusal even if consent comes later', () => {
    const data = { event: 'data_layer', id: 'session-3', client_id: 7, client_kind: 'subscriber' } as const;
    const exposure = { event: 'ab_test', id: 'home-cta', test: 'home-cta', variant: 'B' } as const;
    trackWhenDecided(data);
    trackWhenDecided(exposure);
    writeConsent({ measurement: true, advertising: true });
    expect(events().map((entry) => entry.event)).toEqual(['data_layer', 'ab_test']);

    forgetTracking();
    writeConsent({ measurement: false, advertising: false });
    trackWhenDecided({ ...data, id: 'session-4' });
    writeConsent({ measurement: true, advertising: false });
    expect(layer(), 'refused when it came: not sent later').toEqual([]);
  });
});

describe('dedupe by id per category', () => {
  beforeEach(() => void writeConsent({ measurement: true, advertising: true }));

  it('sends an id once, remembered in sent-<category>, also after a reload', () => {
    expect(track(signup)).toBe(true);
    expect(track(signup)).toBe(false);
    expect(JSON.parse(localStorage.getItem('sent-signup')!)).toEqual(['41']);
    // The same id in another category is another event.
    expect(track({ event: 'recycle_label', id: 41, country: 'FR', drop_off: 'RELAY' })).toBe(true);
    expect(events().map((entry) => entry.event)).toEqual(['signup', 'recycle_label']);
  });

  it('sends events without an id every time', () => {
    track({ event: 'login', method: 'password' });
    track({ event: 'login', method: 'password' });
    expect(events()).toHaveLength(2);
  });

  it.each([['not json{'], ['{"a":1}'], ['[1,2]'], ['"text"'], ['null']])('clears corrupt storage %s silently and sends', (stored) => {
    localStorage.setItem('sent-signup', stored);
    expect(() => track(signup)).not.toThrow();
    expect(events()).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('sent-signup')!)).toEqual(['41']);
  });

  it('reads corrupt storage as nothing sent and removes it', () => {
    localStorage.setItem('sent-quiz', '{broken');
    expect(sentIds('quiz')).toEqual([]);
    expect(localStorage.getItem('sent-quiz')).toBeNull();
  });

  it(`keeps the ${SENT_IDS_CAP} newest ids`, () => {
    for (let id = 1; id <= SENT_IDS_CAP + 5; id++) track({ ...signup, id });
    const kept = sentIds('signup');
    expect(kept).toHaveLength(SENT_IDS_CAP);
    expect(kept[0]).toBe('6');
    expect(kept.at(-1)).toBe(String(SENT_IDS_CAP + 5));
    expect(track({ ...signup, id: 1 })).toBe(true);
    expect(track({ ...signup, id: SENT_IDS_CAP + 5 })).toBe(false);
  });
});

describe('labels of codes and GA4 shapes', () => {
  beforeEach(() => void writeConsent({ measurement: true, advertising: false }));

  it('labels the request types and the subscription actions', () => {
    track({ event: 'trunk_request', id: 9, profile_id: 3, request_type: 0 });
    track({ event: 'trunk_request', id: 10, profile_id: 3, request_type: 1 });
    track({ event: 'trunk_request', id: 11, profile_id: 3, request_type: 2 });
    track({ event: 'subscription', action: 'postponed', profile_id: 3, days: 5 });
    track({ event: 'subscription', action: 'forwarded', profile_id: 3, days: -3 });
    track({ event: 'subscription', action: 'converted', profile_id: 3 });
    expect(events().map((entry) => entry.request_label ?? entry.action_label)).toEqual([
      'malle à venir',
      'en création – abonnement',
      'en création – one shot',
      'décalé',
      'avancé',
      'converti one shot → abonnement',
    ]);
    expect(events()[3]).toMatchObject({ label: 'abonnement', days: 5 });
  });

  it("pushes GA4's e-commerce event after the catalogue's, with the cart cleared first", () => {
    const item = { item_id: '12', item_name: 'Robe', item_brand: 'Little Closet', item_variant: '4 ans', price: 19.9, quantity: 2 };
    track({ event: 'checkout', step: 'purchase', id: 'order-5', value: 44.8, ga4: { event: 'purchase', transaction_id: '5', shipping: 5, items: [item] } });
    expect(layer()).toEqual([
      { event: 'checkout', label: 'commande', step: 'purchase', id: 'order-5', value: 44.8 },
      { ecommerce: null },
      { event: 'purchase', ecommerce: { currency: 'EUR', value: 44.8, transaction_id: '5', shipping: 5, items: [item] } },
    ]);
    // A purchase is counted once, also after a reload.
    expect(track({ event: 'checkout', step: 'purchase', id: 'order-5', value: 44.8, ga4: { event: 'purchase', items: [item] } })).toBe(false);
    expect(layer()).toHaveLength(3);
  });
});
