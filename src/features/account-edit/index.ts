export { AccountEditForm } from './ui/AccountEditForm';
export type { AccountEditFormProps } from './ui/AccountEditForm';
export { updateMe } from './api/update-me';
