export { default } from './ui/OrderReturnPage';
