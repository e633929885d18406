import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { clients, passwordResets } from '../db/schema';
import { fieldProblem, ProblemError } from '../http/problem';
import { requestLocale, type Handlers, type LocaleCode, type Schemas } from '../http/types';
import { normaliseEmail } from '../lib/contact';
import type { MailPort } from '../mail/port';
import { resetPasswordMail } from '../mail/templates';
import { followOptins } from '../newsletter';
import { clientHash } from './client-hash';
import { emailTaken, findClientByEmail } from './clients';
import { hashPassword, verifyPassword } from './password';
import type { Limit, Limits, RateLimiter } from './rate-limit';
import type { SessionService } from './sessions';
import { hashToken, newOpaqueToken } from './tokens';

/** What the session calls work with. */
export interface SessionDeps {
  db: Database;
  config: ServerConfig;
  sessions: SessionService;
  limiter: RateLimiter;
  limits: Limits;
  mail: MailPort;
  /** Key of `get_client_hash`. */
  clientHashKey: Uint8Array;
}

const COUNTRY_OF_LOCALE: Record<LocaleCode, Schemas['CountryCode']> = { fr: 'FR', de: 'DE', nl: 'NL', es: 'ES' };

/** The app's path prefix of a locale: none for French. */
const localePrefix = (locale: string) => (locale === 'fr' ? '' : `/${locale}`);

/** An unknown email is checked against this hash too, so both answers take the same time. */
let dummyHash: Promise<string> | null = null;
const unknownAccountHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('base64url')));

const invalidResetToken = () =>
  fieldProblem('INVALID_RESET_TOKEN', 'Invalid reset link', 'token', 'This reset link is wrong, already used or expired: ask for a new one');

export function sessionHandlers({ db, config, sessions, limiter, limits, mail, clientHashKey }: SessionDeps): Handlers {
  return {
    async createClient(request, reply) {
      const body = request.body;
      const email = normaliseEmail(body.email);
      const godfatherEmail = body.godfather_email === undefined ? null : normaliseEmail(body.godfather_email);
      if (godfatherEmail === email) {
        throw fieldProblem('VALIDATION_ERROR', 'Invalid request', 'godfather_email', 'godfather_email cannot be your own email');
      }
      if (await findClientByEmail(db, email)) throw emailTaken();
      const locale = requestLocale(request);
      const passwordHash = await hashPassword(body.password);
      const pair = await db.transaction(async (tx) => {
        const [client] = await tx
          .insert(clients)
          .values({
            email,
            passwordHash,
            firstname: body.firstname ?? null,
            lastname: body.lastname ?? null,
            locale,
            country: body.country ?? COUNTRY_OF_LOCALE[locale],
            godfatherEmail,
            isOptinKid: body.is_optin_kid ?? false,
            optinSourceKid: body.optin_source_kid ?? null,
            isOptinWoman: body.is_optin_woman ?? false,
            optinSourceWoman: body.optin_source_woman ?? null,
            origin: body.origin ?? null,
          })
          .onConflictDoNothing({ target: clients.email })
          .returning();
        // Another sign-up with this email won the race.
        if (!client) throw emailTaken();
        // Not opting in leaves alone what the address was already subscribed to.
        await followOptins(tx, email, locale, [
          { list: 'KID', optin: body.is_optin_kid || undefined, source: body.optin_source_kid ?? 'signup' },
          { list: 'WOMAN', optin: body.is_optin_woman || undefined, source: body.optin_source_woman ?? 'signup' },
        ]);
        return sessions.open(tx, client);
      });
      reply.status(201);
      return pair;
    },

    async createToken(request) {
      const email = normaliseEmail(request.body.email);
      const account: [Limit, string] = [limits.signInAccount, email];
      const address: [Limit, string] = [limits.signInAddress, request.ip];
      await limiter.enforce(account, address);
      const client = await findClientByEmail(db, email);
      const valid = await verifyPassword(request.body.password, client?.passwordHash ?? (await unknownAccountHash()));
      if (!client || !valid) {
        await limiter.hit(account, address);
        throw new ProblemError(401, 'INVALID_CREDENTIALS', 'Wrong email or password', 'The email or the password is wrong');
      }
      await limiter.clear(...account);
      return db.transaction((tx) => sessions.open(tx, client));
    },

    async refreshToken(request) {
      return sessions.refresh(request.body.refresh_token);
    },

    async revokeToken(request, reply) {
      await sessions.revoke(request.body.refresh_token);
      return reply.status(204).send();
    },

    async sendResetPasswordEmail(request, reply) {
      const email = normaliseEmail(request.body.email);
      const checks: Array<[Limit, string]> = [
        [limits.resetEmail, email],
        [limits.resetAddress, request.ip],
      ];
      await limiter.enforce(...checks);
      await limiter.hit(...checks);
      const client = await findClientByEmail(db, email);
      if (client) {
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
        const link = `${config.appUrl}${localePrefix(client.locale)}/reset-password?client_id=${client.id}&token=${token}`;
        const to = { email: client.email, firstname: client.firstname, locale: client.locale as LocaleCode };
        try {
          await mail.send(resetPasswordMail(to, link, config.resetTokenTtl));
        } catch (error) {
          // The answer never tells whether the address has an account: the client may ask again.
          request.log.error({ err: error }, 'password-reset mail not sent');
        }
      }
      return reply.status(202).send();
    },

    async resetPassword(request) {
      const { client_id: clientId, password, token } = request.body;
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
    },

    async getClientHash(request) {
      const check: [Limit, string] = [limits.clientHashAddress, request.ip];
      await limiter.enforce(check);
      await limiter.hit(check);
      const email = normaliseEmail(request.query.email);
      return { hash: clientHash(clientHashKey, email, (await db.$count(clients, eq(clients.email, email))) > 0) };
    },
  };
}
