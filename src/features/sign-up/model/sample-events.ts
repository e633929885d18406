import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { TokenPair } from '@/entities/session';
import type { Problem } from '@/shared/api';
import type { ClientHash, SignUpEvent, SignUpInput } from './machine';

/** The pair the server signs a new client in with. */
export const sampleTokenPair: TokenPair = {
  access_token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl',
  refresh_token: 'r-7c1d0b9e-5f44-4d51-9a51-2a4f0e8f3b10',
  client_id: 42,
  expires_in: 900,
  token_type: 'Bearer',
};

export const sampleEmailTaken: Problem = { type: 'EMAIL_TAKEN', title: 'This email already has an account', status: 409 };
export const samplePasswordRefused: Problem = {
  type: 'VALIDATION_FAILED',
  title: 'Invalid request',
  status: 400,
  errors: [{ field: 'password', in: 'body', detail: 'must NOT have fewer than 8 characters' }],
};
export const sampleTooManySignUps: Problem = {
  type: 'TOO_MANY_ATTEMPTS',
  title: 'Too many attempts',
  status: 429,
  detail: 'Too many sign-ups from your network: try again in 14 minutes',
  retry_after: 840,
};
export const sampleUnavailable: Problem = { type: 'SERVICE_UNAVAILABLE', title: 'Service unavailable', status: 503 };

export type SignUpSampleEvent =
  | SignUpEvent
  | DoneActorEvent<ClientHash, 'lookupEmail'>
  | ErrorActorEvent<Problem, 'lookupEmail'>
  | DoneActorEvent<TokenPair, 'createClient'>
  | ErrorActorEvent<Problem, 'createClient'>;

/**
 * The events path generation sends to the sign-up machine: a mistyped address and the right one, a password that passes,
 * leaving the email field, sending, the lookup's answers (an account: 34 = 2 × 17; none: 40)
 * and the sign-up's outcomes (signed in, address taken, a refused field, too many sign-ups, service down).
 */
export const signUpSampleEvents: readonly SignUpSampleEvent[] = [
  { type: 'EDIT', values: { email: 'camille@gmial.com' } },
  { type: 'EDIT', values: { email: 'camille@gmail.com' } },
  { type: 'EDIT', values: { password: 'petite-malle-42' } },
  { type: 'LEAVE_EMAIL' },
  { type: 'SUBMIT' },
  { type: 'xstate.done.actor.lookupEmail', output: { hash: 34 }, actorId: 'lookupEmail' },
  { type: 'xstate.done.actor.lookupEmail', output: { hash: 40 }, actorId: 'lookupEmail' },
  { type: 'xstate.error.actor.lookupEmail', error: sampleUnavailable, actorId: 'lookupEmail' },
  { type: 'xstate.done.actor.createClient', output: sampleTokenPair, actorId: 'createClient' },
  { type: 'xstate.error.actor.createClient', error: sampleEmailTaken, actorId: 'createClient' },
  { type: 'xstate.error.actor.createClient', error: samplePasswordRefused, actorId: 'createClient' },
  { type: 'xstate.error.actor.createClient', error: sampleTooManySignUps, actorId: 'createClient' },
  { type: 'xstate.error.actor.createClient', error: sampleUnavailable, actorId: 'createClient' },
];

/** A sign-up from the login page in Germany, referred by a friend. */
export const signUpSampleInputs: readonly SignUpInput[] = [
  { origin: 'login', country: 'DE', godfatherEmail: 'lena.schmidt@web.de', offersWoman: true },
];
