import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { clients, emailChanges } from '../db/schema';
import { fieldProblem } from '../http/problem';
import type { LocaleCode, Schemas } from '../http/types';
import { appLink } from '../lib/links';
import type { MailPort } from '../mail/port';
import { emailChangeMail } from '../mail/templates';
import { followOptins } from '../newsletter';
import { emailTaken, hashToken, newOpaqueToken, type ClientRow } from '../session';

/** What an email change works with. */
export interface EmailChangeDeps {
  db: Database;
  config: ServerConfig;
  mail: MailPort;
}

const invalidEmailToken = () =>
  fieldProblem('INVALID_EMAIL_TOKEN', 'Invalid confirmation link', 'token', 'This confirmation link is wrong, already used, replaced or expired: change the email again');

/** The new email of the client waiting for its link to be opened (the newest, unused and unexpired), or null. */
export async function pendingEmailOf(db: Database, clientId: number): Promise<string | null> {
  const [change] = await db
    .select({ email: emailChanges.email })
    .from(emailChanges)
    .where(and(eq(emailChanges.clientId, clientId), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, new Date())))
    .orderBy(desc(emailChanges.id))
    .limit(1);
  return change?.email ?? null;
}

/** Withdraws the client's pending email change, if any. */
export async function withdrawEmailChange(db: Database, clientId: number): Promise<void> {
  await db.delete(emailChanges).where(and(eq(emailChanges.clientId, clientId), isNull(emailChanges.usedAt)));
}

/**
 * Asks `email` to confirm itself as the client's new address: the change waits, the newest alone,
 * and a link is mailed there. An address that already has an account gets no mail, but the change
 * waits all the same, so that nothing the caller sees tells the two apart.
 */
export async function requestEmailChange(
  { db, config, mail }: EmailChangeDeps,
  client: ClientRow,
  email: string,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<void> {
  const token = newOpaqueToken();
  const taken = await db.transaction(async (tx) => {
    await withdrawEmailChange(tx, client.id);
    await tx.insert(emailChanges).values({ clientId: client.id, email, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + config.resetTokenTtl * 1000) });
    const [owner] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.email, email));
    return owner !== undefined;
  });
  if (taken) return;
  const link = appLink(config.appUrl, client.locale, `/confirm-email?token=${token}`);
  try {
    await mail.send(emailChangeMail({ email, firstname: client.firstname, locale: client.locale as LocaleCode }, link, config.resetTokenTtl));
  } catch (error) {
    // The answer is the same as for a taken address: the client may change the email again.
    log.error({ err: error }, 'email-change mail not sent');
  }
}

const isUniqueViolation = (error: unknown): boolean => {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: unknown };
  return code === '23505' || (cause !== undefined && isUniqueViolation(cause));
};

/**
 * Opens a confirmation link: the account's email becomes the confirmed address and the newsletter
 * lists it is opted in to move with it. The link is spent even when the address got an account
 * since it was sent (a 409 to the mailbox's holder, who may know).
 */
export async function confirmEmailChange(db: Database, { token }: Schemas['EmailConfirmationInput']): Promise<Schemas['EmailConfirmation']> {
  const now = new Date();
  const [change] = await db
    .select()
    .from(emailChanges)
    .where(and(eq(emailChanges.tokenHash, hashToken(token)), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, now)));
  if (!change) throw invalidEmailToken();
  let outcome: 'changed' | 'taken';
  try {
    outcome = await db.transaction(async (tx) => {
      const spent = await tx
        .update(emailChanges)
        .set({ usedAt: now })
        .where(and(eq(emailChanges.id, change.id), isNull(emailChanges.usedAt)))
        .returning({ id: emailChanges.id });
      if (!spent.length) throw invalidEmailToken();
      const [owner] = await tx.select({ id: clients.id }).from(clients).where(and(eq(clients.email, change.email), ne(clients.id, change.clientId)));
      if (owner) return 'taken';
      const [before] = await tx.select().from(clients).where(eq(clients.id, change.clientId));
      if (!before) throw invalidEmailToken();
      await tx.update(clients).set({ email: change.email, updatedAt: now }).where(eq(clients.id, before.id));
      const locale = before.locale as LocaleCode;
      const lists = [
        { list: 'KID' as const, optin: before.isOptinKid },
        { list: 'WOMAN' as const, optin: before.isOptinWoman },
      ].filter(({ optin }) => optin);
      await followOptins(tx, before.email, locale, lists.map(({ list }) => ({ list, optin: false, source: 'account' })));
      await followOptins(tx, change.email, locale, lists.map(({ list }) => ({ list, optin: true, source: 'account' })));
      return 'changed';
    });
  } catch (error) {
    // The address got its account in the very same moment.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  if (outcome === 'taken') throw emailTaken();
  return { email: change.email };
}
