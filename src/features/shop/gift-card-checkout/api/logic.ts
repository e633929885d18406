import { fromPromise } from 'xstate';
import { giftCardCheckoutMachine } from '../model/machine';
import { loadGiftCardCheckout, payGiftCard } from './calls';

/** The gift card checkout with the real calls to the API. */
export const giftCardCheckoutLogic = giftCardCheckoutMachine.provide({
  actors: {
    load: fromPromise(({ input }) => loadGiftCardCheckout(input)),
    pay: fromPromise(({ input }) => payGiftCard(input)),
  },
});
