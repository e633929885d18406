import type { SnapshotFrom } from 'xstate';
import type { LookRatingMachine, LookRatingState } from './machine';

type LookRatingSnapshot = SnapshotFrom<LookRatingMachine>;

/** Narrow selectors: a component re-renders only when what it shows changes. */
export const selectDeckState = (snapshot: LookRatingSnapshot) =>
  (typeof snapshot.value === 'string' ? snapshot.value : 'rating') as LookRatingState;
export const selectTopLook = (snapshot: LookRatingSnapshot) => snapshot.context.looks[0] ?? null;
export const selectLooksLeft = (snapshot: LookRatingSnapshot) => snapshot.context.looks.length;
export const selectFailedLook = (snapshot: LookRatingSnapshot) => snapshot.context.failedLook;
