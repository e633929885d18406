export { default } from './ui/QuizAnswersPage';
