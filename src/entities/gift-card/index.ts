export type { GiftCard, GiftCardDesign, GiftCardDraft, GiftCardFor, GiftCardOffer, GiftCardOrder, GiftCardOrderStatus, GiftCardPayment, Wallet } from './model/types';
export { EMAIL_MAX, GIFT_CARD_DESIGNS, MESSAGE_MAX, RECIPIENT_NAME_MAX, designsFor } from './model/types';
export { clearDraft, draftBody, draftErrors, readDraft, saveDraft } from './model/draft';
export type { DraftErrors, DraftField, DraftProblem } from './model/draft';
export { getGiftCard, getGiftCardOffer, getGiftCardOrder, giftCardOfferQuery, redeemGiftCard } from './api/calls';
export { parisDay, shiftDay } from './lib/dates';
export { GiftCardArt, GiftCardSwatch } from './ui/GiftCardArt';
export type { GiftCardArtProps } from './ui/GiftCardArt';
