import type { Database } from '../db/client';
import { clientOf } from '../http/auth';
import { validationProblem } from '../http/problem';
import type { Handlers, OperationRequest } from '../http/types';
import { addWish, removeWish, type WishTarget } from './wishes';

/** A 400 about one parameter of the path. */
function pathProblem(field: string, detail: string) {
  return validationProblem([{ field, pointer: `/${field}`, in: 'path', detail }], detail);
}

/** The wish a call names: request 0 (the upcoming trunk) and product 0 name none. */
function wishOf(request: OperationRequest<'addWish'> | OperationRequest<'removeWish'>): WishTarget {
  const { id, rid, productId } = request.params;
  if (rid === 0) throw pathProblem('rid', 'No request id defined');
  if (productId === 0) throw pathProblem('productId', 'No product id defined');
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
