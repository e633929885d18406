import { describe, expect, it } from 'vitest';
import { clientKind, givenAnswers, hasQuizAnswers, normaliseSubscriptionStatus, profileStanding, profileStatus, subscriptionCall, subscriptionStanding } from './status';

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

describe('one standing for every screen', () => {
  const ongoing = { is_active: true, status_details_code: 'active' };
  const paused = { is_active: true, status_details_code: 'paused' };
  const ended = { is_active: false, status_details_code: 'terminated' };

  it('counts as answers only the answers given, an empty list or a comment being none', () => {
    expect(givenAnswers({})).toEqual([]);
    expect(givenAnswers({ styles: [], liked_colors: [] })).toEqual([]);
    expect(givenAnswers({ liked_colors: ['navy'], top_size: '6 ans' })).toEqual(['top_size', 'liked_colors']);
    expect(hasQuizAnswers({ quiz: {} })).toBe(false);
    expect(hasQuizAnswers({ quiz: { shoe_size: 30 } })).toBe(true);
  });

  it('reads a subscription ongoing, paused, ended, or never had', () => {
    expect(subscriptionStanding([])).toBe('never');
    expect(subscriptionStanding([ongoing])).toBe('ongoing');
    expect(subscriptionStanding([ended, paused])).toBe('paused');
    expect(subscriptionStanding([ended])).toBe('ended');
  });

  it('says subscribed, paused or ended first, then a single trunk, then the quiz filled or still to fill', () => {
    const profile = { has_requested: false, quiz: {}, subscriptions: [] };
    expect(profileStanding({ ...profile, has_requested: true, subscriptions: [ongoing] })).toBe('subscribed');
    expect(profileStanding({ ...profile, has_requested: true, subscriptions: [paused] })).toBe('paused');
    expect(profileStanding({ ...profile, has_requested: true, subscriptions: [ended] })).toBe('ended');
    expect(profileStanding({ ...profile, has_requested: true })).toBe('oneShot');
    expect(profileStanding({ ...profile, quiz: { top_size: '2 ans' } })).toBe('quizAnswered');
    expect(profileStanding(profile)).toBe('quizToAnswer');
  });

  it('offers a reactivation only for a subscription that ended; never subscribed, a subscription once answered, else the quiz', () => {
    expect(subscriptionCall({ has_requested: true, quiz: {} }, [ongoing])).toBeNull();
    expect(subscriptionCall({ has_requested: true, quiz: {} }, [paused])).toBeNull();
    expect(subscriptionCall({ has_requested: true, quiz: {} }, [ended])).toBe('reactivate');
    expect(subscriptionCall({ has_requested: true, quiz: {} }, [])).toBe('subscribe');
    expect(subscriptionCall({ has_requested: false, quiz: { styles: ['chic'] } }, [])).toBe('subscribe');
    expect(subscriptionCall({ has_requested: false, quiz: {} }, [])).toBe('answerQuiz');
  });
});
