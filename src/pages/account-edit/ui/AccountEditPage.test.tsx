import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleClient, SessionContext, staticSession, type Client } from '@/entities/session';
import type { Locale } from '@/shared/config';
import { renderWithApp } from '@/shared/testing';
import AccountEditPage from './AccountEditPage';

const client = sampleClient({ phone: '06 12 34 56 78', is_optin_kid: true });

/** `PATCH clients/me` answered with each response in turn; the bodies as sent. */
function serve(...responses: Response[]) {
  const bodies: unknown[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    expect([request.method, new URL(request.url).pathname]).toEqual(['PATCH', '/api/clients/me']);
    bodies.push(await request.json());
    return responses.shift()!;
  });
  return bodies;
}

function renderPage(signedIn: Client | null = client, locale: Locale = 'fr') {
  const session = staticSession({ status: 'authenticated', client: signedIn });
  renderWithApp(
    <SessionContext.Provider value={session}>
      <AccountEditPage />
    </SessionContext.Provider>,
    { locale, path: '/infos/edit' },
  );
  return session;
}

afterEach(() => vi.unstubAllGlobals());

describe('the account information page', () => {
  it('shows the client, saves only what changed, and says so', async () => {
    const updated = { ...client, lastname: 'Martin-Dubois', phone: null, is_optin_woman: true };
    const bodies = serve(Response.json(updated));
    const session = renderPage();
    const save = screen.getByRole('button', { name: 'Enregistrer' });
    expect(screen.getByLabelText('Prénom')).toHaveValue('Claire');
    expect(screen.getByLabelText('Téléphone')).toHaveValue('06 12 34 56 78');
    expect(screen.getByRole('checkbox', { name: /newsletter enfant/ })).toBeChecked();
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('Modifiez un champ pour pouvoir enregistrer.');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nom'), '-Dubois');
    await user.clear(screen.getByLabelText('Téléphone'));
    await user.click(screen.getByRole('checkbox', { name: /newsletter femme/ }));
    await user.click(save);

    expect(await screen.findByRole('status')).toHaveTextContent('Vos informations sont enregistrées.');
    expect(bodies).toEqual([{ lastname: 'Martin-Dubois', phone: null, is_optin_woman: true }]);
    expect(session.calls).toEqual([{ method: 'clientChanged', args: [updated] }]);
    expect(save).toBeDisabled();
  });

  it('refuses an emptied firstname and a bad phone number before any call', async () => {
    const bodies = serve();
    renderPage();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Prénom'));
    await user.type(screen.getByLabelText('Téléphone'), ' poste 12');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(screen.getByLabelText('Prénom')).toHaveAccessibleDescription('Indiquez votre prénom.');
    expect(screen.getByLabelText('Prénom')).toHaveFocus();
    expect(screen.getByLabelText('Téléphone')).toHaveAccessibleDescription(/Ce numéro de téléphone ne semble pas valide\./);
    expect(bodies).toEqual([]);
  });

  it('says a confirmation link was sent to a new address, and keeps showing the current one until it is confirmed', async () => {
    const answer = { ...client, firstname: 'Clara', pending_email: 'claire@gmail.com' };
    const bodies = serve(Response.json(answer));
    const session = renderPage();
    const user = userEvent.setup();
    const email = screen.getByLabelText('Adresse e-mail');
    await user.clear(email);
    await user.type(email, 'claire@gmail.com');
    await user.clear(screen.getByLabelText('Prénom'));
    await user.type(screen.getByLabelText('Prénom'), 'Clara{Enter}');

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Vos informations sont enregistrées. Nous avons envoyé un lien de confirmation à claire@gmail.com : votre adresse changera dès que vous l’aurez ouvert.',
    );
    expect(bodies).toEqual([{ email: 'claire@gmail.com', firstname: 'Clara' }]);
    expect(email).toHaveValue('claire.martin@example.fr');
    expect(email).toHaveAccessibleDescription('En attente de confirmation : claire@gmail.com. Ouvrez le lien reçu à cette adresse.');
    expect(screen.getByLabelText('Prénom')).toHaveValue('Clara');
    expect(session.calls).toEqual([{ method: 'clientChanged', args: [answer] }]);
  });

  it('shows an address waiting for its confirmation in German', () => {
    serve();
    renderPage(sampleClient({ pending_email: 'claire@gmail.com' }), 'de');
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveAccessibleDescription(
      'Wartet auf Bestätigung: claire@gmail.com. Bitte öffnen Sie den Link, den wir an diese Adresse gesendet haben.',
    );
  });

  it('puts a refused field on its field, and other failures in a message', async () => {
    serve(
      Response.json({ type: 'VALIDATION_FAILED', title: 'Invalid', status: 400, errors: [{ field: 'lastname', detail: 'too long' }] }, { status: 400 }),
      Response.json({ type: 'SERVICE_UNAVAILABLE', title: 'Down', status: 503 }, { status: 503 }),
    );
    const session = renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nom'), 'x{Enter}');
    expect(await screen.findByText('Le nom ne peut pas dépasser 80 caractères.')).toBeVisible();

    await user.type(screen.getByLabelText('Nom'), 'y{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('L’enregistrement n’a pas abouti.');
    expect(session.calls).toEqual([]);
  });

  it('says when the address can be changed again after too many changes, keeping what was typed', async () => {
    const tooMany = (retry_after: number) =>
      Response.json(
        { type: 'TOO_MANY_ATTEMPTS', title: 'Too many attempts', status: 429, detail: 'Too many email changes for this account: try again in some minutes', retry_after },
        { status: 429, headers: { 'Retry-After': String(retry_after) } },
      );
    const bodies = serve(tooMany(1740), tooMany(50));
    const session = renderPage(client, 'es');
    const user = userEvent.setup();
    const email = screen.getByLabelText('Correo electrónico');
    await user.clear(email);
    await user.type(email, 'claire.martin@gmail.com');
    await user.type(screen.getByLabelText('Apellidos'), '-Dubois');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent('Lo has intentado demasiadas veces. Vuelve a intentarlo dentro de 29 minutos.');
    expect(message).toHaveFocus();
    expect(email).toHaveValue('claire.martin@gmail.com');
    expect(screen.getByLabelText('Apellidos')).toHaveValue('Martin-Dubois');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();

    // The wait is said in the singular once it is under a minute.
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Lo has intentado demasiadas veces. Vuelve a intentarlo dentro de 1 minuto.')).toBeVisible();
    expect(bodies).toEqual([
      { lastname: 'Martin-Dubois', email: 'claire.martin@gmail.com' },
      { lastname: 'Martin-Dubois', email: 'claire.martin@gmail.com' },
    ]);
    expect(session.calls).toEqual([]);
  });

  it('waits for the client while the session loads it', () => {
    renderPage(null);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
  });
});
