export { default } from './ui/CollectionPage';
