import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { clientOf } from '../http/auth';
import type { Handlers } from '../http/types';
import { deliverPair, type Limits, type RateLimiter, type SessionService } from '../session';
import type { MailPort } from '../mail/port';
import { accountOf, changePassword, dataLayer, updateAccount } from './account';
import { confirmEmailChange } from './email-change';

/** What the account calls work with. */
export interface AccountDeps {
  db: Database;
  sessions: SessionService;
  limiter: RateLimiter;
  limits: Limits;
  config: ServerConfig;
  mail: MailPort;
}

export function accountHandlers(deps: AccountDeps): Handlers {
  const { db } = deps;
  return {
    async getMe(request) {
      return accountOf(db, clientOf(request));
    },

    async updateMe(request) {
      return updateAccount(deps, clientOf(request), request.body, request.log);
    },

    async confirmEmail(request) {
      return confirmEmailChange(db, request.body);
    },

    async changePassword(request, reply) {
      return deliverPair(request, reply, await changePassword(deps, clientOf(request), request.body), deps.sessions);
    },

    async getDataLayer(request) {
      return dataLayer(db, clientOf(request).clientId);
    },
  };
}
