export { default } from './ui/TrunkReturnSuccessPage';
