import type { SnapshotFrom } from 'xstate';
import { retryAfterMinutes } from '@/shared/api';
import type { SignUpMachine, SignUpState } from './machine';

type Snapshot = SnapshotFrom<SignUpMachine>;

/** Narrow selectors: a component re-renders only when what it shows changes. */
export const selectSignUpState = (snapshot: Snapshot) => snapshot.value as SignUpState;
export const selectValues = (snapshot: Snapshot) => snapshot.context.values;
export const selectErrors = (snapshot: Snapshot) => snapshot.context.errors;
export const selectWarning = (snapshot: Snapshot) => snapshot.context.warning;
export const selectOffersWoman = (snapshot: Snapshot) => snapshot.context.offersWoman;
/** The minutes to wait before another try, while `throttled`. */
export const selectRetryMinutes = (snapshot: Snapshot) => retryAfterMinutes(snapshot.context.failure);
