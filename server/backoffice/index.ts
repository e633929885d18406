// The back office (the contract's admin calls, for administrators and the operator): acting as a
// client, moving trunks on, composing a preview, reading the mails sent.
export { adminHandlers } from './routes';
