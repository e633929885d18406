import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { clients } from '../db/schema';
import { clientOf } from '../http/auth';
import { fieldProblem, forbidden, unauthorized } from '../http/problem';
import type { Handlers, Schemas } from '../http/types';
import { isTemporaryEmail, normaliseEmail, normalisePhone } from '../lib/contact';
import { followOptins } from '../newsletter';
import { profileActivities } from '../profiles';
import { emailTaken, findClientByEmail, hashPassword, verifyPassword, type ClientRow, type Limit, type Limits, type RateLimiter, type SessionService } from '../session';
import { defaultAddresses } from './addresses.routes';
import { clientKind } from './client-kind';

/** What the account calls work with. */
export interface AccountDeps {
  db: Database;
  sessions: SessionService;
  limiter: RateLimiter;
  limits: Limits;
}

type Client = Schemas['Client'];

export function toClient(row: ClientRow, impersonatedBy: string | null, defaults: Pick<Client, 'default_shipping_address' | 'default_billing_address'>): Client {
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
    ...defaults,
  };
}

export function accountHandlers({ db, sessions, limiter, limits }: AccountDeps): Handlers {
  /** The row of the calling client (a deleted account is signed out). */
  async function currentClient(id: number): Promise<ClientRow> {
    const [row] = await db.select().from(clients).where(eq(clients.id, id));
    if (!row) throw unauthorized();
    return row;
  }

  return {
    async getMe(request) {
      const caller = clientOf(request);
      const row = await currentClient(caller.clientId);
      return toClient(row, caller.impersonatedBy, await defaultAddresses(db, row));
    },

    async updateMe(request) {
      const caller = clientOf(request);
      const current = await currentClient(caller.clientId);
      const patch = request.body;
      const email = patch.email === undefined ? current.email : normaliseEmail(patch.email);
      if (email !== current.email && (await findClientByEmail(db, email))) throw emailTaken();
      const locale = patch.locale ?? (current.locale as Client['locale']);
      const row = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(clients)
          .set({
            email,
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
      return toClient(row, caller.impersonatedBy, await defaultAddresses(db, row));
    },

    async changePassword(request) {
      const caller = clientOf(request);
      if (caller.impersonatedBy !== null) throw forbidden('The password cannot be changed while acting as the client');
      const current = await currentClient(caller.clientId);
      const account: [Limit, string] = [limits.signInAccount, current.email];
      await limiter.enforce(account);
      if (!(await verifyPassword(request.body.current_password, current.passwordHash))) {
        await limiter.hit(account);
        throw fieldProblem('INVALID_PASSWORD', 'Wrong password', 'current_password', 'current_password is not the password of the account');
      }
      const passwordHash = await hashPassword(request.body.password);
      const now = new Date();
      const pair = await db.transaction(async (tx) => {
        await tx.update(clients).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(clients.id, current.id));
        await sessions.revokeAll(tx, current.id, 'password-change');
        return sessions.open(tx, current);
      });
      await limiter.clear(...account);
      return pair;
    },

    async getDataLayer(request) {
      const row = await currentClient(clientOf(request).clientId);
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
      } satisfies Schemas['DataLayer'];
    },
  };
}
