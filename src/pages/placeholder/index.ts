export { default } from './ui/PlaceholderPage';
