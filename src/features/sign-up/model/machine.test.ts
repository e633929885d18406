import { describe, expect, it } from 'vitest';
import { refusedFields, signUpGuards, signUpRequest, type SignUpContext } from './machine';
import { EMPTY_VALUES, hashMeansAccount, signUpErrors } from './rules';

const context = (overrides: Partial<SignUpContext> = {}): SignUpContext => ({
  origin: 'quiz-kid',
  country: 'BE',
  godfatherEmail: null,
  offersWoman: false,
  values: { ...EMPTY_VALUES, email: ' camille@gmail.com ', password: 'petite-malle-42' },
  errors: {},
  warning: null,
  checkedEmail: null,
  failure: null,
  ...overrides,
});

describe('signUpErrors', () => {
  it('asks only for an address and a password of 8 to 128 characters', () => {
    expect(signUpErrors(EMPTY_VALUES)).toEqual({ email: 'required', password: 'required' });
    expect(signUpErrors({ ...EMPTY_VALUES, email: 'camille@', password: 'court' })).toEqual({ email: 'invalid', password: 'invalid' });
    expect(signUpErrors({ ...EMPTY_VALUES, email: 'camille@gmail.com', password: 'petite-malle-42' })).toEqual({});
  });

  it('refuses names over 80 characters', () => {
    expect(signUpErrors({ ...EMPTY_VALUES, email: 'camille@gmail.com', password: 'petite-malle-42', lastname: 'x'.repeat(81) })).toEqual({ lastname: 'invalid' });
  });
});

describe('hashMeansAccount', () => {
  it('reads a multiple of 17 as an address with an account', () => {
    expect([0, 17, 34, 1700].map(hashMeansAccount)).toEqual([true, true, true, true]);
    expect([1, 16, 40].map(hashMeansAccount)).toEqual([false, false, false]);
  });
});

describe('signUpRequest', () => {
  it('sends the trimmed address, no empty names, no woman opt-in where it is not offered', () => {
    expect(signUpRequest(context())).toEqual({
      email: 'camille@gmail.com',
      password: 'petite-malle-42',
      is_optin_kid: false,
      origin: 'quiz-kid',
      country: 'BE',
    });
  });

  it('sends names, the referrer and each opt-in with its source', () => {
    const values = { ...context().values, firstname: ' Camille ', lastname: 'Dupont', optinKid: true, optinWoman: true };
    expect(signUpRequest(context({ values, offersWoman: true, godfatherEmail: 'lena.schmidt@web.de' }))).toMatchObject({
      firstname: 'Camille',
      lastname: 'Dupont',
      godfather_email: 'lena.schmidt@web.de',
      is_optin_kid: true,
      optin_source_kid: 'signup-quiz-kid',
      is_optin_woman: true,
      optin_source_woman: 'signup-quiz-kid',
    });
  });
});

describe('refusedFields', () => {
  it('reads a 400 naming fields of the form', () => {
    const problem = { type: 'VALIDATION_FAILED', title: 'Invalid', status: 400, errors: [{ field: 'email', detail: 'format' }, { field: 'password', detail: 'minLength' }] };
    expect(refusedFields(problem)).toEqual({ email: 'invalid', password: 'invalid' });
  });

  it('has nothing for a field the form does not show, or another failure', () => {
    expect(refusedFields({ type: 'VALIDATION_FAILED', title: 'Invalid', status: 400, errors: [{ field: 'country', detail: 'enum' }] })).toBeNull();
    expect(refusedFields({ type: 'EMAIL_TAKEN', title: 'Taken', status: 409 })).toBeNull();
    expect(refusedFields(new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe('sign-up guards', () => {
  const edit = (values: object) => ({ type: 'EDIT', values }) as const;

  it('emailNeedsLookup: a well-formed address not looked up yet', () => {
    expect(signUpGuards.emailNeedsLookup({ context: context(), event: { type: 'LEAVE_EMAIL' } })).toBe(true);
    expect(signUpGuards.emailNeedsLookup({ context: context({ checkedEmail: 'camille@gmail.com' }), event: { type: 'LEAVE_EMAIL' } })).toBe(false);
    expect(signUpGuards.emailNeedsLookup({ context: context({ values: { ...EMPTY_VALUES, email: 'camille@' } }), event: { type: 'LEAVE_EMAIL' } })).toBe(false);
  });

  it('formIsIncomplete: a refusal of the rules, or one of the server not edited since', () => {
    expect(signUpGuards.formIsIncomplete({ context: context(), event: { type: 'SUBMIT' } })).toBe(false);
    expect(signUpGuards.formIsIncomplete({ context: context({ errors: { password: 'invalid' } }), event: { type: 'SUBMIT' } })).toBe(true);
    expect(signUpGuards.formIsIncomplete({ context: context({ values: EMPTY_VALUES }), event: { type: 'SUBMIT' } })).toBe(true);
  });

  it('tooManyAttempts: a 429 of the sign-up, and nothing else', () => {
    const failed = (error: unknown) => ({ type: 'xstate.error.actor.createClient', error }) as never;
    expect(signUpGuards.tooManyAttempts({ context: context(), event: failed({ type: 'TOO_MANY_ATTEMPTS', title: 'Too many attempts', status: 429, retry_after: 840 }) })).toBe(true);
    expect(signUpGuards.tooManyAttempts({ context: context(), event: failed(new Response(null, { status: 429 })) })).toBe(true);
    expect(signUpGuards.tooManyAttempts({ context: context(), event: failed({ type: 'SERVICE_UNAVAILABLE', title: 'Down', status: 503 }) })).toBe(false);
    expect(signUpGuards.tooManyAttempts({ context: context(), event: failed(new TypeError('Failed to fetch')) })).toBe(false);
  });

  it('changesSomething and editsEmail: an edit to the same value is none', () => {
    expect(signUpGuards.changesSomething({ context: context(), event: edit({ password: 'petite-malle-42' }) })).toBe(false);
    expect(signUpGuards.changesSomething({ context: context(), event: edit({ optinKid: true }) })).toBe(true);
    expect(signUpGuards.editsEmail({ context: context(), event: edit({ email: ' camille@gmail.com ' }) })).toBe(false);
    expect(signUpGuards.editsEmail({ context: context(), event: edit({ email: 'camille@gmail.co' }) })).toBe(true);
    expect(signUpGuards.editsEmail({ context: context(), event: edit({ firstname: 'Camille' }) })).toBe(false);
  });
});
