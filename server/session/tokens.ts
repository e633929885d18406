import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const ISSUER = 'little-closet';
export const AUDIENCE = 'little-closet-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What an access token says. */
export interface AccessClaims {
  clientId: number;
  sessionId: string;
  role: 'client' | 'admin';
  /** Who acts as the client (impersonation): an administrator's email or 'operator'. */
  actor: string | null;
}

/** Signs an access token (HS256) that expires at `expiresAt`. */
export function signAccessToken(key: Uint8Array, claims: AccessClaims, expiresAt: Date): Promise<string> {
  return new SignJWT({ sid: claims.sessionId, role: claims.role, ...(claims.actor ? { act: { sub: claims.actor } } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(String(claims.clientId))
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
}

/** The claims of a valid token; null for a tampered, expired, foreign or malformed one. */
export async function verifyAccessToken(key: Uint8Array, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    const clientId = Number(payload.sub);
    const { sid, role, act } = payload as { sid?: unknown; role?: unknown; act?: { sub?: unknown } };
    if (!Number.isSafeInteger(clientId) || clientId < 1 || typeof sid !== 'string' || !UUID.test(sid) || (role !== 'client' && role !== 'admin')) return null;
    return { clientId, sessionId: sid, role, actor: typeof act?.sub === 'string' ? act.sub : null };
  } catch {
    return null;
  }
}

/** An opaque token (refresh, password reset): 32 random bytes. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Opaque tokens are stored as their SHA-256, never in clear. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
