export { default } from './ui/QuizPhotoPage';
