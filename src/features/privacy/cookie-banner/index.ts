export { ConsentBanner } from './ui/ConsentBanner';
export type { ConsentBannerProps } from './ui/ConsentBanner';
export { consentMachine, consentGuards } from './model/machine';
export type { ConsentMachine, ConsentContext, ConsentEvent, ConsentInput, ConsentState } from './model/machine';
export { consentSampleEvents, consentSampleInputs } from './model/sample-events';
export { pushCookieBannerEvent } from './model/data-layer';
export type { BannerChoice } from './model/data-layer';
/** The banner as the app mounts it, lazily: shown once the page is taken over. */
export { ConsentGate as default } from './ui/ConsentGate';
