import type { Profile } from './types';

/** A kid profile for tests: a girl who has filled the quiz and not yet requested a trunk. */
export function sampleProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 11,
    client_id: 7,
    firstname: 'léa',
    gender: 'GIRL',
    profile_type: 'KID',
    birthdate: '2020-03-14',
    description: null,
    has_requested: false,
    subscriptions: [],
    subscription_status: 'PROSPECT_WITH_KID',
    photo_url: null,
    color: { background: '#F6C8D4', textColor: '#1F2340' },
    quiz: {},
    created_at: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}
