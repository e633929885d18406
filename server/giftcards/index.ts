// Gift cards (issue 18): bought through the payment gateway, mailed with a PDF card on their sending
// date by the trunk clock, checked and added once to a wallet (the ledger); the shop's code field
// sends their codes to the wallet.
export { giftCardHandlers } from './routes';
export { giftCardCodeProblem } from './cards';
export { sendDueGiftCards, sendGiftCard, type GiftCardMailer } from './sending';
export { GIFT_CARD_MAX_EUROS, GIFT_CARD_MIN_EUROS, GIFT_CARD_PRESETS, GIFT_CARD_VALIDITY_MONTHS, giftCardExpiry, newGiftCardCode } from './rules';
