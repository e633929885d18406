import type { SnapshotFrom } from 'xstate';
import { CHECKOUT_STEPS, shippingIncomplete, STEP_OF_STATE, stepIsComplete, type CheckoutMachine, type CheckoutStepName } from './machine';

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
  | 'address'
  | 'delivery'
  | 'paymentMethodMissing'
  | 'namesMissing'
  | 'savingNames'
  | 'quoting'
  | 'quoteFailed'
  | 'ready'
  | 'checkingCode'
  | 'ordering'
  | 'orderFailed'
  | 'outOfStock'
  | 'readingWallet'
  | 'paying'
  | 'paymentSettled'
  | 'awaitingPayment'
  | 'paid'
  | 'redirecting'
  | 'cancelled';

/** What the client is told is missing, in the seed's order, by state (the delivery: only while it is not chosen). */
export function selectMissing(snapshot: Snapshot): 'billingAddress' | 'paymentMethod' | 'names' | 'shipping' | null {
  switch (snapshot.value as CheckoutStep) {
    case 'billingAddressMissing':
      return 'billingAddress';
    case 'delivery':
      return shippingIncomplete(snapshot.context) ? 'shipping' : null;
    case 'paymentMethodMissing':
      return 'paymentMethod';
    case 'namesMissing':
    case 'savingNames':
      return 'names';
    default:
      return null;
  }
}

export interface StepView {
  name: CheckoutStepName;
  /** The payer is on this step. */
  current: boolean;
  /** The machine says the step is done. */
  complete: boolean;
  /** The machine lets the payer go to this step now. */
  reachable: boolean;
}

/** The steps as the indicator shows them; none outside the steps (loading, the order made, ...). */
export function selectSteps(snapshot: Snapshot): StepView[] | null {
  const current = STEP_OF_STATE[snapshot.value as string];
  if (!current) return null;
  return CHECKOUT_STEPS.map((name) => ({
    name,
    current: name === current,
    complete: stepIsComplete(name, snapshot.context),
    reachable: name !== current && snapshot.can({ type: 'GO_TO_STEP', step: name }),
  }));
}

/** Steps compare by what they show, so that the component renders again only when one changes. */
export const sameSteps = (a: StepView[] | null, b: StepView[] | null) => JSON.stringify(a) === JSON.stringify(b);
