import type { components } from '@/shared/api';

type Schemas = components['schemas'];
export type Cart = Schemas['Cart'];
export type CartLine = Schemas['CartLine'];
export type LocalCartLineInput = Schemas['LocalCartLine'];

/** The most units of one size a cart holds (the server's `MAX_CART_QUANTITY`). */
export const MAX_CART_QUANTITY = 10;
/** The most sizes a visitor's cart holds (the quote's and the merge's limit). */
export const MAX_CART_LINES = 50;

/** A size put in the cart, as the shop's screens ask for it. */
export interface CartAddition {
  product_id: number;
  variant_id: number;
  look_id?: number | null;
  /** 1 when not given. */
  quantity?: number;
}

/**
 * How a change of the cart went: done; refused because the cart already holds the most it may
 * ('limit'); refused because the stock does not cover it ('out-of-stock', the cart unchanged);
 * or not made because a call failed ('failed', the cart unchanged and its status 'error').
 */
export type CartOutcome = 'done' | 'limit' | 'out-of-stock' | 'failed';

export const EMPTY_CART: Cart = { lines: [], count: 0, total_amount_ttc: 0 };
