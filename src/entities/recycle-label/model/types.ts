import type { components } from '@/shared/api';

type Schemas = components['schemas'];

/** The programme as the call's locale offers it: switch, reward, limits and countries (`getRecycleOffer`). */
export type RecycleOffer = Schemas['RecycleOffer'];
export type RecycleCountry = Schemas['RecycleCountry'];
/** The client's labels (newest first), what is left this month and the rewards so far (`listRecycleLabels`). */
export type RecycleLabels = Schemas['RecycleLabels'];
export type RecycleAllowance = Schemas['RecycleAllowance'];
export type RecycleLabel = Schemas['RecycleLabel'];
export type RecycleLabelInput = Schemas['RecycleLabelInput'];
export type RecycleLabelStage = Schemas['RecycleStage'];
export type RecycleDropOff = Schemas['RecycleDropOff'];

/** The stages in the order a parcel goes through them; EXPIRED is the label never dropped off. */
export const RECYCLE_LABEL_STAGES: readonly RecycleLabelStage[] = ['CREATED', 'DROPPED_OFF', 'RECEIVED', 'REWARDED', 'EXPIRED'];
