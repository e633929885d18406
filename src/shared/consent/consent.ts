import { readCookie, writeCookie } from '@/shared/lib';

/** What a visitor's consent covers: measuring the audience, and advertising. */
export type Purpose = 'measurement' | 'advertising';

/** A visitor's decision, by purpose, and when it was taken. */
export interface Consent {
  measurement: boolean;
  advertising: boolean;
  /** ISO date-time of the decision. */
  decided_at: string;
}

/** The first-party cookie that keeps the decision: `v1.m1.a0.<epoch seconds>`. */
export const CONSENT_COOKIE = 'lc_consent';
/** The decision is asked again after six months (182 days). */
export const CONSENT_MAX_AGE = 182 * 24 * 3600;

const FORMAT = /^v1\.m([01])\.a([01])\.(\d{1,12})$/;

type Listener = (consent: Consent | null) => void;
const listeners = new Set<Listener>();

/** The decision a cookie value holds, or null when it is malformed or older than six months. */
export function parseConsent(value: string | null, now: number = Date.now()): Consent | null {
  if (!value) return null;
  const match = FORMAT.exec(value);
  if (!match) return null;
  const seconds = Number(match[3]);
  // A decision from the future (a clock set wrong) or older than six months is asked again.
  if (seconds * 1000 > now + 24 * 3600 * 1000 || now - seconds * 1000 > CONSENT_MAX_AGE * 1000) return null;
  return { measurement: match[1] === '1', advertising: match[2] === '1', decided_at: new Date(seconds * 1000).toISOString() };
}

/** The cookie value of a decision. */
export function formatConsent(consent: Consent): string {
  const seconds = Math.floor(Date.parse(consent.decided_at) / 1000);
  return `v1.m${consent.measurement ? 1 : 0}.a${consent.advertising ? 1 : 0}.${seconds}`;
}

/** The visitor's decision; null when not decided yet, expired or unreadable (then it is asked again). */
export function readConsent(): Consent | null {
  if (typeof document === 'undefined') return null;
  try {
    return parseConsent(readCookie(CONSENT_COOKIE));
  } catch {
    return null;
  }
}

/** Keeps the visitor's decision for six months and tells the listeners. */
export function writeConsent(choice: Omit<Consent, 'decided_at'>): Consent {
  const seconds = Math.floor(Date.now() / 1000);
  const consent: Consent = { measurement: choice.measurement, advertising: choice.advertising, decided_at: new Date(seconds * 1000).toISOString() };
  // Outside a browser (the server, the machines' atlas) there is no cookie to keep.
  if (typeof document !== 'undefined') writeCookie(CONSENT_COOKIE, formatConsent(consent), { maxAge: CONSENT_MAX_AGE, sameSite: 'Lax', path: '/' });
  for (const listener of [...listeners]) {
    try {
      listener(consent);
    } catch {
      // One listener's failure does not keep the others from hearing of the decision.
    }
  }
  return consent;
}

/** Calls `listener` with every new decision; the returned function stops it. */
export function onConsentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether the visitor agreed to `purpose`; false until they decided. */
export function consentGiven(purpose: Purpose): boolean {
  return readConsent()?.[purpose] === true;
}
