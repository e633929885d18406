import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleClient, SessionContext, staticSession, type Client } from '@/entities/session';
import type { Locale } from '@/shared/config';
import { renderWithApp } from '@/shared/testing';
import ConfirmEmailPage from './ConfirmEmailPage';

/** The API answering each call with the next response; the calls as sent. */
function serve(...responses: Response[]) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    calls.push({ path: new URL(request.url).pathname, body: await request.json() });
    return responses.shift()!;
  });
  return calls;
}

function renderPage(path: string, { client = null, locale = 'fr' }: { client?: Client | null; locale?: Locale } = {}) {
  const session = staticSession(client ? { status: 'authenticated', client } : undefined);
  renderWithApp(
    <SessionContext.Provider value={session}>
      <ConfirmEmailPage />
    </SessionContext.Provider>,
    { path, locale },
  );
  return session;
}

const problem = (status: number, type: string) => Response.json({ type, title: type, status }, { status });

afterEach(() => vi.unstubAllGlobals());

describe('the email confirmation page', () => {
  it('confirms the link on arrival and says so, signed out', async () => {
    const calls = serve(Response.json({ email: 'claire@gmail.com' }));
    renderPage('/confirm-email?token=abc_-123');
    expect(document.title).toBe('Confirmation de votre adresse e-mail · Little Closet');
    expect(await screen.findByText('C’est fait : votre adresse e-mail est désormais claire@gmail.com.')).toBeVisible();
    expect(calls).toEqual([{ path: '/api/clients/email-confirmation', body: { token: 'abc_-123' } }]);
    expect(screen.getByRole('link', { name: 'Voir mes informations' })).toHaveAttribute('href', '/infos/edit');
  });

  it('shows the new address at once to the account signed in on this device', async () => {
    serve(Response.json({ email: 'claire@gmail.com' }));
    const client = sampleClient({ pending_email: 'claire@gmail.com' });
    const session = renderPage('/confirm-email?token=abc', { client });
    await screen.findByText(/claire@gmail\.com/);
    expect(session.calls).toEqual([{ method: 'clientChanged', args: [{ ...client, email: 'claire@gmail.com', pending_email: null }] }]);
  });

  it('says when the link is wrong or expired, in the visitor’s language', async () => {
    serve(Response.json({ type: 'INVALID_EMAIL_TOKEN', title: 'Invalid', status: 400, errors: [{ field: 'token', detail: 'expired' }] }, { status: 400 }));
    renderPage('/nl/confirm-email?token=old', { locale: 'nl' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze bevestigingslink is ongeldig of verlopen.');
  });

  it('says a link without a token is wrong, without calling', () => {
    const calls = serve();
    renderPage('/confirm-email');
    expect(screen.getByRole('alert')).toHaveTextContent('Ce lien de confirmation n’est pas valide ou a expiré.');
    expect(calls).toEqual([]);
  });

  it('says when the address got an account meanwhile', async () => {
    serve(problem(409, 'EMAIL_TAKEN'));
    renderPage('/confirm-email?token=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Cette adresse e-mail est déjà celle d’un autre compte : elle ne peut pas remplacer la vôtre.');
  });

  it('offers to try again after a failure', async () => {
    const calls = serve(problem(503, 'SERVICE_UNAVAILABLE'), Response.json({ email: 'claire@gmail.com' }));
    renderPage('/confirm-email?token=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('La confirmation n’a pas abouti.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('C’est fait : votre adresse e-mail est désormais claire@gmail.com.')).toBeVisible();
    expect(calls).toHaveLength(2);
  });
});
