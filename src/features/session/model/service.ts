import { createActor, type ActorOptions, type InspectionEvent } from 'xstate';
import { readTokens, type SessionPort, type Viewer } from '@/entities/session';
import type { SessionInput, SessionMachine } from './machine';
import { selectViewer } from './selectors';

export interface SessionService extends SessionPort {
  /**
   * After a 401 to a call sent with `usedToken`: the access token to retry with, or null when the
   * session is over. A token the cookies already hold in its place (renewed meanwhile) answers at
   * once; otherwise the calls in flight share one refresh.
   */
  refreshAfterUnauthorized(usedToken: string): Promise<string | null>;
  stop(): void;
}

export interface SessionServiceOptions {
  input: SessionInput;
  inspect?: (event: InspectionEvent) => void;
  /** The clock of the machine's delays (tests pass a simulated one). */
  clock?: ActorOptions<SessionMachine>['clock'];
}

/** Starts the session machine and offers it to screens as a `SessionPort`, and to the API client. */
export function createSessionService(logic: SessionMachine, { input, inspect, clock }: SessionServiceOptions): SessionService {
  const actor = createActor(logic, { input, ...(inspect ? { inspect } : {}), ...(clock ? { clock } : {}) });
  let viewer: Viewer = selectViewer(actor.getSnapshot());
  const listeners = new Set<() => void>();
  actor.subscribe((snapshot) => {
    const next = selectViewer(snapshot, viewer);
    if (next === viewer) return;
    viewer = next;
    listeners.forEach((listener) => listener());
  });
  actor.start();
  viewer = selectViewer(actor.getSnapshot(), viewer);

  /** Where the session stands once no refresh, load or sign-out runs: the token to use, or none. */
  const settledToken = () => {
    const snapshot = actor.getSnapshot();
    if (snapshot.matches('authenticated')) return snapshot.context.tokens.accessToken;
    if (snapshot.matches('unauthenticated')) return null;
    return undefined;
  };

  let refreshing: Promise<string | null> | null = null;
  const refreshOnce = () =>
    new Promise<string | null>((resolve) => {
      actor.send({ type: 'REFRESH' });
      const settle = () => {
        const token = settledToken();
        if (token === undefined) return false;
        resolve(token);
        return true;
      };
      if (settle()) return;
      const subscription = actor.subscribe(() => settle() && subscription.unsubscribe());
    }).finally(() => {
      refreshing = null;
    });

  return {
    getViewer: () => viewer,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn: ({ email, password }) => actor.send({ type: 'SIGN_IN', email, password }),
    signedIn: (tokens) => actor.send({ type: 'SIGNED_IN', tokens }),
    signOut: () => actor.send({ type: 'SIGN_OUT' }),
    clientChanged: (client) => actor.send({ type: 'CLIENT_CHANGED', client }),
    checkClientId: (clientId) => actor.send({ type: 'CHECK_CLIENT_ID', clientId }),
    connectAs: (token) => actor.send({ type: 'CONNECT_AS', token }),
    refreshAfterUnauthorized(usedToken) {
      const stored = readTokens().accessToken;
      if (stored && stored !== usedToken) return Promise.resolve(stored);
      refreshing ??= refreshOnce();
      return refreshing;
    },
    stop: () => actor.stop(),
  };
}
