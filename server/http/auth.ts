import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './problem';

/** The client an access token authenticates, checked against its session. */
export interface Authenticated {
  clientId: number;
  role: 'client' | 'admin';
  sessionId: string;
  /** The administrator's email (or 'operator') acting as the client; null for the client's own sign-in. */
  impersonatedBy: string | null;
}

/** What checks an access token: the session service. */
export interface Authenticator {
  authenticate(accessToken: string): Promise<Authenticated | null>;
}

/** Who made an authenticated call: a client (or an administrator acting as one), or the operator. */
export type Caller = ({ kind: 'client' } & Authenticated) | { kind: 'operator' };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `bearer` security handler. */
    caller: Caller | null;
  }
}

/**
 * Whether a request carries credentials (an `Authorization` header, valid or not): its answer is
 * the caller's own, and no cache keeps it.
 */
export function carriesCredentials(request: FastifyRequest): boolean {
  return request.headers.authorization !== undefined;
}

/** The token of `Authorization: Bearer <token>` (scheme in any case). */
function bearerToken(header: string | string[] | undefined): string | null {
  const match = typeof header === 'string' ? /^bearer\s+(\S+)$/i.exec(header) : null;
  return match ? match[1]! : null;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The contract's `bearer` scheme. Without scope: a valid access token of an open session. Scope
 * `admin`: an administrator's own token (not one acting as a client), or the operator's token.
 */
export function bearerSecurity(sessions: Authenticator, operatorToken: string) {
  return async function bearer(request: FastifyRequest, _reply: unknown, scopes: string[] = []): Promise<void> {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized();
    const admin = scopes.includes('admin');
    if (admin && sameSecret(token, operatorToken)) {
      request.caller = { kind: 'operator' };
      return;
    }
    const client = await sessions.authenticate(token);
    if (!client) throw unauthorized();
    if (admin && (client.role !== 'admin' || client.impersonatedBy !== null)) throw forbidden('This call is for administrators only');
    request.caller = { kind: 'client', ...client };
  };
}

/** The client of an authenticated call. */
export function clientOf(request: FastifyRequest): Authenticated {
  if (request.caller?.kind !== 'client') throw unauthorized();
  return request.caller;
}
