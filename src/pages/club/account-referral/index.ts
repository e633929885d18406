export { default } from './ui/AccountReferralPage';
