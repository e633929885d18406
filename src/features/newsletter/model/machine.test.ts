import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { newsletterGuards, newsletterMachine, type NewsletterContext, type NewsletterEvent, type SubscribeInput } from './machine';
import { sampleSubscribeFailure, sampleSubscription, sampleTooManySubscriptions } from './sample-events';

const context = (overrides: Partial<NewsletterContext> = {}): NewsletterContext => ({
  email: '',
  list: 'KID',
  source: 'footer',
  error: null,
  warning: null,
  confirmedDomain: null,
  failure: null,
  ...overrides,
});
const submit: NewsletterEvent = { type: 'SUBMIT' };

describe('newsletter guards', () => {
  it('emailIsMissing: nothing but spaces counts as missing', () => {
    expect(newsletterGuards.emailIsMissing({ context: context({ email: '  ' }), event: submit })).toBe(true);
    expect(newsletterGuards.emailIsMissing({ context: context({ email: 'bad-address' }), event: submit })).toBe(false);
  });

  it('emailIsMalformed: an address without a dotted domain', () => {
    expect(newsletterGuards.emailIsMalformed({ context: context({ email: 'camille@gmail' }), event: submit })).toBe(true);
    expect(newsletterGuards.emailIsMalformed({ context: context({ email: 'camille@gmail.com' }), event: submit })).toBe(false);
    expect(newsletterGuards.emailIsMalformed({ context: context({ email: '' }), event: submit })).toBe(false);
  });

  it('domainNeedsConfirmation: a domain that looks mistyped, until the person confirms that domain; never a domain of its own', () => {
    const mistyped = context({ email: 'camille@gmial.com' });
    expect(newsletterGuards.domainNeedsConfirmation({ context: mistyped, event: submit })).toBe(true);
    expect(newsletterGuards.domainNeedsConfirmation({ context: { ...mistyped, confirmedDomain: 'gmial.com' }, event: submit })).toBe(false);
    expect(newsletterGuards.domainNeedsConfirmation({ context: { ...mistyped, confirmedDomain: 'hotmial.fr' }, event: submit })).toBe(true);
    expect(newsletterGuards.domainNeedsConfirmation({ context: context({ email: 'camille@gmail.com' }), event: submit })).toBe(false);
    expect(newsletterGuards.domainNeedsConfirmation({ context: context({ email: 'claire@example.org' }), event: submit })).toBe(false);
  });

  it('tooManyAttempts: a 429 of the subscription, and no other failure', () => {
    const failed = (error: unknown) => ({ type: 'xstate.error.actor.subscribe', error }) as unknown as NewsletterEvent;
    expect(newsletterGuards.tooManyAttempts({ context: context(), event: failed(sampleTooManySubscriptions) })).toBe(true);
    expect(newsletterGuards.tooManyAttempts({ context: context(), event: failed(sampleSubscribeFailure) })).toBe(false);
    expect(newsletterGuards.tooManyAttempts({ context: context(), event: failed(new TypeError('Failed to fetch')) })).toBe(false);
  });

  it('emailChanged: typing the address that is already there changes nothing', () => {
    const typed = context({ email: 'camille@gmail.com' });
    expect(newsletterGuards.emailChanged({ context: typed, event: { type: 'TYPE', email: 'camille@gmail.co' } })).toBe(true);
    expect(newsletterGuards.emailChanged({ context: typed, event: { type: 'TYPE', email: 'camille@gmail.com' } })).toBe(false);
  });
});

/** A newsletter actor whose subscription call is `call`. */
function start(call: (input: SubscribeInput) => Promise<typeof sampleSubscription> = async () => sampleSubscription, source?: string) {
  const subscribe = vi.fn(call);
  const actor = createActor(
    newsletterMachine.provide({ actors: { subscribe: fromPromise(({ input }: { input: SubscribeInput }) => subscribe(input)) } }),
    { input: source ? { source } : undefined },
  );
  actor.start();
  return { actor, subscribe };
}

