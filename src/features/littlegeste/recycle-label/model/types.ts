import type { Address } from '@/entities/address';
import type { components } from '@/shared/api';

type Schemas = components['schemas'];
export type RecycleOffer = Schemas['RecycleOffer'];
export type RecycleLabel = Schemas['RecycleLabel'];
export type RecycleAllowance = Schemas['RecycleLabels']['allowance'];
export type RecycleLabelBody = Schemas['RecycleLabelInput'];

/** The start's data: the offer, and the client's allowance when signed in. */
export interface RecycleStartData {
  offer: RecycleOffer;
  allowance: RecycleAllowance | null;
}

/** The address step's data: the offer, the allowance and the client's saved addresses. */
export interface RecycleAddressData {
  offer: RecycleOffer;
  allowance: RecycleAllowance;
  addresses: Address[];
}

/** The creation asked for: the body and its Idempotency-Key (a reload sends the same). */
export interface RecycleCreateRequest {
  body: RecycleLabelBody;
  idempotencyKey: string;
}

/** The pages of `/littlegeste/create-label/blocked/{reason}`. */
export const BLOCKED_REASONS = ['country-not-supported', 'monthly-limit', 'switched-off'] as const;
export type BlockedReason = (typeof BLOCKED_REASONS)[number];

export const isBlockedReason = (value: string | undefined): value is BlockedReason => BLOCKED_REASONS.includes(value as BlockedReason);

/** The steps of the flow, one page each. */
export type RecycleStep = 'start' | 'address' | 'confirmation';

export const RECYCLE_PATHS = {
  start: '/littlegeste/create-label',
  address: '/littlegeste/create-label/address',
  confirmation: '/littlegeste/create-label/confirmation',
  blocked: (reason: BlockedReason) => `/littlegeste/create-label/blocked/${reason}`,
  account: '/infos/littlegeste',
} as const;
