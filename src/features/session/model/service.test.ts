import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { clearTokens, readTokens, saveTokens, type Client, type StoredTokens, type TokenPair } from '@/entities/session';
import { appSessionLogic } from './app-session';
import { createSessionService } from './service';
import { refreshedPair, sampleDataLayer, sessionClient, signedInPair } from './sample-events';

const stored: StoredTokens = { accessToken: signedInPair.access_token, clientId: '7', refreshable: true };

/** A promise settled by hand, and how many times it was asked for. */
function pending<T>() {
  const call = { count: 0, resolve: (_: T) => {}, reject: (_: unknown) => {} };
  const run = () => {
    call.count += 1;
    return new Promise<T>((resolve, reject) => Object.assign(call, { resolve, reject }));
  };
  return { call, run };
}

/** The app's session over real cookies, with its calls answered by hand. */
function startSession(tokens: StoredTokens) {
  saveTokens(tokens);
  const load = pending<Client>();
  const refresh = pending<TokenPair>();
  const logic = appSessionLogic.provide({
    actors: {
      loadClient: fromPromise(load.run),
      refresh: fromPromise(refresh.run),
      loadDataLayer: fromPromise(async () => sampleDataLayer),
      revoke: fromPromise(async () => {}),
    },
    actions: { pushDataLayer: () => {}, sendToLogin: () => {} },
  });
  const session = createSessionService(logic, { input: { tokens: readTokens(), connectAsToken: null } });
  return { session, load: load.call, refresh: refresh.call };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => clearTokens());

describe('the session service', () => {
  it('shows the viewer loading, then signed in with the client', async () => {
    const { session, load } = startSession(stored);
    const seen: string[] = [];
    session.subscribe(() => seen.push(session.getViewer().status));
    expect(session.getViewer()).toEqual({ status: 'loading', client: null, signIn: { pending: false, failure: null } });
    load.resolve(sessionClient);
    await tick();
    expect(session.getViewer()).toEqual({ status: 'authenticated', client: sessionClient, signIn: { pending: false, failure: null } });
    expect(seen).toEqual(['authenticated']);
  });

  it('keeps the viewer while nothing a screen sees changes', async () => {
    const { session, load } = startSession(stored);
    load.resolve(sessionClient);
    await tick();
    const viewer = session.getViewer();
    void session.refreshAfterUnauthorized(stored.accessToken as string);
    expect(session.getViewer()).toBe(viewer);
  });

  it('refreshes once for every call in flight, and answers each with the new token', async () => {
    const { session, load, refresh } = startSession(stored);
    load.resolve(sessionClient);
    await tick();
    const first = session.refreshAfterUnauthorized(stored.accessToken as string);
    const second = session.refreshAfterUnauthorized(stored.accessToken as string);
    expect(second).toBe(first);
    const answers = Promise.all([first, second]);
    await tick();
    expect(refresh.count).toBe(1);
    refresh.resolve(refreshedPair);
    await expect(answers).resolves.toEqual([refreshedPair.access_token, refreshedPair.access_token]);
    expect(readTokens().accessToken).toBe(refreshedPair.access_token);
    expect(session.getViewer().status).toBe('authenticated');
  });

  it('answers at once with the token the cookies hold when it was renewed meanwhile', async () => {
    const { session, load, refresh } = startSession(stored);
    load.resolve(sessionClient);
    await tick();
    await expect(session.refreshAfterUnauthorized('an-older-token')).resolves.toBe(stored.accessToken);
    expect(refresh.count).toBe(0);
  });

  it('answers null once the session is over, and a later 401 starts a new refresh', async () => {
    const { session, load, refresh } = startSession(stored);
    load.resolve(sessionClient);
    await tick();
    const answer = session.refreshAfterUnauthorized(stored.accessToken as string);
    await tick();
    refresh.reject({ type: 'REFRESH_TOKEN_REUSED', title: 'Refresh token reused', status: 401 });
    await expect(answer).resolves.toBeNull();
    expect(readTokens()).toEqual({ accessToken: null, clientId: null, refreshable: false });
    expect(session.getViewer().status).toBe('unauthenticated');
    await expect(session.refreshAfterUnauthorized('any')).resolves.toBeNull();
  });

  it('stays loading while the refresh of the first load runs, and answers the waiting calls when it is done', async () => {
    const { session, load, refresh } = startSession(stored);
    const answer = session.refreshAfterUnauthorized(stored.accessToken as string);
    load.reject({ type: 'UNAUTHORIZED', title: 'Unauthorized', status: 401 });
    await tick();
    expect(session.getViewer().status).toBe('loading');
    refresh.resolve(refreshedPair);
    await tick();
    load.resolve(sessionClient);
    await expect(answer).resolves.toBe(refreshedPair.access_token);
    expect(refresh.count).toBe(1);
  });
});
