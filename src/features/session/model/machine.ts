import { assign, fromPromise, setup } from 'xstate';
import {
  tokenClientId,
  type Client,
  type Credentials,
  type SignInFailure,
  type StoredTokens,
  type TokenPair,
} from '@/entities/session';
import type { components } from '@/shared/api';
import { describeFailure, failureStatus, refreshRefused, signInFailure } from './failure';

export type DataLayer = components['schemas']['DataLayer'];

/** Seed 000, section 8. */
export const NO_REFRESH_TOKEN = 'NO REFRESH TOKEN FOUND';
export const MAX_RETRIES_REACHED = 'Max retries reached';
/** Seed 000, section 9: two refresh attempts, one second apart. */
const MAX_REFRESH_ATTEMPTS = 2;
const REFRESH_RETRY_DELAY = 1000;

export interface SessionInput {
  /** The session cookies at start. */
  tokens: StoredTokens;
  /** An administrator's `connect-as-access-token` read from the address at start. */
  connectAsToken: string | null;
}

export interface SessionMachineContext {
  /** The tokens as the cookies hold them (the machine writes the cookies). */
  tokens: StoredTokens;
  /** The `connect-as-access-token` of the start, until it is adopted. */
  connectAsToken: string | null;
  /** The client from `GET clients/me`; null for a visitor and when the start-up load failed. */
  client: Client | null;
  signInFailure: SignInFailure | null;
  /** Why the last session ended, when it ended by itself. */
  error: string | null;
  refreshAttempts: number;
  /** While refreshing: where the refresh returns, the load of the client or the signed-in session. */
  resumeTo: 'loading' | 'authenticated' | null;
}

export type SessionEvent =
  | ({ type: 'SIGN_IN' } & Credentials)
  | { type: 'SIGNED_IN'; tokens: TokenPair }
  | { type: 'SIGN_OUT' }
  | { type: 'REFRESH' }
  | { type: 'CLIENT_CHANGED'; client: Client }
  | { type: 'CHECK_CLIENT_ID'; clientId: number }
  | { type: 'CONNECT_AS'; token: string };

/** What guards read: the context, and the event (the machine's own, or a call's done or error event). */
type GuardArgs = { context: SessionMachineContext; event: { type: string; output?: unknown; error?: unknown; clientId?: number } };

const NO_TOKENS: StoredTokens = { accessToken: null, clientId: null, refreshable: false };

/** The rules of the session, pure functions of its context and the event. */
export const sessionGuards = {
  hasConnectAsToken: ({ context }: GuardArgs) => context.connectAsToken !== null,
  /** The stored access token was issued for another client than the `lc_client_id` cookie says. */
  storedClientIdDiffers: ({ context: { tokens } }: GuardArgs) => {
    const sub = tokens.accessToken === null ? null : tokenClientId(tokens.accessToken);
    return sub !== null && sub !== tokens.clientId;
  },
  hasStoredTokens: ({ context: { tokens } }: GuardArgs) => tokens.accessToken !== null || tokens.refreshable,
  /** The loaded client is the one the cookies are for. */
  clientIdMatches: ({ context, event }: GuardArgs) => String((event.output as Client).id) === context.tokens.clientId,
  /** An id read from other data (profiles) names another client than the cookies. */
  otherClientId: ({ context, event }: GuardArgs) => String(event.clientId) !== context.tokens.clientId,
  isUnauthorized: ({ event }: GuardArgs) => failureStatus(event.error) === 401,
  /** The server keeps a refresh token for this session (in its HttpOnly cookie, which the page never reads). */
  hasRefreshToken: ({ context }: GuardArgs) => context.tokens.refreshable,
  refreshRefused: ({ event }: GuardArgs) => refreshRefused(event.error),
  refreshAttemptsLeft: ({ context }: GuardArgs) => context.refreshAttempts < MAX_REFRESH_ATTEMPTS,
  resumesLoading: ({ context }: GuardArgs) => context.resumeTo === 'loading',
};

function tokensOf(pair: TokenPair): StoredTokens {
  return { accessToken: pair.access_token, clientId: String(pair.client_id), refreshable: true };
}

const provided = (name: string) => () => {
  throw new Error(`${name}: provided by the app`);
};

/**
 * The access token a call goes with, taken from the context: the cookies are written by an action
 * that runs after the next state's call has started.
 */
export interface Bearer {
  accessToken: string | null;
}
const bearerOf = ({ context }: { context: SessionMachineContext }): Bearer => ({ accessToken: context.tokens.accessToken });

