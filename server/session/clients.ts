import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { clients } from '../db/schema';
import { forbidden, ProblemError, unauthorized } from '../http/problem';
import { isTemporaryEmail } from '../lib/contact';

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
