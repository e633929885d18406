export { default } from './ui/QuizConfirmPage';
