import { desc, eq } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { clients, mailOutbox, profiles } from '../db/schema';
import { forbidden, ProblemError, unauthorized } from '../http/problem';
import { requestLocale, type Handlers } from '../http/types';
import { normaliseEmail } from '../lib/contact';
import type { MailPort } from '../mail/port';
import { findClientByEmail, type SessionService } from '../session';
import { advanceTrunks, composeAndMail, previewView, requestIdOf, type PreviewMailer } from '../trunks';

/** What the back office's calls work with. */
export interface BackOfficeDeps {
  db: Database;
  config: ServerConfig;
  sessions: SessionService;
  mail: MailPort;
  /** Key of the preview tokens of the preview mails' skip links. */
  previewTokenKey: Uint8Array;
}

/** Mails listMails gives at most. */
const MAILS_LISTED = 50;

export function adminHandlers({ db, sessions, mail, config, previewTokenKey }: BackOfficeDeps): Handlers {
  const mailer: PreviewMailer = { mail, appUrl: config.appUrl, previewTokenKey };
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

    async runTrunkClock(request) {
      return advanceTrunks(db, new Date(), mailer, request.log);
    },

    async composePreview(request, reply) {
      const now = new Date();
      const row = await composeAndMail(db, mailer, request.log, requestIdOf(request.params.rid), now);
      const [profile] = await db.select().from(profiles).where(eq(profiles.id, row.profileId));
      reply.status(201);
      return previewView(db, row, profile!, requestLocale(request), now);
    },

    async listMails(request) {
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, normaliseEmail(request.query.recipient)))
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(MAILS_LISTED);
      return { mails: rows.map((m) => ({ recipient: m.recipient, subject: m.subject, text: m.text, html: m.html, created_at: m.createdAt.toISOString() })) };
    },
  };
}
