export { default } from './ui/TrunkReturnPage';
