import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { unauthorized } from '../http/problem';
import type { ComponentValidator } from '../http/spec';
import { requestLocale, type Handlers } from '../http/types';
import type { MailPort } from '../mail/port';
import { acknowledgementMail, supportTeamMail } from './mails';
import { checkTicket, listTickets, readForm, storeTicket } from './tickets';

/** What the support calls work with. */
export interface SupportDeps {
  db: Database;
  config: ServerConfig;
  mail: MailPort;
}

export function supportHandlers({ db, config, mail }: SupportDeps, validate: ComponentValidator): Handlers {
  return {
    async createSupportTicket(request, reply) {
      // The bearer is optional, but a token sent must be good: the app refreshes it rather than
      // send a client's ticket as a visitor's.
      if (request.headers.authorization !== undefined && request.caller?.kind !== 'client') throw unauthorized();
      const clientId = request.caller?.kind === 'client' ? request.caller.clientId : null;
      const locale = requestLocale(request);
      const form = await readForm(request, config.supportAttachmentMaxBytes);
      const ticket = await checkTicket(db, validate, form, clientId, locale, config.supportAttachmentMaxBytes);
      const { mail: forMail, ...receipt } = await storeTicket(db, ticket);
      // The ticket is kept whatever the mail does: a failed mail is logged, and the team finds
      // the ticket in the back office.
      for (const message of [supportTeamMail(config.supportEmail, forMail), acknowledgementMail(forMail)]) {
        await mail.send(message).catch((error: unknown) => request.log.error({ err: error, ticket: receipt.reference }, 'a support mail was not sent'));
      }
      reply.status(201);
      return receipt;
    },

    async listSupportTickets(request) {
      return listTickets(db, request.query.page ?? 1, request.query.page_size ?? 20);
    },
  };
}
