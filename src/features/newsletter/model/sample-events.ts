import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { Problem } from '@/shared/api';
import type { NewsletterEvent, Subscription } from './machine';
import type { PhoneUnsubscribeEvent, PhoneUnsubscribeInput, PhoneUnsubscription } from './phone-machine';

/** What the subscription call answers when it succeeds. */
export const sampleSubscription: Subscription = {
  email: 'camille@gmail.com',
  list: 'KID',
  source: 'footer',
  locale: 'fr',
  created: true,
  subscribed_at: '2025-03-01T09:30:00.000Z',
};

/** What a call fails with when the service is down. */
export const sampleSubscribeFailure: Problem = {
  type: 'SERVICE_UNAVAILABLE',
  title: 'Service unavailable',
  status: 503,
};

/** What the subscription call fails with past the limit of sign-ups from one network. */
export const sampleTooManySubscriptions: Problem = {
  type: 'TOO_MANY_ATTEMPTS',
  title: 'Too many attempts',
  status: 429,
  detail: 'Too many newsletter sign-ups from your network: try again in 37 minutes',
  retry_after: 2201,
};

export type NewsletterSampleEvent =
  | NewsletterEvent
  | DoneActorEvent<Subscription, 'subscribe'>
  | ErrorActorEvent<Problem, 'subscribe'>;

/**
 * The events, with concrete payloads, that path generation sends to the newsletter machine:
 * each kind of address the check tells apart, the list choice, the buttons, and the outcomes of
 * the invoked `subscribe` actor (subscribed, too many sign-ups, service down).
 */
export const newsletterSampleEvents: readonly NewsletterSampleEvent[] = [
  { type: 'TYPE', email: '' },
  { type: 'TYPE', email: 'bad-address' },
  { type: 'TYPE', email: 'camille@gmial.com' },
  { type: 'TYPE', email: 'claire@example.org' },
  { type: 'TYPE', email: 'camille@gmail.com' },
  { type: 'SELECT_LIST', list: 'WOMAN' },
  { type: 'SUBMIT' },
  { type: 'USE_SUGGESTION' },
  { type: 'xstate.done.actor.subscribe', output: sampleSubscription, actorId: 'subscribe' },
  { type: 'xstate.error.actor.subscribe', error: sampleTooManySubscriptions, actorId: 'subscribe' },
  { type: 'xstate.error.actor.subscribe', error: sampleSubscribeFailure, actorId: 'subscribe' },
];

/** The server's answer to a phone unsubscription. */
export const samplePhoneUnsubscription: PhoneUnsubscription = { list: 'KID', phone: '+33612345678', unsubscribed: true };

export type PhoneUnsubscribeSampleEvent =
  | PhoneUnsubscribeEvent
  | DoneActorEvent<PhoneUnsubscription, 'unsubscribe'>
  | ErrorActorEvent<Problem, 'unsubscribe'>;

/** The events path generation sends to the phone unsubscription machine. */
export const phoneUnsubscribeSampleEvents: readonly PhoneUnsubscribeSampleEvent[] = [
  { type: 'RETRY' },
  { type: 'xstate.done.actor.unsubscribe', output: samplePhoneUnsubscription, actorId: 'unsubscribe' },
  { type: 'xstate.error.actor.unsubscribe', error: sampleSubscribeFailure, actorId: 'unsubscribe' },
];

/** Links of text messages: a good one (number URL-encoded as it is in the link), and two broken ones. */
export const phoneUnsubscribeSampleInputs: readonly PhoneUnsubscribeInput[] = [
  { number: '%2B33%206%2012%2034%2056%2078', list: 'KID' },
  { number: '0612345678', list: 'MAN' },
  { number: 'call-me', list: 'WOMAN' },
];
