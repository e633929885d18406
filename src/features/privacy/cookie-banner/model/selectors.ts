import type { SnapshotFrom } from 'xstate';
import type { ConsentMachine, ConsentState } from './machine';

type ConsentSnapshot = SnapshotFrom<ConsentMachine>;

export const selectConsentState = (snapshot: ConsentSnapshot) => snapshot.value as ConsentState;
export const selectMeasurement = (snapshot: ConsentSnapshot) => snapshot.context.measurement;
export const selectAdvertising = (snapshot: ConsentSnapshot) => snapshot.context.advertising;
export const selectDecided = (snapshot: ConsentSnapshot) => snapshot.context.stored !== null;
