// Sign-up, sign-in and the session's tokens, password resets, the client hash; the clients' accounts
// as the other domains find them.
export { sessionHandlers } from './routes';
export { emailTaken, findClientByEmail, signedUpClient, type ClientRow } from './clients';
export { hashPassword, verifyPassword } from './password';
export { limits, rateLimiter, type Limit, type Limits, type RateLimiter } from './rate-limit';
export { sessionService, type SessionService } from './sessions';
export { deliverPair } from './refresh-cookie';
export { hashToken, newOpaqueToken } from './tokens';
