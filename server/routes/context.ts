import { and, eq } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { clients, subscribers } from '../db/schema';
import type { Limits, RateLimiter } from '../auth/rate-limit';
import type { SessionService } from '../auth/sessions';
import { forbidden, ProblemError, unauthorized } from '../http/problem';
import type { LocaleCode } from '../http/types';
import { isTemporaryEmail } from '../lib/contact';
import type { MailPort } from '../mail/port';
import type { PaymentGateway } from '../payments/gateway';

/** What the session, account and admin calls work with. */
export interface AccountContext {
  db: Database;
  config: ServerConfig;
  sessions: SessionService;
  limiter: RateLimiter;
  limits: Limits;
  mail: MailPort;
  /** Key of `get_client_hash`. */
  clientHashKey: Uint8Array;
  /** Key of the preview tokens of the preview mails' skip links. */
  previewTokenKey: Uint8Array;
  /** Stripe, or the sandbox gateway when no Stripe keys are configured. */
  payments: PaymentGateway;
}

export type ClientRow = typeof clients.$inferSelect;

export async function findClientByEmail(db: Database, email: string): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(clients).where(eq(clients.email, email));
  return row;
}

/** The row of a signed-in client whose sign-up is complete; a quiz's temporary account gets a 403 saying `refusal`. */
export async function signedUpClient(db: Database, clientId: number, refusal: string): Promise<ClientRow> {
  const [row] = await db.select().from(clients).where(eq(clients.id, clientId));
  if (!row) throw unauthorized();
  if (isTemporaryEmail(row.email)) throw forbidden(refusal);
  return row;
}

export const emailTaken = () =>
  new ProblemError(409, 'EMAIL_TAKEN', 'Email already registered', 'An account already exists with this email', [
    { field: 'email', pointer: '/email', in: 'body', detail: 'An account already exists with this email' },
  ]);

/** Newsletter lists follow the account's opt-ins: true subscribes (once), false unsubscribes. */
export async function followOptins(
  tx: Database,
  email: string,
  locale: LocaleCode,
  optins: Array<{ list: 'KID' | 'WOMAN'; optin: boolean | undefined; source: string }>,
): Promise<void> {
  for (const { list, optin, source } of optins) {
    if (optin === true) await tx.insert(subscribers).values({ email, list, source, locale }).onConflictDoNothing();
    if (optin === false) await tx.delete(subscribers).where(and(eq(subscribers.email, email), eq(subscribers.list, list)));
  }
}
