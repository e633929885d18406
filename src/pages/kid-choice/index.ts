export { default } from './ui/KidChoicePage';
