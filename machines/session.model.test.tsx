import { act, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { ImpersonationBanner, readTokens, saveTokens, useViewer, type Client, type Credentials, type TokenPair } from '@/entities/session';
import {
  appSessionLogic,
  createSessionService,
  SessionProvider,
  type DataLayer,
  type SessionInput,
  type SessionSampleEvent,
  type SessionService,
} from '@/features/session';
import { dataLayerEntries, forgetTracking, renderWithApp, translator } from '@/shared/testing';
import { writeConsent } from '@/shared/consent';
import { Header } from '@/widgets/header';
import { catalogueEntry } from './catalogue';
import { manualCalls, testMachineModel, type ModelHarness } from './model-based';

type Snapshot = SnapshotFrom<typeof appSessionLogic>;

const t = translator('fr');
/** The page the visitor is on when the session starts. */
const PAGE = '/infos/orders?tab=2';
const LOGIN_AFTER_EXPIRY = '/login?redirect=%2Finfos%2Forders%3Ftab%3D2&reason=expired';

/** What the sign-in form shows of the session (the form itself belongs to the sign-in feature). */
function SignInState() {
  const { signIn } = useViewer();
  return <output aria-label="sign-in">{signIn.pending ? 'pending' : (signIn.failure?.kind ?? '')}</output>;
}

/** What a user sees of the session, as `GET clients/me` would make a screen show it. */
function expectedStatus(snapshot: Snapshot) {
  if (snapshot.matches('unauthenticated')) return 'unauthenticated';
  if (snapshot.matches('authenticated') || (snapshot.matches('refreshing') && snapshot.context.resumeTo === 'authenticated')) return 'authenticated';
  return 'loading';
}

let running: SessionService | null = null;

/**
 * The app's session over the real browser (cookies, address bar, history, window.dataLayer) with
 * its calls answered by hand, a simulated clock, and the page's header and banner in French. Screens' requests go through the session port as screens send them.
 */
function sessionHarness(): ModelHarness<Snapshot, SessionSampleEvent> {
  const calls = {
    signIn: manualCalls<Credentials, TokenPair>(),
    loadClient: manualCalls<void, Client>(),
    loadDataLayer: manualCalls<void, DataLayer>(),
    refresh: manualCalls<void, TokenPair>(),
    revoke: manualCalls<void, undefined>(),
  };
  let reloads = 0;
  let expectedReloads = 0;
  let expectedPushes = 0;
  /** The API client's refresh after a 401, while it is asked for: what it resolved with, once it did. */
  let refreshAsked: { result?: string | null } | null = null;
  const clock = new SimulatedClock();
  const logic = appSessionLogic.provide({
    actors: {
      signIn: fromPromise(({ input }) => calls.signIn.call(input)),
      loadClient: fromPromise(() => calls.loadClient.call()),
      loadDataLayer: fromPromise(() => calls.loadDataLayer.call()),
      refresh: fromPromise(() => calls.refresh.call()),
      revoke: fromPromise<void>(() => calls.revoke.call()),
    },
    // jsdom cannot reload a page: the reload is recorded.
    actions: { reloadOnce: () => void (reloads += 1) },
  });
  let session: SessionService;

  return {
    render(inspect, input) {
      running?.stop();
      const { tokens, connectAsToken } = input as SessionInput;
      // A visitor who allowed measurement, on a fresh tab: the data layer goes through the tracking module.
      forgetTracking();
      localStorage.clear();
      sessionStorage.clear();
      writeConsent({ measurement: true, advertising: false });
      for (const name of ['lc_country', 'lc_locale']) document.cookie = `${name}=; max-age=0; path=/`;
      saveTokens(tokens);
      history.replaceState(null, '', connectAsToken ? `${PAGE}&connect-as-access-token=${connectAsToken}` : PAGE);
      if (tokens.accessToken && tokens.clientId !== '7') expectedReloads += 1;
      session = running = createSessionService(logic, { input: input as SessionInput, inspect, clock });
      renderWithApp(
        <SessionProvider session={session}>
          <ImpersonationBanner />
          <Header />
          <SignInState />
        </SessionProvider>,
        { path: PAGE },
      );
    },

    async perform(event) {
      switch (event.type) {
        case 'SIGN_IN':
          act(() => session.signIn({ email: event.email, password: event.password }));
          return;
        case 'SIGNED_IN':
          act(() => session.signedIn(event.tokens));
          return;
        case 'SIGN_OUT':
          act(() => session.signOut());
          return;
        case 'CLIENT_CHANGED':
          act(() => session.clientChanged(event.client));
          return;
        case 'CHECK_CLIENT_ID':
          if (event.clientId !== 7) expectedReloads += 1;
          act(() => session.checkClientId(event.clientId));
          return;
        case 'CONNECT_AS':
          // An administrator's link opened on the page (the app's navigation hands it to the session).
          history.pushState(null, '', `${PAGE}&connect-as-access-token=${event.token}`);
          act(() => session.connectAs(event.token));
          return;
        case 'REFRESH': {
          // A call of a screen got a 401 with the stored token.
          const asked: { result?: string | null } = {};
          refreshAsked = asked;
          act(() => void session.refreshAfterUnauthorized(readTokens().accessToken as string).then((token) => (asked.result = token)));
          return;
        }
        case 'xstate.after.refreshRetryDelay.session.refreshing.waiting':
          act(() => clock.increment(1000));
          return;
        case 'xstate.done.actor.loadClient':
          if (event.output.id !== 7) expectedReloads += 1;
          await act(async () => calls.loadClient.settleFrom(event));
          return;
        case 'xstate.done.actor.loadDataLayer':
          expectedPushes += 1;
          await act(async () => calls.loadDataLayer.settleFrom(event));
          return;
        default: {
          const call = event.type.replace(/^xstate\.(done|error)\.actor\./, '') as keyof typeof calls;
          await act(async () => calls[call].settleFrom(event));
        }
      }
    },

    expectState(snapshot) {
      const { tokens, client, error, signInFailure } = snapshot.context;
      const status = expectedStatus(snapshot);
      // Read by their texts (fast); the roles are the header's and the banner's own tests.
      const link = (text: string) => screen.queryByText(text, { selector: 'a' })?.getAttribute('href') ?? null;

      // The header's account link: the account when signed in, login otherwise, nothing while loading.
      expect({ account: link(t('nav.account')), login: link(t('nav.login')) }).toEqual({
        account: status === 'authenticated' ? '/infos' : null,
        login: status === 'unauthenticated' ? '/login' : null,
      });

      // The administrator's banner, with a way out.
      if (status === 'authenticated' && client?.impersonated_by) {
        const name = `${client.firstname} ${client.lastname}`;
        expect(screen.getByText(t('session.impersonation.notice', { client: name, admin: client.impersonated_by }))).toBeInTheDocument();
        // A button: /logout is a visitor's page, shown once signed out (seed 000 §2).
        expect(screen.getByText(t('session.impersonation.signOut'), { selector: 'button' })).toBeInTheDocument();
      } else {
        expect(screen.queryByText(t('session.impersonation.signOut'))).toBeNull();
      }

      // What the pending call sends to the server.
      if (snapshot.matches({ unauthenticated: 'signingIn' })) expect(calls.signIn.inputs.at(-1)).toEqual({ email: 'claire.martin@example.fr', password: 'trunk-of-2026' });
      // A refresh or a sign-out goes only for a session the server keeps a refresh token for, in its
      // HttpOnly cookie: the page sends none of its own.
      if (snapshot.matches({ refreshing: 'exchanging' }) || snapshot.matches('signingOut')) expect(tokens.refreshable).toBe(true);
      expect(document.cookie).not.toMatch(/refresh_token/);

      // The sign-in form's view of the session.
      const signIn = screen.getByLabelText('sign-in');
      expect(signIn).toHaveTextContent(
        snapshot.matches({ unauthenticated: 'signingIn' }) ? 'pending' : snapshot.matches({ unauthenticated: 'failed' }) ? (signInFailure?.kind ?? '') : '',
      );

      // The cookies hold the session's tokens; a visitor has none.
      expect(readTokens()).toEqual(tokens);

      // A session that ended sent the user to login, with the way back. An administrator's token
      // left the address bar, the rest of the address kept.
      const address = window.location.pathname + window.location.search;
      if (snapshot.matches('unauthenticated') && error) expect(address).toBe(LOGIN_AFTER_EXPIRY);
      else expect([PAGE, LOGIN_AFTER_EXPIRY]).toContain(address);

      // A mismatch reloaded the page; each session pushed its analytics data once.
      expect(reloads).toBe(expectedReloads);
      const pushed = dataLayerEntries().filter((entry) => entry.event === 'data_layer');
      expect(pushed).toHaveLength(expectedPushes);

      // The API client's refresh answers with the new token, or none once the session is over.
      if (refreshAsked && (status === 'authenticated' || status === 'unauthenticated') && !snapshot.matches('refreshing')) {
        expect(refreshAsked.result).toBe(status === 'authenticated' ? tokens.accessToken : null);
        refreshAsked = null;
      }
    },
  };
}

testMachineModel(catalogueEntry('session'), sessionHarness);
