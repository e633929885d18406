import { api, unwrap } from '@/shared/api';
import { query } from '@/shared/lib';
import type { GiftCard, GiftCardOffer, GiftCardOrder, Wallet } from '../model/types';

/** The amounts, limits and designs offered (public). */
export function getGiftCardOffer(): Promise<GiftCardOffer> {
  return unwrap(api.GET('/gift_cards/offer'));
}

/** The offer is the same in every language: one query. */
export const giftCardOfferQuery = () => query('gift-cards:offer', getGiftCardOffer);

/** A gift card order of the client's, its payment settled after the bank's page. */
export function getGiftCardOrder(id: number): Promise<GiftCardOrder> {
  return unwrap(api.GET('/clients/me/gift_card_orders/{id}', { params: { path: { id } } }));
}

/** A gift card by its code (trimmed: the server takes any case). */
export function getGiftCard(code: string): Promise<GiftCard> {
  return unwrap(api.GET('/clients/me/gift_cards/{code}', { params: { path: { code: code.trim() } } }));
}

/** Adds the card to the client's wallet; the wallet's first page as it now is. */
export function redeemGiftCard(code: string): Promise<Wallet> {
  return unwrap(api.POST('/clients/me/gift_cards/{code}/redeem', { params: { path: { code: code.trim() } } }));
}
