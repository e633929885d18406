import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { readUnsubscribeLink } from './phone-link';
import { phoneUnsubscribeGuards, phoneUnsubscribeMachine } from './phone-machine';
import type { PhoneUnsubscribeRequest } from './phone-link';
import { samplePhoneUnsubscription } from './sample-events';

describe('readUnsubscribeLink', () => {
  it('reads an URL-encoded international number and a list', () => {
    expect(readUnsubscribeLink('%2B33%206%2012%2034%2056%2078', 'KID')).toEqual({ phone: '+33 6 12 34 56 78', list: 'KID' });
    expect(readUnsubscribeLink('06.12.34.56.78', 'WOMAN')).toEqual({ phone: '06.12.34.56.78', list: 'WOMAN' });
  });

  it.each([
    ['0612345678', 'MAN'],
    ['0612345678', 'kid'],
    ['call-me', 'KID'],
    ['12345', 'KID'],
    ['%E0%A4%A', 'KID'],
    ['+33 6 12 34 56 78 90 12 34 56', 'KID'],
  ])('refuses %s for the list %s', (number, list) => {
    expect(readUnsubscribeLink(number, list)).toBeNull();
  });
});

describe('phone unsubscribe guards', () => {
  it('linkIsValid: a link that reads as a request', () => {
    expect(phoneUnsubscribeGuards.linkIsValid({ context: { request: { phone: '0612345678', list: 'KID' }, failure: null } })).toBe(true);
    expect(phoneUnsubscribeGuards.linkIsValid({ context: { request: null, failure: null } })).toBe(false);
  });
});

function start(number: string, list: string, call: (request: PhoneUnsubscribeRequest) => Promise<typeof samplePhoneUnsubscription>) {
  const unsubscribe = vi.fn(call);
  const actor = createActor(
    phoneUnsubscribeMachine.provide({ actors: { unsubscribe: fromPromise(({ input }: { input: PhoneUnsubscribeRequest }) => unsubscribe(input)) } }),
    { input: { number, list } },
  ).start();
  return { actor, unsubscribe };
}

describe('phone unsubscribe machine', () => {
  it('stops at an invalid link without calling the server', () => {
    const { actor, unsubscribe } = start('0612345678', 'MAN', async () => samplePhoneUnsubscription);
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(actor.getSnapshot().status).toBe('done');
    expect(unsubscribe).not.toHaveBeenCalled();
  });

  it('unsubscribes the decoded number from the list on arrival', async () => {
    const { actor, unsubscribe } = start('%2B33612345678', 'WOMAN', async () => samplePhoneUnsubscription);
    expect(actor.getSnapshot().value).toBe('pending');
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().value).toBe('done');
    expect(unsubscribe).toHaveBeenCalledExactlyOnceWith({ phone: '+33612345678', list: 'WOMAN' });
  });

  it('offers a retry after a failure, and calls again only when asked', async () => {
    const call = vi.fn<() => Promise<typeof samplePhoneUnsubscription>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(samplePhoneUnsubscription);
    const { actor, unsubscribe } = start('0612345678', 'KID', call);
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual(new TypeError('Failed to fetch'));
    expect(unsubscribe).toHaveBeenCalledTimes(1);

    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(unsubscribe).toHaveBeenCalledTimes(2);
  });
});
