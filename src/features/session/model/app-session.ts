import { fromPromise } from 'xstate';
import { track, trackWhenDecided } from '@/shared/analytics';
import { journeyInspect } from '@/shared/lib';
import { navigate } from 'wouter/use-browser-location';
import { clearTokens, connectAsTokenIn, readTokens, saveTokens, takeLegacyRefreshToken } from '@/entities/session';
import * as calls from '../api/session';
import { dataLayerEvent, forgetDataLayerSession } from '../lib/data-layer';
import { loginAfterExpiry, reloadOnce, withoutConnectAsToken } from '../lib/location';
import { sessionMachine } from './machine';
import { createSessionService, type SessionService } from './service';

/** The session machine over the API and the browser: cookies, address bar, navigation, reload, data layer. */
export const appSessionLogic = sessionMachine.provide({
  actors: {
    signIn: fromPromise(({ input }) => calls.signIn(input)),
    loadClient: fromPromise(({ input }) => calls.loadClient(input)),
    loadDataLayer: fromPromise(({ input }) => calls.loadDataLayer(input)),
    // The browser sends the server's cookie, shared by every tab: the latest refresh token goes,
    // whichever tab exchanged the one before.
    refresh: fromPromise(() => calls.refresh(takeLegacyRefreshToken())),
    revoke: fromPromise<void>(() => calls.revoke(takeLegacyRefreshToken())),
  },
  actions: {
    storeTokens: ({ context }) => saveTokens(context.tokens),
    clearCookies: () => {
      clearTokens();
      forgetDataLayerSession(sessionStorage);
    },
    forgetConnectAsParameter: () => {
      const address = withoutConnectAsToken(window.location);
      if (address !== null) navigate(address, { replace: true, state: history.state });
    },
    sendToLogin: () => {
      const login = loginAfterExpiry(window.location);
      if (login !== null) navigate(login);
    },
    reloadOnce: () => void reloadOnce(() => window.location.reload(), sessionStorage, Date.now()),
    // First, once per browser session, and only with consent (held until the visitor decides).
    pushDataLayer: (_, dataLayer) => trackWhenDecided(dataLayerEvent(dataLayer, sessionStorage)),
    trackLogin: () => void track({ event: 'login', method: 'password' }),
  },
});

let session: SessionService | null = null;

/** The app's one session, started on first use from the page's cookies and address. */
export function appSession(): SessionService {
  session ??= createSessionService(appSessionLogic, { input: { tokens: readTokens(), connectAsToken: connectAsTokenIn(window.location.search) }, inspect: journeyInspect });
  return session;
}
