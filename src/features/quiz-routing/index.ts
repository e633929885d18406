export { ProfileSavedRedirect } from './ui/ProfileSavedRedirect';
export type { ProfileSavedRedirectProps } from './ui/ProfileSavedRedirect';
export { quizRoutingMachine } from './model/machine';
export type { ProfileOutcome, QuizRoutingContext, QuizRoutingEvent, QuizRoutingMachine, QuizRoutingState } from './model/machine';
export { quizCodeAfterCreation, nextScreenAfterSave } from './model/rules';
export type { KidQuizCode, NextScreen, ProfileCreation, ProfileOrigin, ProfileSave, QuizCode, QuizStep, SavedProfile } from './model/rules';
export { quizRoutingSampleEvents, quizRoutingSamples } from './model/sample-events';
