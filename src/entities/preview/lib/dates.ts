import type { AppIntl } from '@/shared/i18n';

const PARIS = 'Europe/Paris';

/** Until when a preview may change, as "Thursday 26 November, 18:00" in the locale (Paris time). */
export function formatDeadline(intl: AppIntl, deadline: string): string {
  return intl.formatDate(deadline, { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone: PARIS });
}

/** A delivery date (a calendar day) as "Tuesday 1 December 2026" in the locale. */
export function formatDeliveryDate(intl: AppIntl, date: string): string {
  return intl.formatDate(`${date}T12:00:00Z`, { dateStyle: 'full', timeZone: PARIS });
}
