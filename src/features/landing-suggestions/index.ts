export { LandingSuggestionsBlock } from './ui/LandingSuggestionsBlock';
export { useLandingState } from './model/use-landing-state';
export { landingFromQuery, landingQuery, landingState, landingWishes, rememberLandingQuery } from './lib/landing-state';
export type { LandingQuery, LandingState } from './lib/landing-state';
