export { WishesProvider, WishButton, WishCount, WishMessage, useWishesSaving } from './ui/Wishes';
export type { WishesProviderProps, WishButtonProps } from './ui/Wishes';
export { wishesMachine } from './model/machine';
export type { Wish, WishChange, WishFailure, WishesContext, WishesEvent, WishesInput, WishesMachine, WishesState } from './model/machine';
export { wishesSampleEvents, wishesSampleInputs } from './model/sample-events';
export type { WishesSampleEvent } from './model/sample-events';
export type { WishCall } from './api/wishes';
export { MAX_WISHES } from './config/limits';
export { takesWishes } from './model/rules';
