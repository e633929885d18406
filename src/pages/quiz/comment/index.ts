export { default } from './ui/QuizCommentPage';
