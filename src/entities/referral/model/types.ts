import type { components } from '@/shared/api';

/** Referral as the contract gives it. */
export type ReferralOffer = components['schemas']['ReferralOffer'];
export type Referral = components['schemas']['Referral'];
export type Godson = components['schemas']['Godson'];
export type GodsonStatus = components['schemas']['GodsonStatus'];
