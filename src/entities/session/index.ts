export { SESSION_COOKIES, readTokens, writeTokens, saveTokens, clearTokens, tokenClientId } from './model/tokens';
export type { TokenPair, StoredTokens } from './model/tokens';
export { SessionContext, useSession, useViewer } from './model/viewer';
export type { Client, ClientPatch, CountryCode, Credentials, SessionPort, SessionStatus, SignInFailure, Viewer } from './model/viewer';
export { staticSession, sampleClient } from './model/static';
export { safeRedirect } from './lib/redirect';
