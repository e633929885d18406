export { default } from './ui/ReturnLabelsPage';
