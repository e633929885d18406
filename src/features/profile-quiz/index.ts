export { KID_QUIZ_STEPS, WOMAN_QUIZ_STEPS } from './config/options';
export type { KidQuizStep, QuizKind, QuizStepOf, WomanQuizStep } from './config/options';
export { draftFromProfile, emptyDraft, profileInputFromDraft, profilePatchFromDraft } from './model/draft';
export type { QuizDraft } from './model/draft';
export { FULL_SELECTION_BOTTOM_SIZES, FULL_SELECTION_TOP_SIZES, needsSizeAlert } from './model/size-alert';
export { clearQuizDraft } from './model/storage';
export { ProfileQuizForm } from './ui/ProfileQuizForm';
