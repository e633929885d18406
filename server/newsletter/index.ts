// The newsletter's subscribers: sign-ups to its lists, phone opt-outs, and the lists an account's opt-ins follow.
export { newsletterHandlers } from './routes';
export { followOptins } from './subscribers';
