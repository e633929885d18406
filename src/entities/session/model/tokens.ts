import { readCookie } from '@/shared/lib';

/** Cookies that hold the session; they last one year. */
export const SESSION_COOKIES = {
  accessToken: 'lc_access_token',
  refreshToken: 'lc_refresh_token',
  clientId: 'lc_client_id',
  maxAge: 31536000,
} as const;

export interface SessionSnapshot {
  status: 'authenticated' | 'unauthenticated';
  accessToken: string | null;
  clientId: string | null;
}

/** The session as the cookies hold it. */
export function readSession(cookies?: string): SessionSnapshot {
  const accessToken = readCookie(SESSION_COOKIES.accessToken, cookies);
  const clientId = readCookie(SESSION_COOKIES.clientId, cookies);
  return { status: accessToken ? 'authenticated' : 'unauthenticated', accessToken, clientId };
}
