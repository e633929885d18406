export { default } from './ui/LoyaltyHistoryPage';
