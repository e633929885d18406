import type { SnapshotFrom } from 'xstate';
import type { ScheduleState, SubscriptionScheduleMachine } from './machine';

type Snapshot = SnapshotFrom<SubscriptionScheduleMachine>;

/** The top state: `saving` whatever call it makes. */
export const selectScheduleState = (snapshot: Snapshot) => (typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]) as ScheduleState;
export const selectContext = (snapshot: Snapshot) => snapshot.context;
