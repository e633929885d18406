import type { RecycleLabel } from '../model/types';

type DataLayerWindow = { dataLayer?: unknown[] };

/** The tracking event of a label made (seed 001 §9, "recycle label"): issue 20 routes it through consent. */
export function pushRecycleLabelEvent(label: Pick<RecycleLabel, 'id' | 'drop_off' | 'sender'>): void {
  const target = globalThis as DataLayerWindow;
  target.dataLayer = target.dataLayer ?? [];
  target.dataLayer.push({ event: 'recycle label', label_id: label.id, country: label.sender.country_code, drop_off: label.drop_off });
}
