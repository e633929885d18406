import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { TokenPair } from '@/entities/session';
import type { Problem } from '@/shared/api';
import type { PasswordResetEvent, PasswordResetInput } from './machine';

const samplePair: TokenPair = {
  access_token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.c2lnbmF0dXJl',
  refresh_token: 'r-0b5e4f8a-2c3d-4e1f-9a7b-6c5d4e3f2a1b',
  client_id: 7,
  expires_in: 900,
  token_type: 'Bearer',
};
const tooManyAttempts: Problem = { type: 'TOO_MANY_ATTEMPTS', title: 'Too many attempts', status: 429, retry_after: 600 };
const invalidResetToken: Problem = { type: 'INVALID_RESET_TOKEN', title: 'This reset link is no longer valid', status: 400 };
const unavailable: Problem = { type: 'SERVICE_UNAVAILABLE', title: 'Service unavailable', status: 503 };

export type PasswordResetSampleEvent =
  | PasswordResetEvent
  | DoneActorEvent<unknown, 'sendResetEmail'>
  | ErrorActorEvent<Problem, 'sendResetEmail'>
  | DoneActorEvent<TokenPair, 'resetPassword'>
  | ErrorActorEvent<Problem, 'resetPassword'>;

/**
 * The events path generation sends to the password reset machine: a malformed address and a good
 * one, a too short password and a good one typed twice (and a confirmation that differs), the
 * buttons, and the calls' outcomes.
 */
export const passwordResetSampleEvents: readonly PasswordResetSampleEvent[] = [
  { type: 'TYPE_EMAIL', email: 'claire.martin@example' },
  { type: 'TYPE_EMAIL', email: 'claire.martin@example.fr' },
  { type: 'TYPE_PASSWORD', password: 'court' },
  { type: 'TYPE_PASSWORD', password: 'nouvelle-malle-7' },
  { type: 'TYPE_CONFIRMATION', confirmation: 'nouvelle-malle-7' },
  { type: 'TYPE_CONFIRMATION', confirmation: 'nouvelle-malle-8' },
  { type: 'SUBMIT' },
  { type: 'ASK_NEW_LINK' },
  { type: 'xstate.done.actor.sendResetEmail', output: undefined, actorId: 'sendResetEmail' },
  { type: 'xstate.error.actor.sendResetEmail', error: tooManyAttempts, actorId: 'sendResetEmail' },
  { type: 'xstate.error.actor.sendResetEmail', error: unavailable, actorId: 'sendResetEmail' },
  { type: 'xstate.done.actor.resetPassword', output: samplePair, actorId: 'resetPassword' },
  { type: 'xstate.error.actor.resetPassword', error: invalidResetToken, actorId: 'resetPassword' },
  { type: 'xstate.error.actor.resetPassword', error: unavailable, actorId: 'resetPassword' },
];

/** The page opened from a reset link, and without one. */
export const passwordResetSampleInputs: readonly PasswordResetInput[] = [
  { clientId: '7', token: 'f3c9a1d2e4b5' },
  { clientId: null, token: null },
];
