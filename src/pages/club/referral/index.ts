export { default } from './ui/ReferralPage';
export { loader } from './api/loader';
