export { GiftCardCheckout } from './ui/GiftCardCheckout';
export type { GiftCardCheckoutProps } from './ui/GiftCardCheckout';
export { giftCardCheckoutLogic } from './api/logic';
export { giftCardCheckoutGuards, giftCardCheckoutMachine, preferredPaymentMethod, usableMethods } from './model/machine';
export type { GiftCardCheckoutContext, GiftCardCheckoutEvent, GiftCardCheckoutInput, GiftCardCheckoutMachine } from './model/machine';
export { paymentKey } from './model/key';
export type { GiftCardCheckoutData, GiftCardOrderBody, PaymentRequest } from './model/types';
export {
  SAMPLE_TODAY as GIFT_CARD_CHECKOUT_SAMPLE_TODAY,
  giftCardCheckoutSampleEvents,
  giftCardCheckoutSampleInputs,
  sampleGiftCardCheckout,
  sampleGiftCardCheckoutFailures,
} from './model/sample-events';
export type { GiftCardCheckoutSampleEvent } from './model/sample-events';
