export { default } from './ui/MallePage';
