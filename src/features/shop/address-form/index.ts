export { AddressForm } from './ui/AddressForm';
export type { AddressFormProps } from './ui/AddressForm';
