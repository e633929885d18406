import { describe, expect, it } from 'vitest';
import { discountOffer, offerFlowOf, type OfferCodes, type OfferStatuses } from './rule';

const HOME = { name: 'home', path: '/' };
const WOMAN_HOME = { name: 'woman', path: '/woman' };
const KID_QUIZ = { name: 'quiz-step', path: '/quiz/signup/kid-profile' };
const KID_QUIZ_MEMBERSHIP = { name: 'quiz-membership', path: '/quiz/signup/membership/12' };
const WOMAN_QUIZ = { name: 'quiz-woman-step', path: '/quiz/signup-woman/woman/style/12' };
const WOMAN_SIGNUP = { name: 'quiz-signup-woman', path: '/quiz/signup/woman' };
const SHOP = { name: 'shop', path: '/shop' };
const NOT_FOUND = { name: null, path: '/nowhere' };

const NO_CODES: OfferCodes = { kidCode: null, womanCode: null };
const KID_CODE: OfferCodes = { kidCode: 'HELLO10', womanCode: null };
const WOMAN_CODE: OfferCodes = { kidCode: null, womanCode: 'ELLE15' };
const BOTH_CODES: OfferCodes = { kidCode: 'HELLO10', womanCode: 'ELLE15' };

const VISITOR: OfferStatuses = { subscriptionStatus: null, womanSubscriptionStatus: null };
const KID_SUBSCRIBER: OfferStatuses = { subscriptionStatus: 'ONGOING_SUBSCRIPTION', womanSubscriptionStatus: null };
const WOMAN_SUBSCRIBER: OfferStatuses = { subscriptionStatus: 'PROSPECT', womanSubscriptionStatus: 'ONGOING_SUBSCRIPTION' };
const BOTH_SUBSCRIBED: OfferStatuses = { subscriptionStatus: 'ONGOING_SUBSCRIPTION', womanSubscriptionStatus: 'ONGOING_SUBSCRIPTION' };

describe('the flow of a route', () => {
  it('is kid on the home and the kid quiz, woman on the woman home and the woman quiz, none elsewhere', () => {
    expect(offerFlowOf(HOME)).toBe('kid');
    expect(offerFlowOf(KID_QUIZ)).toBe('kid');
    expect(offerFlowOf(KID_QUIZ_MEMBERSHIP)).toBe('kid');
    expect(offerFlowOf({ name: 'quiz', path: '/quiz/signup' })).toBe('kid');
    expect(offerFlowOf(WOMAN_HOME)).toBe('woman');
    expect(offerFlowOf(WOMAN_QUIZ)).toBe('woman');
    expect(offerFlowOf(WOMAN_SIGNUP)).toBe('woman');
    expect(offerFlowOf({ name: 'quiz-membership', path: '/quiz/signup-woman/membership/12' })).toBe('woman');
    for (const route of [SHOP, NOT_FOUND, { name: 'faq', path: '/faq' }, { name: 'shop-cart', path: '/shop/cart' }, { name: 'profil-woman', path: '/profil/woman/3' }]) expect(offerFlowOf(route)).toBeNull();
  });
});

describe('the discount-code offer', () => {
  it('shows the kid code to a visitor on the home and the kid quiz', () => {
    expect(discountOffer(KID_CODE, VISITOR, HOME)).toEqual({ flow: 'kid', code: 'HELLO10' });
    expect(discountOffer(KID_CODE, VISITOR, KID_QUIZ)).toEqual({ flow: 'kid', code: 'HELLO10' });
    expect(discountOffer(BOTH_CODES, VISITOR, KID_QUIZ_MEMBERSHIP)).toEqual({ flow: 'kid', code: 'HELLO10' });
  });

  it('shows the woman code to a visitor on the woman home and the woman quiz', () => {
    expect(discountOffer(WOMAN_CODE, VISITOR, WOMAN_HOME)).toEqual({ flow: 'woman', code: 'ELLE15' });
    expect(discountOffer(WOMAN_CODE, VISITOR, WOMAN_QUIZ)).toEqual({ flow: 'woman', code: 'ELLE15' });
    expect(discountOffer(BOTH_CODES, VISITOR, WOMAN_SIGNUP)).toEqual({ flow: 'woman', code: 'ELLE15' });
  });

  it('needs the cookie of the flow: no code, a blank one, or only the other flow’s shows nothing', () => {
    for (const route of [HOME, KID_QUIZ, WOMAN_HOME, WOMAN_QUIZ]) expect(discountOffer(NO_CODES, VISITOR, route)).toBeNull();
    expect(discountOffer({ kidCode: '  ', womanCode: null }, VISITOR, HOME)).toBeNull();
    expect(discountOffer(WOMAN_CODE, VISITOR, HOME)).toBeNull();
    expect(discountOffer(WOMAN_CODE, VISITOR, KID_QUIZ)).toBeNull();
    expect(discountOffer(KID_CODE, VISITOR, WOMAN_HOME)).toBeNull();
    expect(discountOffer(KID_CODE, VISITOR, WOMAN_QUIZ)).toBeNull();
  });

  it('shows nothing to a client whose subscription of that type is ongoing, and the other flow’s code still', () => {
    expect(discountOffer(BOTH_CODES, KID_SUBSCRIBER, HOME)).toBeNull();
    expect(discountOffer(BOTH_CODES, KID_SUBSCRIBER, KID_QUIZ)).toBeNull();
    expect(discountOffer(BOTH_CODES, KID_SUBSCRIBER, WOMAN_HOME)).toEqual({ flow: 'woman', code: 'ELLE15' });
    expect(discountOffer(BOTH_CODES, WOMAN_SUBSCRIBER, WOMAN_QUIZ)).toBeNull();
    expect(discountOffer(BOTH_CODES, WOMAN_SUBSCRIBER, HOME)).toEqual({ flow: 'kid', code: 'HELLO10' });
    for (const route of [HOME, KID_QUIZ, WOMAN_HOME, WOMAN_QUIZ]) expect(discountOffer(BOTH_CODES, BOTH_SUBSCRIBED, route)).toBeNull();
  });

  it('shows it to clients whose subscription is not ongoing: prospects, paused, terminated', () => {
    for (const status of ['PROSPECT', 'PROPECT', 'PROSPECT_WITH_KID', 'PAUSED_SUBSCRIPTION', 'TERMINATED_SUBSCRIPTION', 'ONE_SHOT']) {
      expect(discountOffer(KID_CODE, { subscriptionStatus: status, womanSubscriptionStatus: null }, HOME), status).toEqual({ flow: 'kid', code: 'HELLO10' });
      expect(discountOffer(WOMAN_CODE, { subscriptionStatus: null, womanSubscriptionStatus: status }, WOMAN_HOME), status).toEqual({ flow: 'woman', code: 'ELLE15' });
    }
  });

  it('never shows outside the home and quiz routes, whatever the codes and statuses', () => {
    for (const route of [SHOP, NOT_FOUND, { name: 'shop-checkout', path: '/shop/checkout' }, { name: 'infos', path: '/infos' }]) {
      for (const statuses of [VISITOR, KID_SUBSCRIBER, WOMAN_SUBSCRIBER]) expect(discountOffer(BOTH_CODES, statuses, route)).toBeNull();
    }
  });
});
