import type { SnapshotFrom } from 'xstate';
import type { GiftCardCheckoutMachine } from './machine';

type Snapshot = SnapshotFrom<GiftCardCheckoutMachine>;

/** The screen of a state: `choosing.ready` is `ready`, the others by their own name. */
export type GiftCardCheckoutStep =
  | 'start'
  | 'noDraft'
  | 'signIn'
  | 'loading'
  | 'loadFailed'
  | 'notFound'
  | 'route'
  | 'noMethod'
  | 'ready'
  | 'declined'
  | 'paying'
  | 'settled'
  | 'payFailed'
  | 'invalid'
  | 'paid'
  | 'redirecting';

export function selectStep(snapshot: Snapshot): GiftCardCheckoutStep {
  const value = snapshot.value as string | { choosing: string };
  return (typeof value === 'string' ? value : value.choosing) as GiftCardCheckoutStep;
}

export const selectContext = (snapshot: Snapshot) => snapshot.context;

/** The card and the payment show in these steps. */
export const PAYING_STEPS: readonly GiftCardCheckoutStep[] = ['noMethod', 'ready', 'declined', 'paying', 'payFailed'];
