export { SignUpForm } from './ui/SignUpForm';
export type { SignUpFormProps } from './ui/SignUpForm';
export { signUpMachine } from './model/machine';
export type { ClientInput, SignUpContext, SignUpEvent, SignUpInput, SignUpMachine, SignUpState } from './model/machine';
export type { SignUpValues } from './model/rules';
export { signUpSampleEvents, signUpSampleInputs } from './model/sample-events';
export type { SignUpSampleEvent } from './model/sample-events';
export { createQuizAccount } from './api/quiz-account';
export { signUpCountry } from './lib/visitor';
