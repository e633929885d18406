import type { components } from '@/shared/api';

/** The Little Club as the contract gives it. */
export type Loyalty = components['schemas']['Loyalty'];
export type LoyaltyOffer = components['schemas']['LoyaltyOffer'];
export type Coupon = components['schemas']['Coupon'];
export type LoyaltyPointsPage = components['schemas']['LoyaltyPointsPage'];
export type LoyaltyPointsItem = components['schemas']['LoyaltyPointsItem'];
export type LoyaltyReason = components['schemas']['LoyaltyPointsReason'];
export type LoyaltySource = components['schemas']['LoyaltyPointsSource'];
