export { ProfileSavedRedirect } from './ui/ProfileSavedRedirect';
export type { ProfileSavedRedirectProps } from './ui/ProfileSavedRedirect';
export { quizRoutingMachine } from './model/machine';
export type { ProfileOutcome, QuizRoutingContext, QuizRoutingEvent, QuizRoutingMachine, QuizRoutingState } from './model/machine';
export { quizCodeAfterCreation, nextScreenAfterSave, quizCodeOfType } from './model/rules';
export type { KidQuizCode, NextScreen, ProfileCreation, ProfileOrigin, ProfileSave, QuizCode, QuizStep, SavedProfile } from './model/rules';
export { quizRoutingSampleEvents, quizRoutingSamples } from './model/sample-events';
export {
  isWomanCode,
  isSignupCode,
  kindOfCode,
  quizStartPath,
  signupCode,
  addProfilePath,
  quizScreenPath,
  womanStepPath,
  sizeAlertPath,
  quizConfirmPath,
  additionalQuizConfirmPath,
  rememberQuizRequest,
  quizRequestOf,
  forgetQuizRequest,
} from './model/flow';
export type { QuizKind, QuizScreen } from './model/flow';
export { quizSignUpPath, quizKindOfAccount } from './model/sign-up';
export { QuizProfileLoader } from './ui/QuizProfileLoader';
export type { QuizProfileLoaderProps } from './ui/QuizProfileLoader';
