export { default } from './ui/ReturnsPage';
