import type { ActorRefFrom } from 'xstate';
import type { TrunkPreviewMachine } from '../model/machine';

/** The running preview machine the parts of the screen read and send to. */
export type PreviewActor = ActorRefFrom<TrunkPreviewMachine>;
