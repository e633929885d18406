import type { Database } from '../db/client';
import type { Handlers } from '../http/types';
import { listReports, storeReport } from './reports';

/** What the error reports' calls work with. */
export interface ClientErrorsDeps {
  db: Database;
}

export function clientErrorHandlers({ db }: ClientErrorsDeps): Handlers {
  return {
    async reportClientError(request, reply) {
      await storeReport(db, request.body);
      return reply.status(204).send();
    },

    async listClientErrors(request) {
      return listReports(db, request.query.page ?? 1, request.query.page_size ?? 20, request.query.label);
    },
  };
}
