import type { Database } from '../db/client';
import { clientOf } from '../http/auth';
import { requestLocale, type Handlers } from '../http/types';
import { cartView, localCart, mergeIntoCart, putLine, removeLine, savedCartView } from './cart';
import { checkedDiscount, shippingFees } from './checkout';

/**
 * The signed-in client's cart, a visitor's cart quote, the totals of a checkout and discount
 * codes (seed 001 sections 3, 7 and 8). Prices are the products' at the time of the call.
 */
export function cartHandlers({ db }: { db: Database }): Handlers {
  return {
    async getCart(request) {
      return savedCartView(db, clientOf(request).clientId, requestLocale(request));
    },

    async putCartLine(request) {
      const { clientId } = clientOf(request);
      await putLine(db, clientId, request.params.variantId, request.body);
      return savedCartView(db, clientId, requestLocale(request));
    },

    async deleteCartLine(request) {
      const { clientId } = clientOf(request);
      await removeLine(db, clientId, request.params.variantId);
      return savedCartView(db, clientId, requestLocale(request));
    },

    async mergeCart(request) {
      const { clientId } = clientOf(request);
      await mergeIntoCart(db, clientId, request.body.lines);
      return savedCartView(db, clientId, requestLocale(request));
    },

    async quoteCart(request) {
      return cartView(db, await localCart(db, request.body.lines), requestLocale(request));
    },

    async getShippingFees(request) {
      const { shipping_address_id: addressId, shipping_mode: mode = 'HOME', discount_code: code } = request.query;
      return shippingFees(db, clientOf(request).clientId, { addressId, mode, code });
    },

    async getDiscount(request) {
      return checkedDiscount(db, clientOf(request).clientId, request.params.code, request.query.order_id);
    },
  };
}
