import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { clients, refreshTokens, sessions } from '../db/schema';
import type { Authenticated } from '../http/auth';
import { ProblemError } from '../http/problem';
import type { Schemas } from '../http/types';
import { hashToken, newOpaqueToken, signAccessToken, verifyAccessToken } from './tokens';

type Role = Authenticated['role'];
type SessionConfig = Pick<ServerConfig, 'accessTokenTtl' | 'refreshTokenTtl' | 'sessionMaxAge' | 'refreshReuseInterval' | 'impersonationTtl'>;

export type RevokedReason = 'signout' | 'reuse' | 'password-change' | 'password-reset';

const invalidRefreshToken = () =>
  new ProblemError(401, 'INVALID_REFRESH_TOKEN', 'Invalid refresh token', 'The refresh token is unknown, expired or revoked: sign in again');

const SECOND = 1000;

/**
 * Sessions are token families: a sign-in opens one, each refresh token of it is good for one
 * exchange, and revoking it ends its refresh and access tokens at once.
 */
export function sessionService(db: Database, config: SessionConfig, key: Uint8Array) {
  /** A new refresh token of the session and an access token, neither outliving the session. */
  async function issue(tx: Database, session: { id: string; clientId: number; expiresAt: Date }, role: Role): Promise<Schemas['TokenPair']> {
    const now = Date.now();
    const end = session.expiresAt.getTime();
    const refreshToken = newOpaqueToken();
    await tx.insert(refreshTokens).values({
      sessionId: session.id,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(Math.min(now + config.refreshTokenTtl * SECOND, end)),
    });
    const accessEnd = Math.min(now + config.accessTokenTtl * SECOND, end);
    return {
      access_token: await signAccessToken(key, { clientId: session.clientId, sessionId: session.id, role, actor: null }, new Date(accessEnd)),
      refresh_token: refreshToken,
      client_id: session.clientId,
      expires_in: Math.floor((accessEnd - now) / SECOND),
      token_type: 'Bearer',
    };
  }

  return {
    /** Seconds a refresh token lasts unused: its cookie's life. */
    refreshTokenTtl: config.refreshTokenTtl,

    /** Signs a client in on a new session (inside the caller's transaction when given one). */
    async open(tx: Database, client: { id: number; role: string }): Promise<Schemas['TokenPair']> {
      const [session] = await tx
        .insert(sessions)
        .values({ clientId: client.id, kind: 'password', expiresAt: new Date(Date.now() + config.sessionMaxAge * SECOND) })
        .returning();
      return issue(tx, session!, client.role as Role);
    },

    /** An access token of the client for `actor`, without a refresh token. */
    async impersonate(client: { id: number; role: string }, actor: string): Promise<{ accessToken: string; expiresIn: number }> {
      const expiresAt = new Date(Date.now() + config.impersonationTtl * SECOND);
      const [session] = await db.insert(sessions).values({ clientId: client.id, kind: 'impersonation', impersonatedBy: actor, expiresAt }).returning();
      const accessToken = await signAccessToken(key, { clientId: client.id, sessionId: session!.id, role: client.role as Role, actor }, expiresAt);
      return { accessToken, expiresIn: config.impersonationTtl };
    },

    /**
     * Exchanges a refresh token for a new pair of its session. A token spent less than
     * `refreshReuseInterval` ago (two tabs refreshing at once) is exchanged again; one spent
     * earlier was stolen or replayed: its whole session ends.
     */
    async refresh(refreshToken: string): Promise<Schemas['TokenPair']> {
      const now = new Date();
      const outcome = await db.transaction(async (tx) => {
        const [found] = await tx
          .select({ token: refreshTokens, session: sessions, role: clients.role })
          .from(refreshTokens)
          .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
          .innerJoin(clients, eq(clients.id, sessions.clientId))
          .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
        if (!found || found.session.revokedAt || found.session.expiresAt <= now || found.token.expiresAt <= now) return 'invalid';
        // Race-safe: of two exchanges at once, one only marks the token spent.
        const spent = await tx
          .update(refreshTokens)
          .set({ usedAt: now })
          .where(and(eq(refreshTokens.id, found.token.id), isNull(refreshTokens.usedAt)))
          .returning({ id: refreshTokens.id });
        if (!spent.length) {
          const [token] = await tx.select({ usedAt: refreshTokens.usedAt }).from(refreshTokens).where(eq(refreshTokens.id, found.token.id));
          if (now.getTime() - token!.usedAt!.getTime() >= config.refreshReuseInterval * SECOND) {
            await revokeWhere(tx, eq(sessions.id, found.session.id), 'reuse');
            return 'reused';
          }
        }
        return issue(tx, found.session, found.role as Role);
      });
      if (outcome === 'invalid') throw invalidRefreshToken();
      if (outcome === 'reused') {
        throw new ProblemError(401, 'REFRESH_TOKEN_REUSED', 'Refresh token already used', 'This refresh token was already exchanged: the session is closed, sign in again');
      }
      return outcome;
    },

    /** Ends the session of a refresh token; an unknown token changes nothing. */
    async revoke(refreshToken: string): Promise<void> {
      const owner = db.select({ id: refreshTokens.sessionId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
      await revokeWhere(db, inArray(sessions.id, owner), 'signout');
    },

    /** Ends every session of a client. */
    async revokeAll(tx: Database, clientId: number, reason: RevokedReason): Promise<void> {
      await revokeWhere(tx, eq(sessions.clientId, clientId), reason);
    },

    /** The client of a valid access token whose session is still open; null otherwise. */
    async authenticate(accessToken: string): Promise<Authenticated | null> {
      const claims = await verifyAccessToken(key, accessToken);
      if (!claims) return null;
      const [row] = await db
        .select({ session: sessions, role: clients.role })
        .from(sessions)
        .innerJoin(clients, eq(clients.id, sessions.clientId))
        .where(eq(sessions.id, claims.sessionId));
      if (!row || row.session.revokedAt || row.session.expiresAt <= new Date() || row.session.clientId !== claims.clientId) return null;
      return { clientId: claims.clientId, role: row.role as Role, sessionId: claims.sessionId, impersonatedBy: row.session.impersonatedBy };
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;

async function revokeWhere(tx: Database, condition: SQL, reason: RevokedReason): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(condition, isNull(sessions.revokedAt)));
}
