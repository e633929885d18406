export { AccountEditForm } from './ui/AccountEditForm';
export type { AccountEditFormProps } from './ui/AccountEditForm';
export { EmailConfirmation } from './ui/EmailConfirmation';
export type { EmailConfirmationProps } from './ui/EmailConfirmation';
export { updateMe } from './api/update-me';
