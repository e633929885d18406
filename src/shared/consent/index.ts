export { CONSENT_COOKIE, CONSENT_MAX_AGE, readConsent, writeConsent, onConsentChange, consentGiven, parseConsent, formatConsent } from './consent';
export type { Consent, Purpose } from './consent';
export { requestConsentChoice, onConsentChoiceRequested } from './reopen';
export { pushConsentMode, consentModeOf, dataLayerOf } from './consent-mode';
export type { ConsentChoice, ConsentModeParameters } from './consent-mode';
