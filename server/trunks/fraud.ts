import { and, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { clients, profiles } from '../db/schema';
import { ProblemError } from '../http/problem';
import type { ProfileRow } from '../profiles';
import type { ClientRow } from '../session';

/**
 * Disposable-mail providers: an account there is presumed to be a fraudster's. Kept short and
 * to the providers seen most; a subdomain counts as its provider.
 */
const DISPOSABLE_DOMAINS = new Set([
  '10minutemail.com',
  'dispostable.com',
  'getnada.com',
  'guerrillamail.com',
  'guerrillamail.net',
  'jetable.org',
  'mailinator.com',
  'maildrop.cc',
  'mohmal.com',
  'sharklasers.com',
  'temp-mail.org',
  'tempmail.com',
  'throwawaymail.com',
  'trashmail.com',
  'yopmail.com',
  'yopmail.fr',
]);

/** The disposable-mail provider of an email, or null. */
export function disposableDomain(email: string): string | null {
  const labels = email.slice(email.lastIndexOf('@') + 1).toLowerCase().split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    const domain = labels.slice(i).join('.');
    if (DISPOSABLE_DOMAINS.has(domain)) return domain;
  }
  return null;
}

type FraudReason = 'PRESUMED_FRAUDSTER' | 'DUPLICATE_ACCOUNTS';
export interface FraudFinding {
  reason: FraudReason;
  details: Record<string, unknown>;
}

const FRAUD_PROBLEMS: Record<FraudReason, { title: string; detail: string }> = {
  PRESUMED_FRAUDSTER: { title: 'Presumed fraudster', detail: 'The account uses a disposable email address: our team will review it' },
  DUPLICATE_ACCOUNTS: { title: 'Duplicate accounts', detail: 'This profile already exists in another account: our team will review it' },
};

const lowerTrim = (value: SQL | string | unknown) => sql`lower(trim(${value}))`;

/**
 * Why a creation for this profile looks like fraud, if it does: an email at a disposable-mail
 * provider, or the same profile (firstname and birthdate) in another account of the same
 * lastname or phone number.
 */
export async function fraudFinding(tx: Database, client: ClientRow, profile: ProfileRow): Promise<FraudFinding | null> {
  const domain = disposableDomain(client.email);
  if (domain) return { reason: 'PRESUMED_FRAUDSTER', details: { domain } };
  const sameHolder = [
    ...(client.lastname ? [sql`${lowerTrim(clients.lastname)} = ${lowerTrim(client.lastname)}`] : []),
    ...(client.phone ? [eq(clients.phone, client.phone)] : []),
  ];
  if (!sameHolder.length) return null;
  const others = await tx
    .selectDistinct({ id: clients.id })
    .from(profiles)
    .innerJoin(clients, eq(clients.id, profiles.clientId))
    .where(
      and(
        ne(profiles.clientId, client.id),
        sql`${lowerTrim(profiles.firstname)} = ${lowerTrim(profile.firstname)}`,
        profile.birthdate === null ? isNull(profiles.birthdate) : eq(profiles.birthdate, profile.birthdate),
        or(...sameHolder),
      ),
    );
  return others.length ? { reason: 'DUPLICATE_ACCOUNTS', details: { client_ids: others.map((o) => o.id) } } : null;
}

/** The 409 of a finding: its reason is the problem's type. */
export function fraudProblem({ reason }: FraudFinding): ProblemError {
  const { title, detail } = FRAUD_PROBLEMS[reason];
  return new ProblemError(409, reason, title, detail);
}
