export { default } from './ui/OrderReturnSuccessPage';
