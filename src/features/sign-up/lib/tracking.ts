import { track } from '@/shared/analytics';
import type { SignUpRecord } from '../model/machine';

/** The sign-up ("inscription", once per client) and its newsletter opt-ins ("optin", with the email, list, source and locale). */
export function trackSignUp(record: SignUpRecord, locale: string): void {
  track({ event: 'signup', id: record.client_id, origin: record.origin, referred: record.referred });
  for (const optin of record.optins) track({ event: 'optin', id: `${optin.list}:${optin.email.toLowerCase()}`, ...optin, locale });
}
