import type { Credentials } from '@/entities/session';
import { sessionApi, unwrap } from '@/shared/api';
import type { Bearer } from '../model/machine';

// The session's own calls go through the client without refresh: a 401 here is the machine's to handle.

export const signIn = ({ email, password }: Credentials) => unwrap(sessionApi.POST('/clients/token', { body: { email, password } }));

const authorization = ({ accessToken }: Bearer) => (accessToken ? { Authorization: `Bearer ${accessToken}` } : {});

export const loadClient = (bearer: Bearer) => unwrap(sessionApi.GET('/clients/me', { headers: authorization(bearer) }));

export const loadDataLayer = (bearer: Bearer) => unwrap(sessionApi.GET('/clients/me/data-layer', { headers: authorization(bearer) }));

// The refresh token travels in the server's HttpOnly cookie, which these two calls alone receive;
// a token this browser kept from before that cookie is sent once in the body instead.

export const refresh = (legacyRefreshToken: string | null = null) =>
  unwrap(sessionApi.PUT('/clients/token', { body: legacyRefreshToken ? { refresh_token: legacyRefreshToken } : {} }));

export const revoke = (legacyRefreshToken: string | null = null) =>
  unwrap(sessionApi.POST('/clients/token/revoke', { body: legacyRefreshToken ? { refresh_token: legacyRefreshToken } : {} })).then(() => undefined);
