// The client's account: its details, password, tracking data and address book.
export { accountHandlers } from './account.routes';
export { addressHandlers } from './addresses.routes';
