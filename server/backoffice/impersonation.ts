import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { clients } from '../db/schema';
import type { Caller } from '../http/auth';
import { forbidden, ProblemError } from '../http/problem';
import type { Schemas } from '../http/types';
import { normaliseEmail } from '../lib/contact';
import { findClientByEmail, type SessionService } from '../session';

/**
 * A token of the client of `email` for an administrator or the operator to act as them, marked
 * with who acts (the administrator's email, or 'operator'); an administrator's account is not.
 */
export async function impersonate(db: Database, sessions: SessionService, caller: Caller, email: string): Promise<Schemas['Impersonation']> {
  const client = await findClientByEmail(db, normaliseEmail(email));
  if (!client) throw new ProblemError(404, 'NOT_FOUND', 'Not found', 'No account has this email');
  if (client.role === 'admin') throw forbidden('An administrator account cannot be impersonated');
  // The token says who acts: the administrator's email, or 'operator' for the operator's token.
  let actor = 'operator';
  if (caller.kind === 'client') {
    const [admin] = await db.select({ email: clients.email }).from(clients).where(eq(clients.id, caller.clientId));
    actor = admin!.email;
  }
  const { accessToken, expiresIn } = await sessions.impersonate(client, actor);
  return { access_token: accessToken, client_id: client.id, expires_in: expiresIn, path: `/infos?connect-as-access-token=${accessToken}` };
}
