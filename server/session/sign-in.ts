import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client';
import { clients } from '../db/schema';
import { fieldProblem, ProblemError } from '../http/problem';
import type { LocaleCode, Schemas } from '../http/types';
import { normaliseEmail } from '../lib/contact';
import { followOptins } from '../newsletter';
import { referralAtSignUp } from '../referral';
import { emailTaken, findClientByEmail } from './clients';
import { hashPassword, verifyPassword } from './password';
import type { Limit, Limits, RateLimiter } from './rate-limit';
import type { SessionService } from './sessions';

/** What signing up and signing in work with. */
export interface SignInDeps {
  db: Database;
  sessions: SessionService;
  limiter: RateLimiter;
  limits: Limits;
}

const COUNTRY_OF_LOCALE: Record<LocaleCode, Schemas['CountryCode']> = { fr: 'FR', de: 'DE', nl: 'NL', es: 'ES' };

/** An unknown email is checked against this hash too, so both answers take the same time. */
let dummyHash: Promise<string> | null = null;
const unknownAccountHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('base64url')));

/** A new account, signed in: one account per email; the newsletter lists follow its opt-ins. */
export async function signUp({ db, sessions }: Pick<SignInDeps, 'db' | 'sessions'>, body: Schemas['ClientInput'], locale: LocaleCode): Promise<Schemas['TokenPair']> {
  const email = normaliseEmail(body.email);
  const godfatherEmail = body.godfather_email === undefined ? null : normaliseEmail(body.godfather_email);
  if (godfatherEmail === email) {
    throw fieldProblem('VALIDATION_ERROR', 'Invalid request', 'godfather_email', 'godfather_email cannot be your own email');
  }
  if (await findClientByEmail(db, email)) throw emailTaken();
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
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
    // An invitation to this email, or the share link's godfather: the referral and the welcome code.
    await referralAtSignUp(tx, client, godfatherEmail);
    return sessions.open(tx, client);
  });
}

/** A new session for the right email and password; failures count against the account and the network address. */
export async function signIn({ db, sessions, limiter, limits }: SignInDeps, credentials: Schemas['Credentials'], ip: string): Promise<Schemas['TokenPair']> {
  const email = normaliseEmail(credentials.email);
  const account: [Limit, string] = [limits.signInAccount, email];
  const address: [Limit, string] = [limits.signInAddress, ip];
  await limiter.enforce(account, address);
  const client = await findClientByEmail(db, email);
  const valid = await verifyPassword(credentials.password, client?.passwordHash ?? (await unknownAccountHash()));
  if (!client || !valid) {
    await limiter.hit(account, address);
    throw new ProblemError(401, 'INVALID_CREDENTIALS', 'Wrong email or password', 'The email or the password is wrong');
  }
  await limiter.clear(...account);
  return db.transaction((tx) => sessions.open(tx, client));
}
