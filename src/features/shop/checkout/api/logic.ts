import { fromPromise } from 'xstate';
import { checkoutMachine } from '../model/machine';
import { checkDiscount, createOrder, loadCheckout, loadUnpaidOrder, loadWalletBalance, payOrder, quoteCheckout } from './calls';

const tracking = () => import('../lib/tracking').catch(() => ({ trackBeginCheckout() {}, trackPaymentInfo() {}, trackPurchase() {} }));

/** The checkout machine with the real calls to the API; saving the names is the page's to give. */
export const checkingOutMachine = checkoutMachine.provide({
  actors: {
    load: fromPromise(() => loadCheckout()),
    loadOrder: fromPromise(({ input }) => loadUnpaidOrder(input)),
    quote: fromPromise(({ input }) => quoteCheckout(input)),
    checkCode: fromPromise(({ input }) => checkDiscount(input)),
    createOrder: fromPromise(({ input }) => createOrder(input)),
    payOrder: fromPromise(({ input }) => payOrder(input)),
    loadWallet: fromPromise(() => loadWalletBalance()),
  },
  // The tracking code loads apart from the checkout's chunk.
  actions: {
    trackBeginCheckout: ({ context }) => void tracking().then((module) => module.trackBeginCheckout(context.cart)),
    trackPaymentInfo: ({ context }) => void tracking().then((module) => module.trackPaymentInfo(context.order, context.cart)),
    trackPurchase: ({ context }) => void tracking().then((module) => module.trackPurchase(context.order, context.cart)),
  },
});
