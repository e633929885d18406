import type { FastifyReply, FastifyRequest } from 'fastify';
import { ProblemError } from '../http/problem';
import type { Schemas } from '../http/types';

/**
 * The refresh token a browser keeps: an HttpOnly cookie, so that no script of the page (an injected
 * one included) ever reads it, sent only with the two calls that take it (SameSite=Strict: never
 * from another site's page).
 */
export const REFRESH_COOKIE = 'lc_refresh';
export const REFRESH_COOKIE_PATH = '/api/clients/token';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** `Secure` everywhere but plain-http localhost (a developer's machine), where a browser would refuse to keep it. */
function secure(request: FastifyRequest): boolean {
  return request.protocol === 'https' || !LOCAL_HOSTS.has(request.hostname.replace(/:\d+$/, ''));
}

/**
 * A browser's request: browsers send `Sec-Fetch-Site` with every fetch, and no script can remove
 * it. Other clients (apps, scripts, tests) get the refresh token in the body as well.
 */
const fromBrowser = (request: FastifyRequest) => request.headers['sec-fetch-site'] !== undefined;

/**
 * The answer of a sign-in, sign-up, refresh, reset or password change: the refresh token goes in
 * the cookie, and leaves the body of a browser's answer, where a script would read it.
 */
export function deliverPair(request: FastifyRequest, reply: FastifyReply, pair: Schemas['TokenPair'], sessions: { refreshTokenTtl: number }): Schemas['TokenPair'] {
  const { refresh_token: refreshToken, ...rest } = pair;
  if (refreshToken === undefined) return pair;
  reply.setCookie(REFRESH_COOKIE, refreshToken, { httpOnly: true, secure: secure(request), sameSite: 'strict', path: REFRESH_COOKIE_PATH, maxAge: sessions.refreshTokenTtl });
  return fromBrowser(request) ? rest : pair;
}

/** As long as the contract lets a body's refresh token be. */
const MAX_TOKEN_LENGTH = 512;

/**
 * The refresh token a refresh or revoke presents: the body's (a client that is not a browser), or
 * else the cookie's; null when there is none, or the cookie holds no token of ours.
 */
export function presentedRefreshToken(request: FastifyRequest, body: Schemas['RefreshInput'] | undefined): string | null {
  if (body?.refresh_token !== undefined) return body.refresh_token;
  const cookie = request.cookies[REFRESH_COOKIE];
  return cookie && cookie.length <= MAX_TOKEN_LENGTH ? cookie : null;
}

/** No refresh token at all: the session cannot be renewed, as with a token that is no longer good. */
export const noRefreshToken = () => new ProblemError(401, 'INVALID_REFRESH_TOKEN', 'Invalid refresh token', 'No refresh token came with the call: sign in again');

/** Sign-out, or a refresh token the server refused: the browser forgets it. */
export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (request.cookies[REFRESH_COOKIE] === undefined) return;
  reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, secure: secure(request), sameSite: 'strict', path: REFRESH_COOKIE_PATH });
}
