export { default } from './ui/SubscriptionsPage';
