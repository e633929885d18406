import type { SnapshotFrom } from 'xstate';
import type { QuizRoutingMachine, QuizRoutingState } from './machine';

type Snapshot = SnapshotFrom<QuizRoutingMachine>;

export const selectRoutingState = (snapshot: Snapshot) => snapshot.value as QuizRoutingState;
export const selectFirstname = (snapshot: Snapshot) => snapshot.context.save?.profile.firstname ?? null;
