import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { StoredTokens, TokenPair } from '@/entities/session';
import { MAX_RETRIES_REACHED, NO_REFRESH_TOKEN, sessionGuards, sessionMachine, type SessionInput, type SessionMachineContext } from './machine';
import { connectAsToken, refreshedPair, sampleAccessToken, sampleDataLayer, sessionClient, signedInPair } from './sample-events';

const none: StoredTokens = { accessToken: null, clientId: null, refreshable: false };
const stored: StoredTokens = { accessToken: signedInPair.access_token, clientId: '7', refreshable: true };

function context(overrides: Partial<SessionMachineContext> = {}): SessionMachineContext {
  return { tokens: stored, connectAsToken: null, client: null, signInFailure: null, error: null, refreshAttempts: 0, resumeTo: null, ...overrides };
}
const args = (overrides: Partial<SessionMachineContext> = {}, event: { type: string; output?: unknown; error?: unknown; clientId?: number } = { type: 'ANY' }) => ({
  context: context(overrides),
  event,
});
const problem = (status: number, type: string) => ({ type, title: type, status });

describe('session guards', () => {
  it('hasConnectAsToken: an administrator’s link opened the page', () => {
    expect(sessionGuards.hasConnectAsToken(args({ connectAsToken }))).toBe(true);
    expect(sessionGuards.hasConnectAsToken(args())).toBe(false);
  });

  it('storedClientIdDiffers: the token’s client is not the lc_client_id cookie’s', () => {
    expect(sessionGuards.storedClientIdDiffers(args({ tokens: { ...stored, clientId: '9' } }))).toBe(true);
    expect(sessionGuards.storedClientIdDiffers(args({ tokens: { ...stored, clientId: null } }))).toBe(true);
    expect(sessionGuards.storedClientIdDiffers(args())).toBe(false);
    expect(sessionGuards.storedClientIdDiffers(args({ tokens: none }))).toBe(false);
    // A token the app cannot read is the server's to refuse.
    expect(sessionGuards.storedClientIdDiffers(args({ tokens: { ...stored, accessToken: 'opaque' } }))).toBe(false);
  });

  it('hasStoredTokens: an access or a refresh token', () => {
    expect(sessionGuards.hasStoredTokens(args())).toBe(true);
    expect(sessionGuards.hasStoredTokens(args({ tokens: { ...none, refreshable: true } }))).toBe(true);
    expect(sessionGuards.hasStoredTokens(args({ tokens: none }))).toBe(false);
  });

  it('clientIdMatches: the loaded client is the cookies’ one', () => {
    expect(sessionGuards.clientIdMatches(args({}, { type: 'xstate.done.actor.loadClient', output: sessionClient }))).toBe(true);
    expect(sessionGuards.clientIdMatches(args({}, { type: 'xstate.done.actor.loadClient', output: { ...sessionClient, id: 9 } }))).toBe(false);
  });

  it('otherClientId: an id from other data that is not the cookies’ one', () => {
    expect(sessionGuards.otherClientId(args({}, { type: 'CHECK_CLIENT_ID', clientId: 9 }))).toBe(true);
    expect(sessionGuards.otherClientId(args({}, { type: 'CHECK_CLIENT_ID', clientId: 7 }))).toBe(false);
  });

  it('isUnauthorized: a 401, nothing else', () => {
    expect(sessionGuards.isUnauthorized(args({}, { type: 'xstate.error.actor.loadClient', error: problem(401, 'UNAUTHORIZED') }))).toBe(true);
    expect(sessionGuards.isUnauthorized(args({}, { type: 'xstate.error.actor.loadClient', error: problem(503, 'SERVICE_UNAVAILABLE') }))).toBe(false);
    expect(sessionGuards.isUnauthorized(args({}, { type: 'xstate.error.actor.loadClient', error: new TypeError('Failed to fetch') }))).toBe(false);
  });

  it('hasRefreshToken', () => {
    expect(sessionGuards.hasRefreshToken(args())).toBe(true);
    expect(sessionGuards.hasRefreshToken(args({ tokens: { ...stored, refreshable: false } }))).toBe(false);
  });

  it('refreshRefused: the server said no (400, 401), not a failure to answer', () => {
    expect(sessionGuards.refreshRefused(args({}, { type: 'xstate.error.actor.refresh', error: problem(401, 'REFRESH_TOKEN_REUSED') }))).toBe(true);
    expect(sessionGuards.refreshRefused(args({}, { type: 'xstate.error.actor.refresh', error: problem(500, 'INTERNAL') }))).toBe(false);
  });

  it('refreshAttemptsLeft: two attempts in all', () => {
    expect(sessionGuards.refreshAttemptsLeft(args({ refreshAttempts: 1 }))).toBe(true);
    expect(sessionGuards.refreshAttemptsLeft(args({ refreshAttempts: 2 }))).toBe(false);
  });

  it('resumesLoading: the refresh was for the load of the client', () => {
    expect(sessionGuards.resumesLoading(args({ resumeTo: 'loading' }))).toBe(true);
    expect(sessionGuards.resumesLoading(args({ resumeTo: 'authenticated' }))).toBe(false);
  });
});

