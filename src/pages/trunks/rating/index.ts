export { default } from './ui/RatingPage';
