import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { clients } from '../db/schema';
import type { Authenticated } from '../http/auth';
import { fieldProblem, forbidden, unauthorized } from '../http/problem';
import type { Schemas } from '../http/types';
import { isTemporaryEmail, normaliseEmail, normalisePhone } from '../lib/contact';
import { followOptins } from '../newsletter';
import { profileActivities } from '../profiles';
import { hashPassword, verifyPassword, type ClientRow, type Limit, type Limits, type RateLimiter, type SessionService } from '../session';
import { defaultAddresses } from './addresses';
import { pendingEmailOf, requestEmailChange, withdrawEmailChange, type EmailChangeDeps } from './email-change';
import { clientKind } from './client-kind';

type Client = Schemas['Client'];

function toClient(
  row: ClientRow,
  impersonatedBy: string | null,
  more: Pick<Client, 'default_shipping_address' | 'default_billing_address' | 'pending_email'>,
): Client {
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    phone: row.phone,
    locale: row.locale as Client['locale'],
    country: row.country as Client['country'],
    role: row.role as Client['role'],
    is_signed_up: !isTemporaryEmail(row.email),
    is_optin_kid: row.isOptinKid,
    is_optin_woman: row.isOptinWoman,
    godfather_email: row.godfatherEmail,
    origin: row.origin,
    subscription_status: row.subscriptionStatus as Client['subscription_status'],
    woman_subscription_status: row.womanSubscriptionStatus as Client['woman_subscription_status'],
    shop_status: row.shopStatus as Client['shop_status'],
    gift_card_status: row.giftCardStatus as Client['gift_card_status'],
    impersonated_by: impersonatedBy,
    created_at: row.createdAt.toISOString(),
    ...more,
  };
}

/** The row of the calling client (a deleted account is signed out). */
async function currentClient(db: Database, id: number): Promise<ClientRow> {
  const [row] = await db.select().from(clients).where(eq(clients.id, id));
  if (!row) throw unauthorized();
  return row;
}

/** An account row as the contract gives it, with its default addresses and its email waiting for confirmation. */
async function contractClient(db: Database, row: ClientRow, impersonatedBy: string | null): Promise<Client> {
  return toClient(row, impersonatedBy, { ...(await defaultAddresses(db, row)), pending_email: await pendingEmailOf(db, row.id) });
}

/** The caller's account as the contract gives it. */
export async function accountOf(db: Database, caller: Authenticated): Promise<Client> {
  return contractClient(db, await currentClient(db, caller.clientId), caller.impersonatedBy);
}

/**
 * Changes the fields the patch gives, at once, but the email: a new one waits for the link mailed to
 * it (the answer is the same whether the address is free or taken); the current one withdraws a
 * waiting change. The newsletter lists follow the opt-ins.
 */
export async function updateAccount(deps: EmailChangeDeps, caller: Authenticated, patch: Schemas['ClientPatch'], log: Pick<FastifyBaseLogger, 'error'>): Promise<Client> {
  const { db } = deps;
  const current = await currentClient(db, caller.clientId);
  const email = current.email;
  const newEmail = patch.email === undefined ? null : normaliseEmail(patch.email);
  const locale = patch.locale ?? (current.locale as Client['locale']);
  const row = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(clients)
      .set({
        ...(patch.firstname !== undefined ? { firstname: patch.firstname } : {}),
        ...(patch.lastname !== undefined ? { lastname: patch.lastname } : {}),
        ...(patch.phone !== undefined ? { phone: patch.phone === null ? null : normalisePhone(patch.phone) } : {}),
        locale,
        ...(patch.country !== undefined ? { country: patch.country } : {}),
        ...(patch.is_optin_kid !== undefined ? { isOptinKid: patch.is_optin_kid } : {}),
        ...(patch.is_optin_woman !== undefined ? { isOptinWoman: patch.is_optin_woman } : {}),
        updatedAt: new Date(),
      })
      .where(eq(clients.id, current.id))
      .returning();
    await followOptins(tx, email, locale, [
      { list: 'KID', optin: patch.is_optin_kid, source: 'account' },
      { list: 'WOMAN', optin: patch.is_optin_woman, source: 'account' },
    ]);
    return row!;
  });
  if (newEmail === current.email) await withdrawEmailChange(db, current.id);
  else if (newEmail !== null) await requestEmailChange(deps, row, newEmail, log);
  return contractClient(db, row, caller.impersonatedBy);
}

/**
 * A new password, given the current one (never while an administrator acts as the client):
 * every session of the account ends and a new one opens. Wrong passwords count as failed sign-ins.
 */
export async function changePassword(
  { db, sessions, limiter, limits }: { db: Database; sessions: SessionService; limiter: RateLimiter; limits: Limits },
  caller: Authenticated,
  change: Schemas['PasswordChange'],
): Promise<Schemas['TokenPair']> {
  if (caller.impersonatedBy !== null) throw forbidden('The password cannot be changed while acting as the client');
  const current = await currentClient(db, caller.clientId);
  const account: [Limit, string] = [limits.signInAccount, current.email];
  await limiter.enforce(account);
  if (!(await verifyPassword(change.current_password, current.passwordHash))) {
    await limiter.hit(account);
    throw fieldProblem('INVALID_PASSWORD', 'Wrong password', 'current_password', 'current_password is not the password of the account');
  }
  const passwordHash = await hashPassword(change.password);
  const now = new Date();
  const pair = await db.transaction(async (tx) => {
    await tx.update(clients).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(clients.id, current.id));
    await sessions.revokeAll(tx, current.id, 'password-change');
    return sessions.open(tx, current);
  });
  await limiter.clear(...account);
  return pair;
}

/** What the tracking of the client's visits knows of its account (seed 001, section 4). */
export async function dataLayer(db: Database, clientId: number): Promise<Schemas['DataLayer']> {
  const row = await currentClient(db, clientId);
  const profiles = await profileActivities(db, row.id);
  return {
    client_id: row.id,
    email_sha256: createHash('sha256').update(row.email.toLowerCase()).digest('hex'),
    locale: row.locale as Client['locale'],
    country: row.country as Client['country'],
    client_kind: clientKind(profiles),
    subscription_status: row.subscriptionStatus as Client['subscription_status'],
    woman_subscription_status: row.womanSubscriptionStatus as Client['woman_subscription_status'],
    shop_status: row.shopStatus as Client['shop_status'],
    profiles_count: profiles.length,
    signed_up_at: row.createdAt.toISOString(),
  };
}
