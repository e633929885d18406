export { PasswordChangeForm } from './ui/PasswordChangeForm';
