export { default } from './ui/InvitationPage';
export { loader } from './api/loader';
