import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { clients, discountCodes, ledgerMovements, referrals } from '../db/schema';
import { ProblemError } from '../http/problem';
import type { LocaleCode, Schemas } from '../http/types';
import { normaliseEmail } from '../lib/contact';
import { appLink } from '../lib/links';
import { monthsLater, randomCode } from '../lib/owned-codes';
import type { MailPort } from '../mail/port';
import { referralInvitationMail } from '../mail/templates';
import {
  REFERRAL_CODE_PREFIX,
  REFERRAL_CODE_VALIDITY_MONTHS,
  REFERRAL_GODFATHER_CENTS,
  REFERRAL_GODSON_CENTS,
  REFERRAL_INVITATIONS_PER_DAY,
} from './constants';
import { godfatherToken, sameMailbox } from './emails';

type ReferralRow = typeof referrals.$inferSelect;

/** The offer both `getReferralOffer` calls give. */
export function referralOffer(): Schemas['ReferralOffer'] {
  return {
    godfather_amount: REFERRAL_GODFATHER_CENTS / 100,
    godson_amount: REFERRAL_GODSON_CENTS / 100,
    godson_code_validity_months: REFERRAL_CODE_VALIDITY_MONTHS,
  };
}

/** The godfather's share link in `locale`: `/lp-referral/invitation?godfather=<base64url(email)>` (no prefix for French, as every app link). */
export function shareLink(appUrl: string, locale: LocaleCode, godfatherEmail: string): string {
  return appLink(appUrl, locale, `/lp-referral/invitation?godfather=${godfatherToken(godfatherEmail)}`);
}

function godsonView(row: ReferralRow, firstname: string | null): Schemas['Godson'] {
  return {
    id: row.id,
    email: row.godsonEmail,
    firstname,
    status: row.status as Schemas['GodsonStatus'],
    refused_reason: row.refusedReason as Schemas['Godson']['refused_reason'],
    invited_at: row.invitedAt?.toISOString() ?? null,
    signed_up_at: row.signedUpAt?.toISOString() ?? null,
    rewarded_at: row.rewardedAt?.toISOString() ?? null,
  };
}

/** `getReferral`: the share link, the rewards credited so far, the godsons newest first. */
export async function referralOf(db: Database, appUrl: string, clientId: number, locale: LocaleCode): Promise<Schemas['Referral']> {
  const [client] = await db.select({ email: clients.email }).from(clients).where(eq(clients.id, clientId));
  if (!client) throw new ProblemError(401, 'UNAUTHORIZED', 'Authentication required', 'A valid bearer token is required');
  const [godsons, [rewards]] = await Promise.all([
    db
      .select({ referral: referrals, firstname: clients.firstname })
      .from(referrals)
      .leftJoin(clients, eq(clients.id, referrals.godsonClientId))
      .where(eq(referrals.godfatherClientId, clientId))
      .orderBy(desc(referrals.createdAt), desc(referrals.id)),
    db
      .select({ cents: sql<string | null>`sum(${ledgerMovements.amount})` })
      .from(ledgerMovements)
      .where(and(eq(ledgerMovements.clientId, clientId), eq(ledgerMovements.account, 'WALLET'), eq(ledgerMovements.reason, 'REFERRAL_REWARD'))),
  ]);
  return {
    link: shareLink(appUrl, locale, client.email),
    godfather_amount: REFERRAL_GODFATHER_CENTS / 100,
    rewards_total: Number(rewards?.cents ?? 0) / 100,
    godsons: godsons.map(({ referral, firstname }) => godsonView(referral, firstname)),
  };
}

export interface InviteDeps {
  db: Database;
  mail: MailPort;
  appUrl: string;
}

const refused = (status: number, type: string, title: string, detail: string) => new ProblemError(status, type, title, detail);

/**
 * `inviteGodson`: refuses the client's own mailbox, an address with an account, one invited
 * already, and more than REFERRAL_INVITATIONS_PER_DAY in 24 hours (the client's row is locked, so
 * two invitations at once count one after the other); otherwise the friend is mailed the link.
 */
