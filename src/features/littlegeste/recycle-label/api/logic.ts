import { fromPromise } from 'xstate';
import { recycleLabelMachine } from '../model/machine';
import { createLabel, loadRecycleAddress, loadRecycleStart } from './calls';

/** The label creation with the real calls to the API. */
export const recycleLabelLogic = recycleLabelMachine.provide({
  actors: {
    loadStart: fromPromise(({ input }) => loadRecycleStart(input)),
    loadAddress: fromPromise(() => loadRecycleAddress()),
    create: fromPromise(({ input }) => createLabel(input)),
  },
});
