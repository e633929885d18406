import { describe, expect, it } from 'vitest';
import { clientKind, normaliseSubscriptionStatus, profileStatus } from './status';

describe('normaliseSubscriptionStatus', () => {
  it('keeps every status the server sends', () => {
    for (const status of ['PROSPECT', 'PROSPECT_WITH_KID', 'PROSPECT_WITH_WOMAN', 'ONGOING_SUBSCRIPTION', 'PAUSED_SUBSCRIPTION', 'ONE_SHOT', 'TERMINATED_SUBSCRIPTION']) {
      expect(normaliseSubscriptionStatus(status)).toBe(status);
    }
  });

  it('tolerates the misspelt PROPECT as PROSPECT', () => {
    expect(normaliseSubscriptionStatus('PROPECT')).toBe('PROSPECT');
  });

  it('reads no status (a woman without one) and unknown values as none', () => {
    expect(normaliseSubscriptionStatus(null)).toBeNull();
    expect(normaliseSubscriptionStatus(undefined)).toBeNull();
    expect(normaliseSubscriptionStatus('prospect')).toBeNull();
    expect(normaliseSubscriptionStatus('SUBSCRIBER')).toBeNull();
  });
});

describe('profileStatus', () => {
  it('CLIENT once the profile has requested, comment or not', () => {
    expect(profileStatus({ has_requested: true, description: 'Aime le bleu' })).toBe('CLIENT');
    expect(profileStatus({ has_requested: true, description: null })).toBe('CLIENT');
  });

  it('PROSPECT_WITH_COMMENT with a comment for the stylist', () => {
    expect(profileStatus({ has_requested: false, description: 'Aime le bleu' })).toBe('PROSPECT_WITH_COMMENT');
  });

  it('PROSPECT without a comment, spaces counting as none', () => {
    expect(profileStatus({ has_requested: false, description: null })).toBe('PROSPECT');
    expect(profileStatus({ has_requested: false, description: '' })).toBe('PROSPECT');
    expect(profileStatus({ has_requested: false, description: '   ' })).toBe('PROSPECT');
  });
});

describe('clientKind', () => {
  const prospect = { has_requested: false, subscriptions: [] };
  const oneShot = { has_requested: true, subscriptions: [] };
  const subscriber = { has_requested: true, subscriptions: [{ id: 4, frequency: 2 }] };

  it('prospect while no profile has requested, with no profile at all too', () => {
    expect(clientKind([])).toBe('prospect');
    expect(clientKind([prospect, prospect])).toBe('prospect');
  });

  it('one-shot when a profile requested and none has a subscription', () => {
    expect(clientKind([prospect, oneShot])).toBe('one-shot');
  });

  it('subscriber as soon as one profile has a subscription', () => {
    expect(clientKind([oneShot, subscriber, prospect])).toBe('subscriber');
    expect(clientKind([subscriber])).toBe('subscriber');
  });
});
