import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { sampleClient, type Client, type TokenPair } from '@/entities/session';
import type { Problem } from '@/shared/api';
import type { DataLayer, SessionEvent, SessionInput } from './machine';

/** A signed access token as the server issues them (the app reads only its `sub`). */
export function sampleAccessToken(sub: number, purpose: string): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: String(sub), purpose })}.c2lnbmF0dXJl`;
}

function samplePair(purpose: string): TokenPair {
  return { access_token: sampleAccessToken(7, purpose), refresh_token: `refresh-${purpose}`, client_id: 7, expires_in: 900, token_type: 'Bearer' };
}

/** The pair of a sign-in (and of a sign-up, reset or password change), and the one a refresh gives. */
export const signedInPair = samplePair('sign-in');
export const refreshedPair = samplePair('refresh');

/** Client 7, as `GET clients/me` returns it; an administrator acting as them; another client. */
export const sessionClient: Client = sampleClient();
export const impersonatedClient: Client = sampleClient({ impersonated_by: 'nora.admin@littlecloset.example' });
export const otherClient: Client = sampleClient({ id: 9, email: 'paul.durand@example.fr', firstname: 'Paul', lastname: 'Durand' });

/** The token an administrator's link carries (client 7, no refresh token). */
export const connectAsToken = sampleAccessToken(7, 'connect-as');

export const sampleDataLayer: DataLayer = {
  client_id: 7,
  email_sha256: '5f1c3b0e4a9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e',
  locale: 'fr',
  country: 'FR',
  client_kind: 'prospect',
  subscription_status: 'PROSPECT',
  woman_subscription_status: null,
  shop_status: 'PROSPECT',
  profiles_count: 0,
  signed_up_at: '2026-11-01T09:30:00.000Z',
};

const problem = (status: number, type: string, extra: Partial<Problem> = {}): Problem => ({ type, title: type, status, ...extra });
const unavailable = problem(503, 'SERVICE_UNAVAILABLE');

export type SessionSampleEvent =
  | SessionEvent
  | DoneActorEvent<TokenPair, 'signIn'>
  | ErrorActorEvent<Problem, 'signIn'>
  | DoneActorEvent<Client, 'loadClient'>
  | ErrorActorEvent<Problem, 'loadClient'>
  | DoneActorEvent<DataLayer, 'loadDataLayer'>
  | ErrorActorEvent<Problem, 'loadDataLayer'>
  | DoneActorEvent<TokenPair, 'refresh'>
  | ErrorActorEvent<Problem, 'refresh'>
  | DoneActorEvent<undefined, 'revoke'>
  | ErrorActorEvent<Problem, 'revoke'>
  | { type: 'xstate.after.refreshRetryDelay.session.refreshing.waiting' };

/**
 * The events path generation sends to the session machine: what screens ask (sign in, signed up,
 * sign out, account edited, a profile of another client), the API client's refresh
 * after a 401, an administrator's link, each outcome of each call, and the second between two
 * refresh attempts.
 */
export const sessionSampleEvents: readonly SessionSampleEvent[] = [
  { type: 'SIGN_IN', email: 'claire.martin@example.fr', password: 'trunk-of-2026' },
  { type: 'SIGNED_IN', tokens: signedInPair },
  { type: 'SIGN_OUT' },
  { type: 'REFRESH' },
  { type: 'CLIENT_CHANGED', client: sessionClient },
  { type: 'CHECK_CLIENT_ID', clientId: 9 },
  { type: 'CONNECT_AS', token: connectAsToken },
  { type: 'xstate.done.actor.signIn', output: signedInPair, actorId: 'signIn' },
  { type: 'xstate.error.actor.signIn', error: problem(401, 'INVALID_CREDENTIALS'), actorId: 'signIn' },
  { type: 'xstate.error.actor.signIn', error: problem(429, 'TOO_MANY_ATTEMPTS', { retry_after: 840 }), actorId: 'signIn' },
  { type: 'xstate.error.actor.signIn', error: unavailable, actorId: 'signIn' },
  { type: 'xstate.done.actor.loadClient', output: sessionClient, actorId: 'loadClient' },
  { type: 'xstate.done.actor.loadClient', output: impersonatedClient, actorId: 'loadClient' },
  { type: 'xstate.done.actor.loadClient', output: otherClient, actorId: 'loadClient' },
  { type: 'xstate.error.actor.loadClient', error: problem(401, 'UNAUTHORIZED'), actorId: 'loadClient' },
  { type: 'xstate.error.actor.loadClient', error: unavailable, actorId: 'loadClient' },
  { type: 'xstate.done.actor.loadDataLayer', output: sampleDataLayer, actorId: 'loadDataLayer' },
  { type: 'xstate.error.actor.loadDataLayer', error: unavailable, actorId: 'loadDataLayer' },
  { type: 'xstate.done.actor.refresh', output: refreshedPair, actorId: 'refresh' },
  { type: 'xstate.error.actor.refresh', error: problem(401, 'REFRESH_TOKEN_REUSED'), actorId: 'refresh' },
  { type: 'xstate.error.actor.refresh', error: unavailable, actorId: 'refresh' },
  { type: 'xstate.done.actor.revoke', output: undefined, actorId: 'revoke' },
  { type: 'xstate.error.actor.revoke', error: unavailable, actorId: 'revoke' },
  { type: 'xstate.after.refreshRetryDelay.session.refreshing.waiting' },
];

const noTokens = { accessToken: null, clientId: null, refreshable: false };

/** Starts: a visitor; the cookies of an earlier sign-in; the same with another client's id; an administrator's link. */
export const sessionSampleInputs: readonly SessionInput[] = [
  { tokens: noTokens, connectAsToken: null },
  { tokens: { accessToken: signedInPair.access_token, clientId: '7', refreshable: true }, connectAsToken: null },
  { tokens: { accessToken: signedInPair.access_token, clientId: '9', refreshable: true }, connectAsToken: null },
  { tokens: noTokens, connectAsToken },
];
