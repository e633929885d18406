export { default } from './ui/QuizProfileStepPage';
