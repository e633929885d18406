import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import type { Locale } from '@/shared/config';
import { renderWithApp } from '@/shared/testing';
import AccountPasswordPage from './AccountPasswordPage';

const pair = { access_token: 'a.b.c', refresh_token: 'r-2', client_id: 7, expires_in: 900, token_type: 'Bearer' };

/** `PUT clients/me/password` answered with one response; the bodies as sent. */
function serve(response: Response) {
  const bodies: unknown[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    expect([request.method, new URL(request.url).pathname]).toEqual(['PUT', '/api/clients/me/password']);
    bodies.push(await request.json());
    return response;
  });
  return bodies;
}

function renderPage(locale: Locale = 'fr') {
  const session = staticSession({ status: 'authenticated', client: sampleClient() });
  renderWithApp(
    <SessionContext.Provider value={session}>
      <AccountPasswordPage />
    </SessionContext.Provider>,
    { locale },
  );
  return session;
}

async function fill(current: string, password: string, confirmation = password, labels = ['Mot de passe actuel', 'Nouveau mot de passe', 'Confirmez le nouveau mot de passe']) {
  const user = userEvent.setup();
  for (const [index, value] of [current, password, confirmation].entries()) if (value) await user.type(screen.getByLabelText(labels[index]!), value);
  await user.keyboard('{Enter}');
}

afterEach(() => vi.unstubAllGlobals());

describe('the password page', () => {
  it('changes the password, hands the new pair to the session and says so', async () => {
    const bodies = serve(Response.json(pair));
    const session = renderPage();
    expect(document.title).toBe('Mon mot de passe · Little Closet');
    await fill('petite-malle-42', 'nouvelle-malle-7');

    expect(await screen.findByRole('status')).toHaveTextContent('Votre mot de passe est modifié.');
    expect(bodies).toEqual([{ current_password: 'petite-malle-42', password: 'nouvelle-malle-7' }]);
    expect(session.calls).toEqual([{ method: 'signedIn', args: [pair] }]);
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveValue('');
  });

  it('refuses a missing current password and a confirmation that differs, without a call', async () => {
    const bodies = serve(Response.json(pair));
    renderPage();
    await fill('', 'nouvelle-malle-7', 'nouvelle-malle-8');
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveAccessibleDescription('Indiquez votre mot de passe actuel.');
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveFocus();
    expect(screen.getByLabelText('Confirmez le nouveau mot de passe')).toHaveAccessibleDescription('Les deux mots de passe ne sont pas identiques.');
    expect(bodies).toEqual([]);
  });

  it('puts a wrong current password on its field', async () => {
    serve(Response.json({ type: 'INVALID_PASSWORD', title: 'Wrong password', status: 400, errors: [{ field: 'current_password', detail: 'wrong' }] }, { status: 400 }));
    const session = renderPage();
    await fill('pas-le-bon', 'nouvelle-malle-7');
    await vi.waitFor(() => expect(screen.getByLabelText('Mot de passe actuel')).toHaveAccessibleDescription('Ce n’est pas votre mot de passe actuel.'));
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveFocus();
    expect(session.calls).toEqual([]);
  });

  it('tells the wait after too many attempts, in Spanish', async () => {
    serve(Response.json({ type: 'TOO_MANY_ATTEMPTS', title: 'Too many attempts', status: 429, retry_after: 60 }, { status: 429 }));
    renderPage('es');
    await fill('pas-le-bon', 'nouvelle-malle-7', 'nouvelle-malle-7', ['Contraseña actual', 'Contraseña nueva', 'Confirma la contraseña nueva']);
    expect(await screen.findByRole('alert')).toHaveTextContent('Demasiados intentos. Vuelve a intentarlo dentro de 1 minuto.');
  });

  it('says an administrator acting as the client cannot change it', async () => {
    serve(Response.json({ type: 'FORBIDDEN', title: 'Forbidden', status: 403 }, { status: 403 }));
    const session = renderPage();
    await fill('petite-malle-42', 'nouvelle-malle-7');
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible en accès administrateur : seul le client peut changer son mot de passe.');
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(session.calls).toEqual([]);
  });
});
