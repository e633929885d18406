import { eq } from 'drizzle-orm';
import { clients } from '../db/schema';
import { forbidden, ProblemError, unauthorized } from '../http/problem';
import type { Handlers } from '../http/types';
import { normaliseEmail } from '../lib/contact';
import { findClientByEmail, type AccountContext } from './context';

export function adminHandlers({ db, sessions }: AccountContext): Handlers {
  return {
    async createImpersonation(request, reply) {
      const caller = request.caller;
      if (!caller) throw unauthorized();
      const client = await findClientByEmail(db, normaliseEmail(request.body.email));
      if (!client) throw new ProblemError(404, 'NOT_FOUND', 'Not found', 'No account has this email');
      if (client.role === 'admin') throw forbidden('An administrator account cannot be impersonated');
      // The token says who acts: the administrator's email, or 'operator' for the operator's token.
      let actor = 'operator';
      if (caller.kind === 'client') {
        const [admin] = await db.select({ email: clients.email }).from(clients).where(eq(clients.id, caller.clientId));
        actor = admin!.email;
      }
      const { accessToken, expiresIn } = await sessions.impersonate(client, actor);
      reply.status(201);
      return { access_token: accessToken, client_id: client.id, expires_in: expiresIn, path: `/infos?connect-as-access-token=${accessToken}` };
    },
  };
}
