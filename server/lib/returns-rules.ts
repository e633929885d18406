/**
 * The rules of returns (issue 17), quoted in the contract. Kept below every domain because the
 * shop's orders give their withdrawal deadline and the returns domain builds on the shop.
 */
import { addDays, todayInFrance } from './birthdate';

/** A shop order may be sent back this many days after its delivery, to the end of that day in France (the law's right of withdrawal). */
export const WITHDRAWAL_DAYS = 14;
/** In the demo, the trunk clock plays the carrier: a label is scanned at the warehouse this many days after it was made. */
export const RETURN_TRANSIT_DAYS = 3;
/** A refused refund is asked for again at most once a day, this many times in all. */
export const REFUND_MAX_ATTEMPTS = 5;

/** Where return parcels go: printed on every label. */
export const WAREHOUSE = {
  name: 'Little Closet — Retours',
  street: '14 rue des Ateliers',
  postcode: '59000',
  city: 'Lille',
  country: 'France',
} as const;

/** How a parcel goes back. */
export const RETURN_MODES = ['POST_OFFICE', 'RELAY', 'HOME_PICKUP'] as const;
export type ReturnModeName = (typeof RETURN_MODES)[number];
/** Countries where the national post collects a parcel at home. */
export const HOME_PICKUP_COUNTRIES: readonly string[] = ['FR', 'BE', 'NL', 'DE'];

/** The instant a day ('YYYY-MM-DD') ends in France: 23:59:59.999, Europe/Paris. */
export function endOfDayInFrance(date: string): Date {
  // The next day's midnight in Paris is UTC midnight less Paris's offset then (1 or 2 hours).
  const next = addDays(date, 1);
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(Date.parse(`${next}T00:00:00Z`) - offsetHours * 3_600_000);
    if (todayInFrance(candidate) === next && todayInFrance(new Date(candidate.getTime() - 1)) === date) return new Date(candidate.getTime() - 1);
  }
  return new Date(Date.parse(`${next}T00:00:00Z`) - 3_600_000 - 1);
}

/** The last moment pieces of an order delivered at `deliveredAt` may be sent back. */
export function withdrawalDeadline(deliveredAt: Date): Date {
  return endOfDayInFrance(addDays(todayInFrance(deliveredAt), WITHDRAWAL_DAYS));
}
