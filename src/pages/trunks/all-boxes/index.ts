export { default } from './ui/AllBoxesPage';
