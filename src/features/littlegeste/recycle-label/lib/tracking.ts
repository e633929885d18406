import { track } from '@/shared/analytics';
import type { RecycleLabel } from '../model/types';

/** The tracking event of a label made ("étiquette recyclage"): with measurement consent, once per label. */
export function trackRecycleLabel(label: Pick<RecycleLabel, 'id' | 'drop_off' | 'sender'>): void {
  track({ event: 'recycle_label', id: label.id, country: label.sender.country_code, drop_off: label.drop_off });
}
