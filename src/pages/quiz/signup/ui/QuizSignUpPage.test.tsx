import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProfileStore, ProfileStoreContext, sampleProfile } from '@/entities/profile';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { renderWithApp } from '@/shared/testing';
import QuizSignUpPage from './QuizSignUpPage';

const sem = sampleProfile({ id: 31, firstname: 'sem', gender: 'BOY', client_id: 40 });
const account = { access_token: 'account-access', client_id: 41 };

/** The API as the quiz's sign-up meets it; each call as sent, with its bearer. */
function serve({ password = 'Malle-Pour-Sem' }: { password?: string } = {}) {
  const calls: { method: string; path: string; bearer: string | null; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname;
    const body = request.method === 'GET' ? null : await request.json();
    calls.push({ method: request.method, path, bearer: request.headers.get('Authorization'), body });
    if (path === '/api/clients/me/kids') return Response.json([sem]);
    if (path === '/api/get_client_hash') return Response.json({ hash: 1 });
    if (path === '/api/clients') return Response.json(account, { status: 201 });
    if (path === '/api/clients/token' && request.method === 'PUT') return Response.json({ access_token: 'quiz-fresh', client_id: 40 });
    if (path === '/api/clients/token' && request.method === 'POST') {
      const credentials = body as { email: string; password: string };
      return credentials.password === password
        ? Response.json(account)
        : Response.json({ type: 'INVALID_CREDENTIALS', title: 'Invalid credentials', status: 401 }, { status: 401, headers: { 'Content-Type': 'application/problem+json' } });
    }
    if (path === '/api/clients/me/kids/31/reassign') return Response.json({ ...sem, client_id: 41 });
    return new Response(null, { status: 404 });
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The quiz's sign-up for a visitor whose answers wait on the quiz's temporary account. */
function renderForQuizAccount(path = '/quiz/signup/kid', locale: 'fr' | 'de' = 'fr') {
  const session = staticSession({ status: 'authenticated', client: sampleClient({ id: 40, is_signed_up: false, origin: 'quiz-kid' }) });
  const store = createProfileStore({ list: async () => [], remove: async () => undefined });
  const view = renderWithApp(
    <SessionContext.Provider value={session}>
      <ProfileStoreContext.Provider value={store}>
        <QuizSignUpPage params={{}} />
      </ProfileStoreContext.Provider>
    </SessionContext.Provider>,
    { path, locale },
  );
  return { ...view, session, store };
}

describe('the sign-up inside the quiz', () => {
  it('moves the answers of the quiz’s temporary account to the new account, then goes on to the photo step', async () => {
    const calls = serve();
    const session = staticSession({ status: 'authenticated', client: sampleClient({ id: 40, is_signed_up: false }) });
    const store = createProfileStore({ list: async () => [], remove: async () => undefined });
    const { location } = renderWithApp(
      <SessionContext.Provider value={session}>
        <ProfileStoreContext.Provider value={store}>
          <QuizSignUpPage params={{}} />
        </ProfileStoreContext.Provider>
      </SessionContext.Provider>,
      { path: '/quiz/signup/kid' },
    );
    expect(await screen.findByText(/Les réponses de Sem sont enregistrées/)).toBeVisible();
    await userEvent.type(screen.getByLabelText('Prénom', { exact: true }), 'Sanne');
    await userEvent.type(screen.getByLabelText('Nom', { exact: true }), 'de Vries');
    await userEvent.type(screen.getByLabelText('Adresse e-mail', { exact: true }), 'sanne@example.fr');
    await userEvent.type(screen.getByLabelText('Mot de passe', { exact: true }), 'Een-Box-Voor-Sem');
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    await waitFor(() => expect(location.history.at(-1)).toBe('/quiz/signup/photo/31'));
    expect(session.calls).toEqual([{ method: 'signedIn', args: [account] }]);
    expect(calls.find((call) => call.path === '/api/clients')?.body).toMatchObject({ email: 'sanne@example.fr', origin: 'quiz-kid' });
    // The quiz's session is renewed just before the account is created (its refresh token is the
    // server's cookie: the page sends none), then its token moves the profile under the new account's bearer.
    expect(calls.map((call) => `${call.method} ${call.path}`).filter((call) => call.startsWith('P'))).toEqual(['PUT /api/clients/token', 'POST /api/clients', 'POST /api/clients/me/kids/31/reassign']);
    expect(calls.find((call) => call.path === '/api/clients/token')?.body).toEqual({});
    expect(calls.find((call) => call.path === '/api/clients/me/kids/31/reassign')).toMatchObject({ bearer: 'Bearer account-access', body: { source_access_token: 'quiz-fresh' } });
    expect(store.getState()?.clientId).toBe(41);
  });

  it('lets a visitor who already has an account sign in: the answers move to that account, then the photo step', async () => {
    const calls = serve();
    const { location, session, store } = renderForQuizAccount('/quiz/signup/kid?account=existing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connectez-vous' })).toBeVisible();
    expect(screen.getByText('Les réponses de Sem sont enregistrées. Connectez-vous : elles rejoindront votre compte.')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Adresse e-mail', { exact: true }), 'sanne@example.fr');
    await userEvent.type(screen.getByLabelText('Mot de passe', { exact: true }), 'Malle-Pour-Sem');
    await userEvent.click(screen.getByRole('button', { name: 'Me connecter' }));

    await waitFor(() => expect(location.history.at(-1)).toBe('/quiz/signup/photo/31'));
    expect(session.calls).toEqual([{ method: 'signedIn', args: [account] }]);
    // The quiz's session is renewed first; the sign-in then replaces it, and the fresh quiz token moves the profile.
    expect(calls.map((call) => `${call.method} ${call.path}`).filter((call) => call.startsWith('P'))).toEqual(['PUT /api/clients/token', 'POST /api/clients/token', 'POST /api/clients/me/kids/31/reassign']);
    expect(calls.find((call) => call.method === 'POST' && call.path === '/api/clients/token')?.body).toEqual({ email: 'sanne@example.fr', password: 'Malle-Pour-Sem' });
    expect(calls.find((call) => call.path === '/api/clients/me/kids/31/reassign')).toMatchObject({ bearer: 'Bearer account-access', body: { source_access_token: 'quiz-fresh' } });
    expect(store.getState()?.clientId).toBe(41);
  });

  it('says a wrong password in the visitor’s language and keeps the quiz’s session', async () => {
    const calls = serve();
    const { session, location } = renderForQuizAccount('/de/quiz/signup/kid?account=existing', 'de');
    await userEvent.type(await screen.findByLabelText('E-Mail-Adresse', { exact: true }), 'sanne@example.fr');
    await userEvent.type(screen.getByLabelText('Passwort', { exact: true }), 'falsch');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('E-Mail-Adresse oder Passwort ist falsch.');
    expect(session.calls).toEqual([]);
    expect(calls.some((call) => call.path.endsWith('/reassign'))).toBe(false);
    expect(location.history.at(-1)).toBe('/de/quiz/signup/kid?account=existing');
  });

  it('offers the sign-in when the address given to the sign-up has an account, with that address', async () => {
    serve();
    vi.stubGlobal('fetch', withAddressTaken(globalThis.fetch));
    renderForQuizAccount();
    await screen.findByText(/Les réponses de Sem sont enregistrées/);
    await userEvent.type(screen.getByLabelText('Prénom', { exact: true }), 'Sanne');
    await userEvent.type(screen.getByLabelText('Nom', { exact: true }), 'de Vries');
    await userEvent.type(screen.getByLabelText('Adresse e-mail', { exact: true }), 'sanne@example.fr');
    await userEvent.type(screen.getByLabelText('Mot de passe', { exact: true }), 'Een-Box-Voor-Sem');
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Me connecter avec cette adresse' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Connectez-vous' })).toBeVisible();
    expect(screen.getByLabelText('Adresse e-mail', { exact: true })).toHaveValue('sanne@example.fr');
    await waitFor(() => expect(screen.getByLabelText('Mot de passe', { exact: true })).toHaveFocus());
  });
});

/** The API with an account behind every address: the sign-up is refused as taken. */
function withAddressTaken(inner: typeof fetch): typeof fetch {
  return (async (request: Request) =>
    new URL(request.url).pathname === '/api/clients'
      ? Response.json({ type: 'EMAIL_TAKEN', title: 'Email taken', status: 409 }, { status: 409, headers: { 'Content-Type': 'application/problem+json' } })
      : inner(request)) as typeof fetch;
}