/** The machine with calls that answer as given, a simulated clock, and the world's actions recorded. */
function start(input: SessionInput, answers: { loadClient?: () => Promise<typeof sessionClient>; refresh?: () => Promise<TokenPair> } = {}) {
  const world: string[] = [];
  /** The access token the session had when each refresh went (the refresh token is the server's cookie). */
  const refreshes: (string | null)[] = [];
  const loadsWith: (string | null)[] = [];
  const clock = new SimulatedClock();
  const logic = sessionMachine.provide({
    actors: {
      signIn: fromPromise(async () => signedInPair),
      loadClient: fromPromise(({ input }) => {
        loadsWith.push(input.accessToken);
        return (answers.loadClient ?? (async () => sessionClient))();
      }),
      loadDataLayer: fromPromise(async () => sampleDataLayer),
      refresh: fromPromise(() => {
        refreshes.push(actor.getSnapshot().context.tokens.accessToken);
        return (answers.refresh ?? (async () => refreshedPair))();
      }),
      revoke: fromPromise(async () => {}),
    },
    actions: {
      storeTokens: ({ context }) => void world.push(`store ${context.tokens.accessToken === refreshedPair.access_token ? 'refreshed pair' : 'pair'}${context.tokens.refreshable ? '' : ', no refresh token'}`),
      clearCookies: () => void world.push('clear'),
      forgetConnectAsParameter: () => void world.push('address cleaned'),
      sendToLogin: () => void world.push('login'),
      reloadOnce: () => void world.push('reload'),
      pushDataLayer: (_, dataLayer) => void world.push(`data layer ${dataLayer.client_kind}`),
    },
  });
  const actor = createActor(logic, { input, clock }).start();
  return { actor, world, refreshes, loadsWith, clock };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the session machine', () => {
  it('starts a visitor unauthenticated, with no cookie left', () => {
    const { actor, world } = start({ tokens: none, connectAsToken: null });
    expect(actor.getSnapshot().value).toEqual({ unauthenticated: 'idle' });
    expect(world).toEqual(['clear']);
  });

  it('loads the client of stored tokens, then pushes the data layer once', async () => {
    const { actor, world } = start({ tokens: stored, connectAsToken: null });
    expect(actor.getSnapshot().value).toBe('loading');
    await settle();
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'ready' });
    expect(actor.getSnapshot().context.client).toEqual(sessionClient);
    expect(world).toEqual(['data layer prospect']);
  });

  it('adopts an administrator’s token: stored without refresh token, taken out of the address', () => {
    const { actor, world, loadsWith } = start({ tokens: stored, connectAsToken });
    expect(actor.getSnapshot().value).toBe('loading');
    // The load goes with the adopted token, not with what the cookies held when it started.
    expect(loadsWith).toEqual([connectAsToken]);
    expect(actor.getSnapshot().context.tokens).toEqual({ accessToken: connectAsToken, clientId: '7', refreshable: false });
    expect(world).toEqual(['store pair, no refresh token', 'address cleaned']);
  });

  it('signs out and reloads when the cookie names another client than the token', () => {
    const { actor, world } = start({ tokens: { ...stored, clientId: '9' }, connectAsToken: null });
    expect(actor.getSnapshot().value).toEqual({ unauthenticated: 'idle' });
    expect(world).toEqual(['reload', 'clear']);
  });

  it('refreshes after a 401 to the load, then loads again with the new pair', async () => {
    let calls = 0;
    const { actor, world, refreshes, loadsWith } = start(
      { tokens: stored, connectAsToken: null },
      { loadClient: async () => (calls++ === 0 ? Promise.reject(problem(401, 'UNAUTHORIZED')) : sessionClient) },
    );
    await settle();
    await settle();
    expect(refreshes).toEqual([stored.accessToken]);
    expect(loadsWith).toEqual([stored.accessToken, refreshedPair.access_token]);
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'ready' });
    expect(actor.getSnapshot().context).toMatchObject({ tokens: { accessToken: refreshedPair.access_token, refreshable: true }, refreshAttempts: 0, resumeTo: null });
    expect(world).toEqual(['store refreshed pair', 'data layer prospect']);
  });

  it('tries the refresh twice, one second apart, then ends the session with “Max retries reached”', async () => {
    const { actor, world, refreshes, clock } = start(
      { tokens: stored, connectAsToken: null },
      { refresh: () => Promise.reject(new TypeError('Failed to fetch')) },
    );
    await settle();
    actor.send({ type: 'REFRESH' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ refreshing: 'waiting' });
    clock.increment(999);
    expect(refreshes).toHaveLength(1);
    clock.increment(1);
    expect(refreshes).toHaveLength(2);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ unauthenticated: 'idle' });
    expect(actor.getSnapshot().context.error).toBe(MAX_RETRIES_REACHED);
    expect(world.slice(-2)).toEqual(['login', 'clear']);
  });

  it('ends the session at once when the server refuses the refresh token', async () => {
    const { actor, world, refreshes } = start({ tokens: stored, connectAsToken: null }, { refresh: () => Promise.reject(problem(401, 'REFRESH_TOKEN_REUSED')) });
    await settle();
    actor.send({ type: 'REFRESH' });
    await settle();
    expect(refreshes).toHaveLength(1);
    expect(actor.getSnapshot().context.error).toBe('REFRESH_TOKEN_REUSED');
    expect(world.slice(-2)).toEqual(['login', 'clear']);
  });

  it('ends an administrator’s session with “NO REFRESH TOKEN FOUND” when its token expires', async () => {
    const { actor, world, refreshes } = start({ tokens: none, connectAsToken });
    await settle();
    actor.send({ type: 'REFRESH' });
    expect(refreshes).toEqual([]);
    expect(actor.getSnapshot().context.error).toBe(NO_REFRESH_TOKEN);
    expect(world.slice(-2)).toEqual(['login', 'clear']);
  });

  it('keeps a client signed in when a new pair of the session arrives (password change)', async () => {
    const { actor } = start({ tokens: stored, connectAsToken: null });
    await settle();
    const changed = { ...signedInPair, access_token: sampleAccessToken(7, 'password-change'), refresh_token: 'refresh-password-change' };
    actor.send({ type: 'SIGNED_IN', tokens: changed });
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'refetching' });
    expect(actor.getSnapshot().context.tokens).toEqual({ accessToken: changed.access_token, clientId: '7', refreshable: true });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'ready' });
  });
});
