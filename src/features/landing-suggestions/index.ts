export { LandingSuggestionsBlock } from './ui/LandingSuggestionsBlock';
export { useLandingState } from './model/use-landing-state';
export { landingFromQuery, landingQuery, landingState, landingWishes } from './lib/landing-state';
export { rememberLandingQuery } from './lib/remember';
export type { LandingQuery, LandingState } from './lib/landing-state';
