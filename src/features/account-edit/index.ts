export { AccountEditForm } from './ui/AccountEditForm';
export type { AccountEditFormProps } from './ui/AccountEditForm';
