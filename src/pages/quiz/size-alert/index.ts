export { default } from './ui/QuizSizeAlertPage';
