export { readSession, SESSION_COOKIES } from './model/tokens';
export type { SessionSnapshot } from './model/tokens';
