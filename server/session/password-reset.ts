import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { clients, passwordResets } from '../db/schema';
import { fieldProblem } from '../http/problem';
import type { LocaleCode, Schemas } from '../http/types';
import { normaliseEmail } from '../lib/contact';
import { appLink } from '../lib/links';
import type { MailPort } from '../mail/port';
import { resetPasswordMail } from '../mail/templates';
import { findClientByEmail } from './clients';
import { hashPassword } from './password';
import type { Limit, Limits, RateLimiter } from './rate-limit';
import type { SessionService } from './sessions';
import { hashToken, newOpaqueToken } from './tokens';

/** What a password reset works with. */
export interface PasswordResetDeps {
  db: Database;
  config: ServerConfig;
  sessions: SessionService;
  limiter: RateLimiter;
  limits: Limits;
  mail: MailPort;
}

const invalidResetToken = () =>
  fieldProblem('INVALID_RESET_TOKEN', 'Invalid reset link', 'token', 'This reset link is wrong, already used or expired: ask for a new one');

/**
 * Mails a reset link to the account of `email`, if there is one (the newest link alone works).
 * Whether there is one never shows: a mail that fails is logged, and the client may ask again.
 */
export async function sendResetLink(
  { db, config, limiter, limits, mail }: Omit<PasswordResetDeps, 'sessions'>,
  address: string,
  ip: string,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<void> {
  const email = normaliseEmail(address);
  const checks: Array<[Limit, string]> = [
    [limits.resetEmail, email],
    [limits.resetAddress, ip],
  ];
  await limiter.enforce(...checks);
  await limiter.hit(...checks);
  const client = await findClientByEmail(db, email);
  if (!client) return;
  const token = newOpaqueToken();
  await db.transaction(async (tx) => {
    // Only the newest link works.
    await tx.delete(passwordResets).where(and(eq(passwordResets.clientId, client.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({
      clientId: client.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + config.resetTokenTtl * 1000),
    });
  });
  const link = appLink(config.appUrl, client.locale, `/reset-password?client_id=${client.id}&token=${token}`);
  const to = { email: client.email, firstname: client.firstname, locale: client.locale as LocaleCode };
  try {
    await mail.send(resetPasswordMail(to, link, config.resetTokenTtl));
  } catch (error) {
    // The answer never tells whether the address has an account: the client may ask again.
    log.error({ err: error }, 'password-reset mail not sent');
  }
}

/** A new password from a reset link, used once: every session of the account ends, and a new one opens. */
export async function resetPassword(
  { db, sessions, limiter, limits }: Pick<PasswordResetDeps, 'db' | 'sessions' | 'limiter' | 'limits'>,
  { client_id: clientId, password, token }: Schemas['ResetPasswordInput'],
): Promise<Schemas['TokenPair']> {
  const now = new Date();
  const [reset] = await db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, hashToken(token)), eq(passwordResets.clientId, clientId), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)));
  if (!reset) throw invalidResetToken();
  const passwordHash = await hashPassword(password);
  const { client, pair } = await db.transaction(async (tx) => {
    const spent = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (!spent.length) throw invalidResetToken();
    const [client] = await tx.update(clients).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(clients.id, clientId)).returning();
    await sessions.revokeAll(tx, clientId, 'password-reset');
    return { client: client!, pair: await sessions.open(tx, client!) };
  });
  // The link proved the mailbox: earlier failed sign-ins no longer lock the account.
  await limiter.clear(limits.signInAccount, client.email);
  return pair;
}
