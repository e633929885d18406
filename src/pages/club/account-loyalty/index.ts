export { default } from './ui/AccountLoyaltyPage';
