import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { birthdayOffers, clients, discountCodes, profiles } from '../db/schema';
import type { LocaleCode } from '../http/types';
import { KID_MAX_AGE, todayInFrance } from '../lib/birthdate';
import { appLink } from '../lib/links';
import { endOfFrenchMonth, randomCode } from '../lib/owned-codes';
import type { MailPort } from '../mail/port';
import { birthdayOfferMail } from '../mail/templates';
import { BIRTHDAY_CODE_PREFIX, BIRTHDAY_PERCENT } from './constants';

type Log = Pick<FastifyBaseLogger, 'error'>;

export interface BirthdayDeps {
  mail: MailPort;
  /** Public address of the app (config.appUrl). */
  appUrl: string;
}

/** A second offer for the same kid and year: the transaction is rolled back. */
class AlreadyGiven extends Error {}

/**
 * A step of the trunk clock: every kid (up to KID_MAX_AGE) whose birthday month it is in France,
 * born before this year, gets the family a BIRTHDAY code (BIRTHDAY_PERCENT off a shop order, owned,
 * used once, valid to the month's end) and a mail naming the kid in the client's language, once per
 * kid and year (`birthday_offers` UNIQUE (profile_id, year): several API nodes may run the clock).
 * Returns how many offers were given.
 */
export async function giveBirthdayOffers(db: Database, deps: BirthdayDeps, log: Log, now: Date): Promise<number> {
  const today = todayInFrance(now);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const kids = await db
    .select({ profile: profiles, client: clients })
    .from(profiles)
    .innerJoin(clients, eq(clients.id, profiles.clientId))
    .where(
      and(
        eq(profiles.profileType, 'KID'),
        isNotNull(profiles.birthdate),
        sql`extract(month from ${profiles.birthdate}) = ${month}`,
        sql`extract(year from ${profiles.birthdate}) between ${year - KID_MAX_AGE} and ${year - 1}`,
        sql`not exists (select 1 from ${birthdayOffers} b where b.profile_id = ${profiles.id} and b.year = ${year})`,
      ),
    )
    .orderBy(asc(profiles.id));
  const expiresAt = endOfFrenchMonth(now);
  let given = 0;
  for (const { profile, client } of kids) {
    let code: string;
    try {
      code = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(discountCodes)
          .values({ code: randomCode(BIRTHDAY_CODE_PREFIX), kind: 'BIRTHDAY', percent: BIRTHDAY_PERCENT, singleUse: true, clientId: client.id, origin: 'BIRTHDAY', expiresAt, createdAt: now })
          .returning({ code: discountCodes.code });
        const [offer] = await tx
          .insert(birthdayOffers)
          .values({ profileId: profile.id, clientId: client.id, year, code: row!.code, createdAt: now })
          .onConflictDoNothing()
          .returning({ id: birthdayOffers.id });
        if (!offer) throw new AlreadyGiven();
        return row!.code;
      });
    } catch (error) {
      if (error instanceof AlreadyGiven) continue;
      throw error;
    }
    given++;
    const locale = client.locale as LocaleCode;
    try {
      await deps.mail.send(
        birthdayOfferMail({
          to: { email: client.email, firstname: client.firstname, locale },
          kid: profile.firstname,
          code,
          percent: BIRTHDAY_PERCENT,
          expiresAt,
          shopLink: appLink(deps.appUrl, locale, '/shop'),
        }),
      );
    } catch (error) {
      log.error({ err: error, profileId: profile.id }, 'birthday offer mail failed');
    }
  }
  return given;
}
