import { CONSENT_COOKIE } from '@/shared/consent';

export type DataLayerEntry = Record<string, unknown>;

/** What the page pushed to `window.dataLayer` (the tracking module, consent mode), in order. */
export const dataLayerEntries = (): DataLayerEntry[] => (window as { dataLayer?: DataLayerEntry[] }).dataLayer ?? [];

/** Forgets the data layer and the visitor's cookie decision, for the next test. */
export function forgetTracking(): void {
  delete (window as { dataLayer?: unknown }).dataLayer;
  document.cookie = `${CONSENT_COOKIE}=; path=/; max-age=0`;
}