/**
 * The session of seed 000 (sections 4, 7, 8): who is signed in, kept in cookies for a year;
 * a 401 refreshes the token (two attempts, one second apart) or ends the session and sends the
 * user to login; a client id that does not match the cookies signs out and reloads once; an
 * administrator acts as a client with `connect-as-access-token`.
 *
 * Actions that touch the world (cookies, address bar, navigation, reload, data layer) do nothing
 * here: the app provides them, and tests provide their own.
 */
export const sessionMachine = setup({
  types: {} as { context: SessionMachineContext; events: SessionEvent; input: SessionInput },
  actors: {
    signIn: fromPromise<TokenPair, Credentials>(provided('signIn')),
    loadClient: fromPromise<Client, Bearer>(provided('loadClient')),
    loadDataLayer: fromPromise<DataLayer, Bearer>(provided('loadDataLayer')),
    refresh: fromPromise<TokenPair>(provided('refresh')),
    revoke: fromPromise<void>(provided('revoke')),
  },
  guards: sessionGuards,
  actions: {
    rememberPair: assign((_, pair: TokenPair) => ({ tokens: tokensOf(pair), signInFailure: null, error: null })),
    /** An administrator's token: the client it names, no refresh token. */
    adoptToken: assign((_, token: string) => ({
      tokens: { accessToken: token, clientId: tokenClientId(token), refreshable: false },
      connectAsToken: null,
      signInFailure: null,
      error: null,
    })),
    rememberClient: assign((_, client: Client) => ({ client })),
    forgetClient: assign({ client: null }),
    forgetSession: assign({ tokens: NO_TOKENS, client: null }),
    rememberSignInFailure: assign((_, error: unknown) => ({ signInFailure: signInFailure(error) })),
    /** A new sign-in: the last failure, and why the last session ended, no longer matter. */
    forgetFailures: assign({ signInFailure: null, error: null }),
    startRefresh: assign((_, resumeTo: 'loading' | 'authenticated') => ({ resumeTo })),
    finishRefresh: assign({ refreshAttempts: 0, resumeTo: null }),
    countRefreshAttempt: assign({ refreshAttempts: ({ context }) => context.refreshAttempts + 1 }),
    rememberError: assign((_, error: string) => ({ error })),
    // The world, provided by the app:
    /** Writes the cookies as `context.tokens` says (one year). */
    storeTokens: () => {},
    /** Deletes every session cookie. */
    clearCookies: () => {},
    /** Takes `connect-as-access-token` out of the address bar. */
    forgetConnectAsParameter: () => {},
    /** Sends the user to login with the way back and `reason=expired`. */
    sendToLogin: () => {},
    /** Reloads the page, unless it did so in the last 10 seconds. */
    reloadOnce: () => {},
    /** Pushes the client's analytics data to `window.dataLayer`. */
    pushDataLayer: (_, _dataLayer: DataLayer) => {},
    /** Records the sign-in with a password ("connexion"). */
    trackLogin: () => {},
  },
  delays: { refreshRetryDelay: REFRESH_RETRY_DELAY },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    tokens: input.tokens,
    connectAsToken: input.connectAsToken,
    client: null,
    signInFailure: null,
    error: null,
    refreshAttempts: 0,
    resumeTo: null,
  }),
  initial: 'starting',
  on: {
    // A pair from sign-up or password reset starts a session.
    SIGNED_IN: { target: '.loading', actions: [{ type: 'rememberPair', params: ({ event }) => event.tokens }, 'storeTokens'] },
    CONNECT_AS: {
      target: '.loading',
      actions: [{ type: 'adoptToken', params: ({ event }) => event.token }, 'storeTokens', 'forgetConnectAsParameter'],
    },
  },
  states: {
    starting: {
      always: [
        {
          guard: 'hasConnectAsToken',
          target: 'loading',
          // The guard lets only a token through to here.
          actions: [{ type: 'adoptToken', params: ({ context }) => context.connectAsToken as string }, 'storeTokens', 'forgetConnectAsParameter'],
        },
        { guard: 'storedClientIdDiffers', target: 'mismatch' },
        { guard: 'hasStoredTokens', target: 'loading' },
        { target: 'unauthenticated' },
      ],
    },

    unauthenticated: {
      entry: ['forgetSession', 'clearCookies'],
      initial: 'idle',
      states: {
        idle: {
          on: { SIGN_IN: 'signingIn' },
        },
        signingIn: {
          entry: 'forgetFailures',
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: ({ event }) => {
              const { email, password } = event as Extract<SessionEvent, { type: 'SIGN_IN' }>;
              return { email, password };
            },
            onDone: { target: '#session.loading', actions: [{ type: 'rememberPair', params: ({ event }) => event.output }, 'storeTokens', 'trackLogin'] },
            onError: { target: 'failed', actions: { type: 'rememberSignInFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
        failed: {
          on: { SIGN_IN: 'signingIn' },
        },
      },
    },

    loading: {
      entry: 'forgetClient',
      invoke: {
        id: 'loadClient',
        src: 'loadClient',
        input: bearerOf,
        onDone: [
          { guard: 'clientIdMatches', target: 'authenticated', actions: { type: 'rememberClient', params: ({ event }) => event.output } },
          { target: 'mismatch' },
        ],
        onError: [
          { guard: 'isUnauthorized', target: 'refreshing', actions: { type: 'startRefresh', params: 'loading' } },
          // Seed 001, section 4: a failed start-up load is ignored; the session goes on without the client.
          { target: 'authenticated' },
        ],
      },
    },

    authenticated: {
      initial: 'trackingSession',
      on: {
        SIGN_OUT: [{ guard: 'hasRefreshToken', target: 'signingOut' }, { target: 'unauthenticated' }],
        REFRESH: { target: 'refreshing', actions: { type: 'startRefresh', params: 'authenticated' } },
        // A new pair of this session (password change): the client stays signed in while it is fetched again.
        SIGNED_IN: { target: '.refetching', actions: [{ type: 'rememberPair', params: ({ event }) => event.tokens }, 'storeTokens'] },
        CLIENT_CHANGED: { actions: { type: 'rememberClient', params: ({ event }) => event.client } },
        CHECK_CLIENT_ID: { guard: 'otherClientId', target: 'mismatch' },
      },
      states: {
        /** Once per session: the client's analytics data; a failure is ignored. */
        trackingSession: {
          invoke: {
            id: 'loadDataLayer',
            src: 'loadDataLayer',
            input: bearerOf,
            onDone: { target: 'ready', actions: { type: 'pushDataLayer', params: ({ event }) => event.output } },
            onError: { target: 'ready' },
          },
        },
        ready: {},
        refetching: {
          invoke: {
            id: 'loadClient',
            src: 'loadClient',
            input: bearerOf,
            onDone: [
              { guard: 'clientIdMatches', target: 'ready', actions: { type: 'rememberClient', params: ({ event }) => event.output } },
              { target: '#session.mismatch' },
            ],
            onError: { target: 'ready' },
          },
        },
      },
    },

    refreshing: {
      initial: 'checking',
      exit: 'finishRefresh',
      states: {
        checking: {
          always: [
            { guard: 'hasRefreshToken', target: 'exchanging' },
            { target: '#session.sessionEnded', actions: { type: 'rememberError', params: NO_REFRESH_TOKEN } },
          ],
        },
        exchanging: {
          entry: 'countRefreshAttempt',
          invoke: {
            id: 'refresh',
            src: 'refresh',
            onDone: { target: 'renewed', actions: [{ type: 'rememberPair', params: ({ event }) => event.output }, 'storeTokens'] },
            onError: [
              { guard: 'refreshRefused', target: '#session.sessionEnded', actions: { type: 'rememberError', params: ({ event }) => describeFailure(event.error) } },
              { guard: 'refreshAttemptsLeft', target: 'waiting' },
              { target: '#session.sessionEnded', actions: { type: 'rememberError', params: MAX_RETRIES_REACHED } },
            ],
          },
        },
        waiting: {
          after: { refreshRetryDelay: 'exchanging' },
        },
        /** Back where the refresh was needed. */
        renewed: {
          always: [{ guard: 'resumesLoading', target: '#session.loading' }, { target: '#session.authenticated.ready' }],
        },
      },
    },

    signingOut: {
      invoke: {
        id: 'revoke',
        src: 'revoke',
        // Only a session with a refresh token signs out through here: the server's cookie names it.
        // Whatever the answer, the session is over on this side.
        onDone: { target: 'unauthenticated' },
        onError: { target: 'unauthenticated' },
      },
    },

    /** The refresh failed: signed out, and sent to login with the way back. */
    sessionEnded: {
      entry: 'sendToLogin',
      always: { target: 'unauthenticated' },
    },

    /** The cookies name another client than the token or the loaded client: signed out, and the page reloads. */
    mismatch: {
      entry: 'reloadOnce',
      always: { target: 'unauthenticated' },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
