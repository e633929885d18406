export { SESSION_COOKIES, readTokens, writeTokens, saveTokens, clearTokens, takeLegacyRefreshToken, tokenClientId } from './model/tokens';
export type { TokenPair, StoredTokens } from './model/tokens';
export { SessionContext, useSession, useViewer, SERVER_VIEWER } from './model/viewer';
export type { Client, ClientPatch, CountryCode, Credentials, SessionPort, SessionStatus, SignInFailure, Viewer } from './model/viewer';
export { staticSession, sampleClient } from './model/static';
export { safeRedirect } from './lib/redirect';
export { CONNECT_AS_PARAMETER, connectAsTokenIn } from './lib/connect-as';
export { ImpersonationBanner } from './ui/ImpersonationBanner';
