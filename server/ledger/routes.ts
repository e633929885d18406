import type { Database } from '../db/client';
import { clientOf } from '../http/auth';
import type { Handlers } from '../http/types';
import { WALLET_PAGE_SIZE } from './rules';
import { adjust, walletOf } from './wallet';

/** The wallet (issue 18) and customer service's adjustments of the wallet and the points. */
export function ledgerHandlers({ db }: { db: Database }): Handlers {
  return {
    async getWallet(request) {
      return walletOf(db, clientOf(request).clientId, request.query.page ?? 1, request.query.page_size ?? WALLET_PAGE_SIZE);
    },

    async createLedgerAdjustment(request, reply) {
      const { movement, created } = await adjust(db, request.params.client_id, request.body);
      reply.status(created ? 201 : 200);
      return movement;
    },
  };
}
