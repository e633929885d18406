import { record } from '@/shared/analytics';
import type { ConsentChoice, Purpose } from '@/shared/consent';

/** How the visitor answered the banner, as the "cookie banner" event says it. */
export type BannerChoice = 'accept_all' | 'refuse_all' | 'custom';

/** The "cookie banner" event: the record of the choice, pushed whatever it is. */
export function pushCookieBannerEvent(choice: BannerChoice, consent: ConsentChoice): void {
  if (typeof window === 'undefined') return;
  record({ event: 'cookie_banner', choice, measurement: consent.measurement, advertising: consent.advertising });
}

/** The purposes the visitor chooses, in the banner's order. */
export const PURPOSES: readonly Purpose[] = ['measurement', 'advertising'];