export async function inviteGodson({ db, mail, appUrl }: InviteDeps, clientId: number, input: Schemas['GodsonInput'], requestLocale: LocaleCode, now = new Date()): Promise<Schemas['Godson']> {
  const email = normaliseEmail(input.email);
  const locale = input.locale ?? requestLocale;
  const { row, godfather } = await db.transaction(async (tx) => {
    const [godfather] = await tx.select().from(clients).where(eq(clients.id, clientId)).for('update');
    if (!godfather) throw new ProblemError(401, 'UNAUTHORIZED', 'Authentication required', 'A valid bearer token is required');
    const sent = await tx.$count(referrals, and(eq(referrals.godfatherClientId, clientId), gt(referrals.invitedAt, new Date(now.getTime() - 86_400_000))));
    if (sent >= REFERRAL_INVITATIONS_PER_DAY) {
      throw new ProblemError(429, 'TOO_MANY_INVITATIONS', 'Too many invitations', `At most ${REFERRAL_INVITATIONS_PER_DAY} invitations in 24 hours`, undefined, 3600);
    }
    if (sameMailbox(email, godfather.email)) throw refused(409, 'REFERRAL_SELF', 'Your own address', 'You cannot invite yourself');
    const [client] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.email, email));
    if (client) throw refused(409, 'REFERRAL_ALREADY_CLIENT', 'Already a client', 'This person already has an account');
    const [row] = await tx
      .insert(referrals)
      .values({ godfatherClientId: clientId, godsonEmail: email, status: 'INVITED', invitedAt: now, locale, createdAt: now })
      .onConflictDoNothing({ target: referrals.godsonEmail })
      .returning();
    if (!row) throw refused(409, 'REFERRAL_ALREADY_INVITED', 'Already invited', 'This person has already been invited');
    return { row, godfather };
  });
  await mail.send(
    referralInvitationMail({
      to: { email, locale },
      godfather: godfather.firstname?.trim() || godfather.email,
      link: shareLink(appUrl, locale, godfather.email),
      godsonCents: REFERRAL_GODSON_CENTS,
      godfatherCents: REFERRAL_GODFATHER_CENTS,
      validityMonths: REFERRAL_CODE_VALIDITY_MONTHS,
    }),
  );
  return godsonView(row, null);
}

/** The godson's welcome code: AMOUNT, owned, used once, valid REFERRAL_CODE_VALIDITY_MONTHS. */
async function welcomeCode(tx: Database, clientId: number, now: Date): Promise<string> {
  const [code] = await tx
    .insert(discountCodes)
    .values({
      code: randomCode(REFERRAL_CODE_PREFIX),
      kind: 'AMOUNT',
      amountCents: REFERRAL_GODSON_CENTS,
      singleUse: true,
      clientId,
      origin: 'REFERRAL',
      expiresAt: monthsLater(now, REFERRAL_CODE_VALIDITY_MONTHS),
      createdAt: now,
    })
    .returning({ code: discountCodes.code });
  return code!.code;
}

/**
 * A new account (inside the sign-up's transaction): an invitation to its email becomes SIGNED_UP
 * (the first godfather wins, whatever the link said); otherwise `godfatherEmail` (the share link's)
 * of another client makes a SIGNED_UP referral. Either way the godson gets the welcome code. The
 * godfather's own mailbox (gmail dots and +tags folded) is a REFUSED referral (SAME_EMAIL) and no code.
 */
export async function referralAtSignUp(tx: Database, godson: { id: number; email: string; locale: string }, godfatherEmail: string | null, now = new Date()): Promise<void> {
  const [invited] = await tx.select().from(referrals).where(eq(referrals.godsonEmail, godson.email)).for('update');
  let referral = invited ?? null;
  if (referral && referral.status !== 'INVITED') return;
  if (!referral) {
    if (!godfatherEmail) return;
    const [godfather] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.email, normaliseEmail(godfatherEmail)));
    if (!godfather || godfather.id === godson.id) return;
    const [made] = await tx
      .insert(referrals)
      .values({ godfatherClientId: godfather.id, godsonEmail: godson.email, status: 'INVITED', invitedAt: null, locale: godson.locale, createdAt: now })
      .onConflictDoNothing({ target: referrals.godsonEmail })
      .returning();
    if (!made) return;
    referral = made;
  }
  const [godfather] = await tx.select({ email: clients.email }).from(clients).where(eq(clients.id, referral.godfatherClientId));
  if (godfather && sameMailbox(godfather.email, godson.email)) {
    await tx
      .update(referrals)
      .set({ status: 'REFUSED', refusedReason: 'SAME_EMAIL', godsonClientId: godson.id, signedUpAt: now })
      .where(eq(referrals.id, referral.id));
    return;
  }
  await tx
    .update(referrals)
    .set({ status: 'SIGNED_UP', godsonClientId: godson.id, signedUpAt: now, welcomeCode: await welcomeCode(tx, godson.id, now) })
    .where(eq(referrals.id, referral.id));
}
