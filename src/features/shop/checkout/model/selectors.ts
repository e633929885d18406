import type { SnapshotFrom } from 'xstate';
import type { CheckoutMachine } from './machine';

type Snapshot = SnapshotFrom<CheckoutMachine>;

/** The state's name: the component shows one screen per state. */
export const selectStep = (snapshot: Snapshot) => snapshot.value as CheckoutStep;
export const selectContext = (snapshot: Snapshot) => snapshot.context;

export type CheckoutStep =
  | 'start'
  | 'loading'
  | 'loadingOrder'
  | 'orderLoaded'
  | 'loadFailed'
  | 'route'
  | 'empty'
  | 'billingAddressMissing'
  | 'paymentMethodMissing'
  | 'namesMissing'
  | 'savingNames'
  | 'shippingMissing'
  | 'quoting'
  | 'quoteFailed'
  | 'ready'
  | 'checkingCode'
  | 'ordering'
  | 'orderFailed'
  | 'outOfStock'
  | 'paying'
  | 'paymentSettled'
  | 'awaitingPayment'
  | 'paid'
  | 'redirecting'
  | 'cancelled';

/** What the client is told is missing, in the seed's order, by state. */
export const MISSING_BY_STEP: Partial<Record<CheckoutStep, string>> = {
  billingAddressMissing: 'billingAddress',
  paymentMethodMissing: 'paymentMethod',
  namesMissing: 'names',
  savingNames: 'names',
  shippingMissing: 'shipping',
};
