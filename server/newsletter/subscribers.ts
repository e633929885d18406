import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { subscribers } from '../db/schema';
import type { LocaleCode } from '../http/types';

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
