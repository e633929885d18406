/**
 * The rules of Little Geste, the recycling programme, quoted in the contract
 * (tag `recycle`) and in the programme's terms (server/content/seed/legal/recycle.ts).
 */
import { RECYCLE_DROP_OFFS, RECYCLE_MONTHLY_LIMIT, RECYCLE_STAGES } from '../db/schema';
import { carrierOf, isRelayCountry } from '../geo';
import { addDays, todayInFrance } from '../lib/birthdate';

/** Where labels exist: a national post or Mondial Relay takes parcels there. Any other country (IT, IE) is refused. */
export const RECYCLE_COUNTRIES = ['FR', 'MC', 'BE', 'LU', 'NL', 'DE', 'AT', 'ES'] as const;
export type RecycleCountry = (typeof RECYCLE_COUNTRIES)[number];

/** Labels per calendar month (Europe/Paris), whatever their stage; the database holds it (slots 1..MONTHLY_LIMIT). */
export const MONTHLY_LIMIT = RECYCLE_MONTHLY_LIMIT;
/** One parcel, any box or bag, up to this weight. */
export const MAX_WEIGHT_KG = 10;
/** A label not dropped off within this many days is EXPIRED. */
export const LABEL_VALID_DAYS = 30;
/** Credited to the wallet when the parcel is received and accepted (5 €). */
export const REWARD_CENTS = 500;

/** In the demo, the trunk clock plays the carrier: a CREATED label is dropped off this many days after it was made... */
export const DEMO_DROP_OFF_DAYS = 1;
/** ...and received (accepted) this many days after it was dropped off. */
export const DEMO_TRANSIT_DAYS = 2;

export const STAGES = RECYCLE_STAGES;
export type RecycleStage = (typeof RECYCLE_STAGES)[number];
export const DROP_OFFS = RECYCLE_DROP_OFFS;
export type DropOff = (typeof RECYCLE_DROP_OFFS)[number];

/** Where Little Geste parcels go: printed on every label. */
export const RECYCLE_CENTRE = {
  name: 'Little Closet — Little Geste',
  street: '14 rue des Ateliers',
  postcode: '59000',
  city: 'Lille',
  country: 'France',
} as const;

export function isRecycleCountry(country: string): country is RecycleCountry {
  return (RECYCLE_COUNTRIES as readonly string[]).includes(country);
}

/** The drop-offs of a country: a post office everywhere, relay points where the carrier has some. */
export function dropOffsOf(country: string): DropOff[] {
  return isRelayCountry(country) ? ['POST_OFFICE', 'RELAY'] : ['POST_OFFICE'];
}

/** The carrier that takes a country's parcels (seed 001 §9). */
export const recycleCarrierOf = (country: string): string => carrierOf(country);

/** The calendar month of `now` in Paris, 'YYYY-MM'. */
export function monthInFrance(now: Date): string {
  return todayInFrance(now).slice(0, 7);
}

/** The first day of the month after `month` ('YYYY-MM'), 'YYYY-MM-DD'. */
export function firstDayOfNextMonth(month: string): string {
  // The 28th plus 4 days is always in the next month.
  return `${addDays(`${month}-28`, 4).slice(0, 7)}-01`;
}
