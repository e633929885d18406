export { SignInForm } from './ui/SignInForm';
export type { SignInFormProps } from './ui/SignInForm';
