import type { Database } from '../db/client';
import { clientOf } from '../http/auth';
import { parameterProblem } from '../http/problem';
import type { Handlers, OperationRequest } from '../http/types';
import { addWish, removeWish, type WishTarget } from './wishes';

/** The wish a call names: request 0 (the upcoming trunk) and product 0 name none. */
function wishOf(request: OperationRequest<'addWish'> | OperationRequest<'removeWish'>): WishTarget {
  const { id, rid, productId } = request.params;
  if (rid === 0) throw parameterProblem('rid', 'path', 'No request id defined');
  if (productId === 0) throw parameterProblem('productId', 'path', 'No product id defined');
  return { clientId: clientOf(request).clientId, profileId: id, requestId: rid, productId, variantId: request.query.variant_id ?? null };
}

/** The wishes of a trunk request in creation: the pieces the client would like from the suggestions. */
export function wishHandlers({ db }: { db: Database }): Handlers {
  return {
    async addWish(request) {
      return addWish(db, wishOf(request));
    },

    async removeWish(request) {
      return removeWish(db, wishOf(request));
    },
  };
}
