export { default } from './ui/LoyaltyPage';
