import { isProblem } from '@/shared/api';
import type { LoyaltyOffer } from '../model/types';

/** The first offer the points do not reach yet, and how many points are missing; null past the last. */
export function nextOffer(points: number, offers: readonly LoyaltyOffer[]): { offer: LoyaltyOffer; missing: number } | null {
  const offer = [...offers].sort((a, b) => a.points - b.points).find((o) => o.points > points);
  return offer ? { offer, missing: offer.points - points } : null;
}

/** The share of the way to the next offer, 0..100 (100 past the last). */
export function progressPercent(points: number, offers: readonly LoyaltyOffer[]): number {
  const next = nextOffer(points, offers);
  if (!next) return 100;
  return Math.max(0, Math.min(100, Math.floor((points / next.offer.points) * 100)));
}

/**
 * The message of a refused conversion: the seed's two details (seed 001 §8) have their own
 * messages (shared with the shop's code field), anything else says it did not work.
 */
export function conversionErrorKey(error: unknown): string {
  if (isProblem(error)) {
    if (error.detail === 'Not enough loyalty points. Minimum: 200.00') return 'website.error.code.loyaltyMinimum200';
    if (error.detail === 'Minimum: 600.00') return 'website.error.code.loyaltyMinimum600';
    if (error.status === 429) return 'loyalty.convert.tooMany';
  }
  return 'loyalty.convert.failed';
}
