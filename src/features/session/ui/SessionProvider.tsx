import type { ReactNode } from 'react';
import { SessionContext, type SessionPort } from '@/entities/session';
import { appSession } from '../model/app-session';

/** Gives screens the session: the app's own (over the API and the browser), or one a test passes. */
export function SessionProvider({ session, children }: { session?: SessionPort; children: ReactNode }) {
  return <SessionContext.Provider value={session ?? appSession()}>{children}</SessionContext.Provider>;
}
