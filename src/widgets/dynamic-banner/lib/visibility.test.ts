import { describe, expect, it } from 'vitest';
import { bannerHiddenOn, bannerText, isClosed, rememberClosed } from './visibility';

describe('the dynamic banner rule', () => {
  it('shows the trimmed text only when the switch is the string true and the text is not empty', () => {
    expect(bannerText({ switch: 'true', text: '  Livraison offerte ce week-end ' })).toBe('Livraison offerte ce week-end');
    expect(bannerText({ switch: 'true', text: '   ' })).toBeNull();
    expect(bannerText({ switch: 'true', text: '' })).toBeNull();
    expect(bannerText({ switch: 'true', text: null })).toBeNull();
    for (const off of ['false', 'TRUE', 'True', ' true', '1', 'yes', '', null]) expect(bannerText({ switch: off, text: 'Soldes' })).toBeNull();
  });

  it('hides it on the label creation, every quiz route, sign-up, the cart, both checkouts and login', () => {
    for (const name of ['create-label', 'create-label-address', 'create-label-confirmation', 'create-label-blocked', 'quiz', 'quiz-step', 'quiz-signup-kid', 'quiz-signup-woman', 'quiz-woman-step', 'quiz-membership', 'signup', 'shop-cart', 'shop-checkout', 'giftcard-checkout', 'login']) {
      expect(bannerHiddenOn(name), name).toBe(true);
    }
    for (const name of ['home', 'woman', 'shop', 'shop-product', 'giftcard', 'login-kid-choice', 'infos', 'quizzes', 'faq']) expect(bannerHiddenOn(name), name).toBe(false);
    // The not-found page has no route: it shows the banner.
    expect(bannerHiddenOn(null)).toBe(false);
  });

  it('remembers the text closed, so that another text shows again', () => {
    const kept = new Map<string, string>();
    const storage = { getItem: (key: string) => kept.get(key) ?? null, setItem: (key: string, value: string) => void kept.set(key, value) };
    expect(isClosed('Soldes', storage)).toBe(false);
    rememberClosed('Soldes', storage);
    expect(isClosed('Soldes', storage)).toBe(true);
    expect(isClosed('Nouvelle collection', storage)).toBe(false);
    // A browser that refuses storage: nothing is remembered, nothing breaks.
    const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(() => rememberClosed('Soldes', refusing)).not.toThrow();
    expect(isClosed('Soldes', refusing)).toBe(false);
    expect(isClosed('Soldes', null)).toBe(false);
  });
});
