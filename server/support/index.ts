// Customer service: the contact form's tickets with their files, the mails to the team and to the sender.
export { supportHandlers } from './routes';
