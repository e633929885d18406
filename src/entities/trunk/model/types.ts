import type { components } from '@/shared/api';

type Schemas = components['schemas'];

/** A profile's subscription (seed 000 section 3): its rhythm and its next delivery. */
export type TrunkSubscription = Schemas['TrunkSubscription'];
/** A trunk request; id 0 is the upcoming trunk of an ongoing subscription. */
export type TrunkRequest = Schemas['TrunkRequest'];
/** Months between two trunks. */
export type Frequency = TrunkSubscription['frequency'];
/** The stage of a request, UPCOMING for the upcoming trunk. */
export type RequestStage = TrunkRequest['status_details']['code'];
/** What a request allows now. */
export type RequestAction = TrunkRequest['status_details']['actions'][number];

export const FREQUENCIES: readonly Frequency[] = [1, 2, 3];
/** How long a pause may last, in months (the pause call's bounds). */
export const PAUSE_MONTHS = [1, 2, 3, 4, 5, 6] as const;
export type PauseMonths = (typeof PAUSE_MONTHS)[number];
/** How far ahead a next delivery may be moved, in days (the server's bound). */
export const MAX_DELIVERY_DAYS_AHEAD = 120;
