import type { SnapshotFrom } from 'xstate';
import type { SessionStatus, Viewer } from '@/entities/session';
import type { SessionMachine } from './machine';

type SessionSnapshot = SnapshotFrom<SessionMachine>;

/** Seed 000, section 4: loading until the client is known, also while a refresh of that load or a sign-out runs. */
export function selectStatus(snapshot: SessionSnapshot): SessionStatus {
  if (snapshot.matches('unauthenticated')) return 'unauthenticated';
  if (snapshot.matches('authenticated') || (snapshot.matches('refreshing') && snapshot.context.resumeTo === 'authenticated')) return 'authenticated';
  return 'loading';
}

/** The viewer screens see; `previous` is kept when nothing they see changed (a stable store snapshot). */
export function selectViewer(snapshot: SessionSnapshot, previous?: Viewer): Viewer {
  const status = selectStatus(snapshot);
  const client = status === 'authenticated' ? snapshot.context.client : null;
  const pending = snapshot.matches({ unauthenticated: 'signingIn' });
  const failure = snapshot.matches({ unauthenticated: 'failed' }) ? snapshot.context.signInFailure : null;
  if (previous && previous.status === status && previous.client === client && previous.signIn.pending === pending && previous.signIn.failure === failure) {
    return previous;
  }
  return { status, client, signIn: { pending, failure } };
}
