import type { RecycleLabel, RecycleLabels, RecycleOffer } from './types';

/** Data shaped as the Little Geste calls answer, for tests and the atlas. */
export function sampleRecycleOffer(overrides: Partial<RecycleOffer> = {}): RecycleOffer {
  return {
    enabled: true,
    reward_amount: 5,
    monthly_limit: 2,
    max_weight_kg: 10,
    label_valid_days: 30,
    countries: [
      { country_code: 'FR', carrier: 'Colissimo', drop_offs: ['POST_OFFICE', 'RELAY'] },
      { country_code: 'MC', carrier: 'Colissimo', drop_offs: ['POST_OFFICE'] },
      { country_code: 'BE', carrier: 'BPost', drop_offs: ['POST_OFFICE', 'RELAY'] },
      { country_code: 'LU', carrier: 'Mondial Relay', drop_offs: ['POST_OFFICE', 'RELAY'] },
      { country_code: 'NL', carrier: 'PostNL', drop_offs: ['POST_OFFICE', 'RELAY'] },
      { country_code: 'DE', carrier: 'DHL', drop_offs: ['POST_OFFICE', 'RELAY'] },
      { country_code: 'AT', carrier: 'Österreichische Post', drop_offs: ['POST_OFFICE', 'RELAY'] },
      { country_code: 'ES', carrier: 'Correos', drop_offs: ['POST_OFFICE', 'RELAY'] },
    ],
    ...overrides,
  };
}

export function sampleRecycleLabel(overrides: Partial<RecycleLabel> = {}): RecycleLabel {
  return {
    id: 11,
    barcode: 'LG00000000116',
    carrier: 'Colissimo',
    stage: 'CREATED',
    drop_off: 'POST_OFFICE',
    relay_point: null,
    sender: { firstname: 'Camille', lastname: 'Martin', street: '12 rue des Lilas', street_complement: null, postcode: '75011', city: 'Paris', country_code: 'FR' },
    created_at: '2026-11-20T10:00:00.000Z',
    expires_at: '2026-12-20T10:00:00.000Z',
    dropped_off_at: null,
    received_at: null,
    rewarded_at: null,
    reward_amount: 5,
    reward_credited: null,
    ...overrides,
  };
}

export function sampleRecycleLabels(overrides: Partial<RecycleLabels> = {}): RecycleLabels {
  const labels = overrides.labels ?? [sampleRecycleLabel()];
  return {
    labels,
    allowance: { monthly_limit: 2, used_this_month: 1, remaining: 1, next_available_on: null },
    rewarded_total: 0,
    ...overrides,
  };
}
