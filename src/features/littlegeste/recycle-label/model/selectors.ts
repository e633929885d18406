import type { SnapshotFrom } from 'xstate';
import type { RecycleLabelMachine } from './machine';

type Snapshot = SnapshotFrom<RecycleLabelMachine>;

/** The screen of a state: its deepest state's name (`address.choosing.addressChosen.dropOffChosen` is `dropOffChosen`). */
export type RecycleLabelScreen =
  | 'route'
  | 'loading'
  | 'loadFailed'
  | 'ready'
  | 'signIn'
  | 'switchedOff'
  | 'limitReached'
  | 'countryRefused'
  | 'toAddress'
  | 'toConfirmation'
  | 'addressNeeded'
  | 'dropOffNeeded'
  | 'relayPointNeeded'
  | 'dropOffChosen'
  | 'creating'
  | 'failed'
  | 'created'
  | 'refused';

export function selectScreen(snapshot: Snapshot): RecycleLabelScreen {
  let value: unknown = snapshot.value;
  while (typeof value === 'object' && value !== null) value = Object.values(value)[0];
  return value as RecycleLabelScreen;
}

export const selectContext = (snapshot: Snapshot) => snapshot.context;

/** The screens of the address step's choices. */
export const CHOOSING_SCREENS: readonly RecycleLabelScreen[] = ['addressNeeded', 'dropOffNeeded', 'relayPointNeeded', 'dropOffChosen'];
