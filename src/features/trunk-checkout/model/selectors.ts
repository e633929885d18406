import type { SnapshotFrom } from 'xstate';
import { allChosen, preferredPaymentMethod, usableMethods, type TrunkCheckoutMachine } from './machine';

type Snapshot = SnapshotFrom<TrunkCheckoutMachine>;

/** The screen of a state: `choosing.ready` is `ready`, the others by their own name. */
export type TrunkCheckoutStep =
  | 'loading'
  | 'loadFailed'
  | 'notDelivered'
  | 'notFound'
  | 'route'
  | 'deadlinePassed'
  | 'overdue'
  | 'overduePaying'
  | 'overdueSettled'
  | 'overduePayFailed'
  | 'incomplete'
  | 'ready'
  | 'debouncing'
  | 'quoting'
  | 'quoteFailed'
  | 'paymentFailed'
  | 'extendFailed'
  | 'extending'
  | 'paying'
  | 'paymentSettled'
  | 'payFailed'
  | 'readingWallet'
  | 'walletChanged'
  | 'readingWalletFailed'
  | 'paid'
  | 'redirecting';

export function selectStep(snapshot: Snapshot): TrunkCheckoutStep {
  const value = snapshot.value as string | { choosing: string };
  return (typeof value === 'string' ? value : value.choosing) as TrunkCheckoutStep;
}

export const selectContext = (snapshot: Snapshot) => snapshot.context;

/** The choosing screen (the pieces, the summary and the payment) shows in these steps. */
export const CHOOSING_STEPS: readonly TrunkCheckoutStep[] = ['incomplete', 'ready', 'debouncing', 'quoting', 'quoteFailed', 'paymentFailed', 'extendFailed', 'extending', 'paying', 'payFailed', 'readingWallet', 'readingWalletFailed', 'walletChanged'];

/** The totals are being worked out again: the pay button waits. */
export const selectQuoting = (snapshot: Snapshot) => ['debouncing', 'quoting'].includes(selectStep(snapshot));

/** Every piece is chosen (a reason given for each piece going back). */
export const selectAllChosen = (snapshot: Snapshot) => allChosen(snapshot.context);

export { preferredPaymentMethod, usableMethods };
