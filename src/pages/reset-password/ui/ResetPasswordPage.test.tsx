import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, staticSession } from '@/entities/session';
import { renderWithApp } from '@/shared/testing';
import ResetPasswordPage from './ResetPasswordPage';

const pair = { access_token: 'a.b.c', refresh_token: 'r-1', client_id: 7, expires_in: 900, token_type: 'Bearer' };

/** The API answering each call with the next response; the calls as sent. */
function serve(...responses: Response[]) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    calls.push({ path: new URL(request.url).pathname, body: await request.json() });
    return responses.shift()!;
  });
  return calls;
}

function renderPage(path: string) {
  const session = staticSession();
  const { location } = renderWithApp(
    <SessionContext.Provider value={session}>
      <ResetPasswordPage />
    </SessionContext.Provider>,
    { path },
  );
  return { session, location };
}

afterEach(() => vi.unstubAllGlobals());

describe('the reset password page', () => {
  it('without a link, mails one and always answers the same', async () => {
    const calls = serve(new Response(null, { status: 202 }));
    renderPage('/reset-password');
    expect(document.title).toBe('Mot de passe oublié · Little Closet');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Adresse e-mail'), 'claire.martin@example.fr');
    await user.click(screen.getByRole('button', { name: 'Recevoir le lien' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Si un compte existe avec cette adresse, nous venons de lui envoyer un lien. Il est valable une heure.');
    expect(calls).toEqual([{ path: '/api/clients/send-reset-password-email', body: { email: 'claire.martin@example.fr' } }]);
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/login');
  });

  it('asks to wait after too many requests, and lets the person try again', async () => {
    serve(Response.json({ type: 'TOO_MANY_ATTEMPTS', title: 'Too many attempts', status: 429, retry_after: 600 }, { status: 429 }), new Response(null, { status: 202 }));
    renderPage('/reset-password');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Adresse e-mail'), 'claire.martin@example.fr{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Vous avez demandé plusieurs liens à la suite.');
    await user.click(screen.getByRole('button', { name: 'Recevoir le lien' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Si un compte existe/);
  });

  it('from a link, sets the new password typed twice, signs in and opens the account', async () => {
    const calls = serve(Response.json(pair));
    const { session, location } = renderPage('/reset-password?client_id=7&token=f3c9a1d2e4b5');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Choisissez un nouveau mot de passe');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'nouvelle-malle-7');
    await user.type(screen.getByLabelText('Confirmez le nouveau mot de passe'), 'nouvelle-malle-8{Enter}');
    expect(screen.getByLabelText('Confirmez le nouveau mot de passe')).toHaveAccessibleDescription('Les deux mots de passe ne sont pas identiques.');
    expect(calls).toEqual([]);

    await user.clear(screen.getByLabelText('Confirmez le nouveau mot de passe'));
    await user.type(screen.getByLabelText('Confirmez le nouveau mot de passe'), 'nouvelle-malle-7{Enter}');

    await vi.waitFor(() => expect(session.calls).toEqual([{ method: 'signedIn', args: [pair] }]));
    expect(calls).toEqual([{ path: '/api/clients/reset-password', body: { client_id: 7, token: 'f3c9a1d2e4b5', password: 'nouvelle-malle-7' } }]);
    expect(location.history?.at(-1)).toBe('/infos');
  });

  it('says a used or expired link is no longer valid, and offers a new one', async () => {
    serve(Response.json({ type: 'INVALID_RESET_TOKEN', title: 'This reset link is no longer valid', status: 400 }, { status: 400 }));
    const { session } = renderPage('/reset-password?client_id=7&token=used');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'nouvelle-malle-7');
    await user.type(screen.getByLabelText('Confirmez le nouveau mot de passe'), 'nouvelle-malle-7{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien n’est plus valable : il a déjà servi ou il a expiré.');
    await user.click(screen.getByRole('button', { name: 'Recevoir un nouveau lien' }));
    expect(screen.getByLabelText('Adresse e-mail')).toHaveFocus();
    expect(session.calls).toEqual([]);
  });
});
