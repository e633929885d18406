export { LookRatingDeck } from './ui/LookRatingDeck';
export type { LookRatingDeckProps } from './ui/LookRatingDeck';
export { lookRatingMachine } from './model/machine';
export type { LookRatingContext, LookRatingEvent, LookRatingInput, LookRatingMachine, LookRatingState, PendingRating } from './model/machine';
export { lookRatingSampleEvents, lookRatingSampleInputs, sampleLooks, sampleProduct } from './model/sample-events';
export type { LookRatingSampleEvent } from './model/sample-events';
export type { LookRating } from './api/looks';
