import { api, unwrap, type components } from '@/shared/api';

export type TrunkRequest = components['schemas']['TrunkRequest'];

export interface WishCall {
  kidId: number;
  requestId: number;
  productId: number;
  /** The size wished for; null for the product in any size. */
  variantId: number | null;
  /** Add (or change the size of) the wish, or remove it. */
  wished: boolean;
}

/** Adds or removes a wish on the request; answers the request with its wishes. */
export function saveWish({ kidId, requestId, productId, variantId, wished }: WishCall): Promise<TrunkRequest> {
  const params = { path: { id: kidId, rid: requestId, productId }, query: variantId === null ? {} : { variant_id: variantId } };
  const path = '/clients/me/kids/{id}/requests/{rid}/wishes/{productId}';
  return unwrap(wished ? api.PUT(path, { params }) : api.DELETE(path, { params }));
}
