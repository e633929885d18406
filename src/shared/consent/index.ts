export { CONSENT_COOKIE, CONSENT_MAX_AGE, readConsent, writeConsent, onConsentChange, consentGiven, parseConsent, formatConsent } from './consent';
export type { Consent, Purpose } from './consent';
