export { default } from './ui/QuizStartPage';
