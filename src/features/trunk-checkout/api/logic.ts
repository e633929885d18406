import { fromPromise } from 'xstate';
import { getWalletBalance } from '@/entities/wallet';
import { trunkCheckoutMachine } from '../model/machine';
import { extendReturnDeadline, loadTrunkCheckout, payTrunkCheckout, quoteTrunkCheckout } from './calls';

/** The trunk checkout with the real calls to the API. */
export const trunkCheckoutLogic = trunkCheckoutMachine.provide({
  actors: {
    load: fromPromise(({ input }) => loadTrunkCheckout(input)),
    quote: fromPromise(({ input }) => quoteTrunkCheckout(input)),
    pay: fromPromise(({ input }) => payTrunkCheckout(input)),
    extend: fromPromise(({ input }) => extendReturnDeadline(input)),
    loadWallet: fromPromise(() => getWalletBalance()),
  },
});
