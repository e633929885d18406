import { createContext, useContext, useSyncExternalStore } from 'react';
import type { components } from '@/shared/api';
import type { TokenPair } from './tokens';

export type Client = components['schemas']['Client'];
export type ClientPatch = components['schemas']['ClientPatch'];
export type CountryCode = components['schemas']['CountryCode'];

/** The three statuses of seed 000, section 4. */
export type SessionStatus = 'unauthenticated' | 'loading' | 'authenticated';

/** Why a sign-in did not go through, as the sign-in form tells it. */
export type SignInFailure =
  | { kind: 'invalid-credentials' }
  | { kind: 'too-many-attempts'; retryAfter: number }
  | { kind: 'unavailable' };

/** The signed-in person (or visitor) as every screen sees them. */
export interface Viewer {
  status: SessionStatus;
  /** The client from `GET clients/me`; null for a visitor, and when the start-up load failed. */
  client: Client | null;
  signIn: { pending: boolean; failure: SignInFailure | null };
}

/**
 * A visitor halfway through a quiz: their answers wait on a temporary account (seed 001 section
 * 9), which is no account of theirs until they sign up or sign in.
 */
export const isQuizAccount = (viewer: Pick<Viewer, 'status' | 'client'>): boolean => viewer.status === 'authenticated' && viewer.client?.is_signed_up === false;

export interface Credentials {
  email: string;
  password: string;
}

/**
 * What screens may ask of the session. The session feature implements it over its machine and
 * provides it with `SessionContext`; features and widgets use it through the hooks below.
 */
export interface SessionPort {
  getViewer(): Viewer;
  subscribe(listener: () => void): () => void;
  signIn(credentials: Credentials): void;
  /** A pair obtained elsewhere (sign-up, password reset, password change) starts or renews the session. */
  signedIn(tokens: TokenPair): void;
  signOut(): void;
  /** The client as a call (PATCH clients/me) returned it. */
  clientChanged(client: Client): void;
  /** A client id read from other data (profiles): a different one ends the session. */
  checkClientId(clientId: number): void;
  /** An administrator's `connect-as-access-token` from the address: it replaces the session. */
  connectAs(accessToken: string): void;
}

export const SessionContext = createContext<SessionPort | null>(null);

export function useSession(): SessionPort {
  const port = useContext(SessionContext);
  if (!port) throw new Error('useSession needs a SessionContext provider');
  return port;
}

/**
 * Who the server renders a page for: it does not know the session, so the page is drawn as while
 * the session loads; the browser draws the same while it takes the page over, then the real one.
 */
export const SERVER_VIEWER: Viewer = { status: 'loading', client: null, signIn: { pending: false, failure: null } };
const serverViewer = () => SERVER_VIEWER;

/** The viewer, re-rendering when the session changes. */
export function useViewer(): Viewer {
  const port = useSession();
  return useSyncExternalStore(port.subscribe, port.getViewer, serverViewer);
}
