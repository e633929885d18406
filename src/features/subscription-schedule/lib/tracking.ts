import type { AnalyticsEvent } from '@/shared/analytics';
import type { SavedChange } from '../model/machine';

const DAY = 24 * 60 * 60 * 1000;
const days = (from: string, to: string) => Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / DAY);

/**
 * The tracking event of a saved schedule change. A new date later than the optimistic one is
 * "décalé" (+n days), an earlier one "avancé" (−n days); back on the optimistic day, it is told
 * against the day it had before.
 */
export function scheduleEvent({ change, before, saved }: SavedChange): AnalyticsEvent {
  const profile_id = saved.profile_id;
  switch (change.kind) {
    case 'date': {
      const to = saved.next_delivery_date ?? change.date;
      const from = saved.next_optimistic_delivery_date ?? before?.next_delivery_date ?? to;
      let difference = days(from, to);
      if (difference === 0 && before?.next_delivery_date) difference = days(before.next_delivery_date, to);
      return { event: 'subscription', action: difference < 0 ? 'forwarded' : 'postponed', profile_id, days: difference };
    }
    case 'pause':
      return { event: 'subscription', action: 'paused', profile_id, months: change.months };
    case 'resume':
      return { event: 'subscription', action: 'resumed', profile_id, ...(change.frequency !== null && { frequency: change.frequency }) };
    case 'reactivate':
      return { event: 'subscription', action: 'reactivated', profile_id, frequency: change.frequency };
    case 'frequency':
      return { event: 'subscription', action: 'frequency_changed', profile_id, frequency: change.frequency };
  }
}