describe('newsletter machine', () => {
  it('starts editing an empty address for the kid list, from the footer', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ email: '', list: 'KID', source: 'footer' });
  });

  it('refuses a missing address, then a malformed one, without calling the server', () => {
    const { actor, subscribe } = start();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(actor.getSnapshot().context.error).toBe('required');

    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.error).toBe('required');

    actor.send({ type: 'TYPE', email: 'bad-address' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBeNull();

    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(actor.getSnapshot().context.error).toBe('wrongEmail');
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('warns of a probable typo and subscribes the corrected address', async () => {
    const { actor, subscribe } = start();
    actor.send({ type: 'TYPE', email: 'camille@gmial.com' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('warned');
    expect(actor.getSnapshot().context.warning).toEqual({ message: 'unknown email domain', domain: 'gmial.com', suggestion: 'camille@gmail.com' });

    actor.send({ type: 'USE_SUGGESTION' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ email: 'camille@gmail.com', warning: null });

    actor.send({ type: 'SELECT_LIST', list: 'WOMAN' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().value).toBe('thanked');
    expect(subscribe).toHaveBeenCalledExactlyOnceWith({ email: 'camille@gmail.com', list: 'WOMAN', source: 'footer' });
  });

  it('subscribes an address on a domain of its own without a question', () => {
    const { actor, subscribe } = start();
    actor.send({ type: 'TYPE', email: 'claire@example.org' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(subscribe).toHaveBeenCalledExactlyOnceWith({ email: 'claire@example.org', list: 'KID', source: 'footer' });
  });

  it('subscribes a mistyped-looking domain the person confirms, and does not ask again on retry', async () => {
    const { actor, subscribe } = start(async () => Promise.reject(sampleSubscribeFailure), 'landing');
    actor.send({ type: 'TYPE', email: ' lea@hotmial.fr ' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual(sampleSubscribeFailure);
    expect(subscribe).toHaveBeenLastCalledWith({ email: 'lea@hotmial.fr', list: 'KID', source: 'landing' });

    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.failure).toBeNull();
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(subscribe).toHaveBeenCalledTimes(2);
  });

  it('tells too many sign-ups apart from a failure, keeps the address and the list, and subscribes on retry', async () => {
    let calls = 0;
    const { actor, subscribe } = start(async () => {
      calls += 1;
      if (calls === 1) throw sampleTooManySubscriptions;
      return sampleSubscription;
    });
    actor.send({ type: 'TYPE', email: 'camille@gmail.com' });
    actor.send({ type: 'SELECT_LIST', list: 'WOMAN' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches('throttled'));
    expect(actor.getSnapshot().context).toMatchObject({ email: 'camille@gmail.com', list: 'WOMAN', failure: sampleTooManySubscriptions });

    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(subscribe).toHaveBeenCalledTimes(2);
    expect(subscribe).toHaveBeenLastCalledWith({ email: 'camille@gmail.com', list: 'WOMAN', source: 'footer' });
  });

  it('questions a mistyped-looking domain again once the person has typed another one', () => {
    const { actor } = start();
    actor.send({ type: 'TYPE', email: 'camille@gmial.com' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'TYPE', email: 'camille@hotmial.fr' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('warned');
    expect(actor.getSnapshot().context.warning?.domain).toBe('hotmial.fr');
  });

  it('goes back to editing when the address changes after a failure, forgetting the failure', async () => {
    const { actor } = start(async () => Promise.reject(new TypeError('Failed to fetch')));
    actor.send({ type: 'TYPE', email: 'camille@gmail.com' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'SELECT_LIST', list: 'WOMAN' });
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'TYPE', email: 'camille@gmail.fr' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ email: 'camille@gmail.fr', list: 'WOMAN', failure: null });
  });

  it('ignores the list choice and typing while the subscription is on its way', () => {
    const { actor } = start(() => new Promise(() => {}));
    actor.send({ type: 'TYPE', email: 'camille@gmail.com' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().can({ type: 'SELECT_LIST', list: 'WOMAN' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'TYPE', email: 'x' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
  });

  it('cannot run without the app providing the subscription call', async () => {
    const actor = createActor(newsletterMachine, { input: {} }).start();
    actor.send({ type: 'TYPE', email: 'camille@gmail.com' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual(new Error('provided by the app'));
  });
});
