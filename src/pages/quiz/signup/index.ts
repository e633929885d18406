export { default } from './ui/QuizSignUpPage';
