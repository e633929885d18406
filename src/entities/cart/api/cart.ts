import { api, unwrap } from '@/shared/api';
import type { Cart, LocalCartLineInput } from '../model/types';

/** The calls the cart store makes; the app's go to the server. */
export interface CartCalls {
  get(): Promise<Cart>;
  put(variantId: number, quantity: number, lookId: number | null): Promise<Cart>;
  remove(variantId: number): Promise<Cart>;
  /** Adds a visitor's lines to the signed-in client's cart. */
  merge(lines: LocalCartLineInput[]): Promise<Cart>;
  /** Prices a visitor's lines (public). */
  quote(lines: LocalCartLineInput[]): Promise<Cart>;
}

export const cartCalls: CartCalls = {
  get: () => unwrap(api.GET('/clients/me/cart')),
  put: (variantId, quantity, lookId) =>
    unwrap(api.PUT('/clients/me/cart/lines/{variantId}', { params: { path: { variantId } }, body: { quantity, look_id: lookId } })),
  remove: (variantId) => unwrap(api.DELETE('/clients/me/cart/lines/{variantId}', { params: { path: { variantId } } })),
  merge: (lines) => unwrap(api.POST('/clients/me/cart/merge', { body: { lines } })),
  quote: (lines) => unwrap(api.POST('/shop/cart-quote', { body: { lines } })),
};
