import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, staticSession } from '@/entities/session';
import type { Locale } from '@/shared/config';
import { writeConsent } from '@/shared/consent';
import { dataLayerEntries, forgetTracking, renderWithApp, SEEDED_MESSAGES, translator } from '@/shared/testing';
import { SignUpForm } from './SignUpForm';

const pair = { access_token: 'a.b.c', refresh_token: 'r-1', client_id: 42, expires_in: 900, token_type: 'Bearer' };

/** The API as the sign-up sees it: the account lookup, then `POST clients` answered in turn. */
function serve(...creations: Response[]) {
  const bodies: unknown[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    if (request.url.includes('/get_client_hash')) return Response.json({ hash: 40 });
    bodies.push(await request.json());
    return creations.shift() ?? Response.json(pair, { status: 201 });
  });
  return bodies;
}

function renderForm({ locale = 'fr', woman = true, onSignedUp = vi.fn() }: { locale?: Locale; woman?: boolean; onSignedUp?: () => void } = {}) {
  const session = staticSession();
  renderWithApp(
    <SessionContext.Provider value={session}>
      <SignUpForm origin="quiz-kid" onSignedUp={onSignedUp} />
    </SessionContext.Provider>,
    { locale, messages: { ...SEEDED_MESSAGES[locale], 'feature.woman': String(woman) } },
  );
  return session;
}

const tracked = () => dataLayerEntries().filter((entry) => entry.event);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  forgetTracking();
  for (const name of ['lc_godfather', 'lc_country']) document.cookie = `${name}=; max-age=0; path=/`;
});

describe('the sign-up form', () => {
  it('creates the account with what was typed, the referrer, the country and the opt-ins, then hands the pair to the session', async () => {
    document.cookie = 'lc_godfather=lena.schmidt%40web.de; path=/';
    document.cookie = 'lc_country=BE; path=/';
    const bodies = serve();
    const onSignedUp = vi.fn();
    const session = renderForm({ locale: 'nl', onSignedUp });
    const t = translator('nl');
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Voornaam'), 'Sanne');
    await user.type(screen.getByLabelText('Achternaam'), 'de Vries');
    await user.type(screen.getByLabelText('E-mailadres'), 'sanne@ziggo.nl');
    await user.type(screen.getByLabelText('Wachtwoord'), 'kleine-koffer-7');
    await user.click(screen.getByRole('checkbox', { name: t('signup.optins.kid') }));
    await user.click(screen.getByRole('checkbox', { name: t('signup.optins.woman') }));
    await user.click(screen.getByRole('button', { name: 'Account aanmaken' }));

    expect(await screen.findByText('Je account is aangemaakt. Welkom!')).toBeVisible();
    expect(bodies).toEqual([
      {
        email: 'sanne@ziggo.nl',
        password: 'kleine-koffer-7',
        firstname: 'Sanne',
        lastname: 'de Vries',
        godfather_email: 'lena.schmidt@web.de',
        is_optin_kid: true,
        optin_source_kid: 'signup-quiz-kid',
        is_optin_woman: true,
        optin_source_woman: 'signup-quiz-kid',
        origin: 'quiz-kid',
        country: 'BE',
      },
    ]);
    expect(session.calls).toEqual([{ method: 'signedIn', args: [pair] }]);
    expect(onSignedUp).toHaveBeenCalledWith(pair);
    // No consent given: nothing measured.
    expect(tracked()).toEqual([]);
  });

  it('records the sign-up and its opt-ins with measurement consent', async () => {
    writeConsent({ measurement: true, advertising: false });
    serve();
    renderForm({ locale: 'de' });
    const t = translator('de');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(t('signup.email.label')), 'jonas@gmx.de');
    await user.type(screen.getByLabelText(t('signup.password.label')), 'kleine-koffer-7');
    await user.click(screen.getByRole('checkbox', { name: t('signup.optins.kid') }));
    await user.click(screen.getByRole('button', { name: t('signup.submit') }));
    await screen.findByText(t('signup.done'));
    expect(tracked()).toEqual([
      { event: 'signup', label: 'inscription', id: 42, origin: 'quiz-kid', referred: false },
      { event: 'optin', label: 'optin', id: 'KID:jonas@gmx.de', email: 'jonas@gmx.de', list: 'KID', source: 'signup-quiz-kid', locale: 'de' },
    ]);
  });

  it('offers no woman newsletter where the woman feature is off, and sends no woman opt-in', async () => {
    const bodies = serve();
    renderForm({ locale: 'es', woman: false });
    const user = userEvent.setup();
    expect(screen.queryByRole('checkbox', { name: /mujer/ })).toBeNull();
    await user.type(screen.getByLabelText('Correo electrónico'), 'lucia@telefonica.net');
    await user.type(screen.getByLabelText('Contraseña'), 'maleta-pequena-7{Enter}');

    await screen.findByText('Tu cuenta está creada. ¡Te damos la bienvenida!');
    expect(bodies).toEqual([{ email: 'lucia@telefonica.net', password: 'maleta-pequena-7', is_optin_kid: false, origin: 'quiz-kid', country: 'ES' }]);
  });

  it('refuses a short password before any call, then shows the field the server refuses, then offers a retry', async () => {
    const refused = Response.json(
      { type: 'VALIDATION_FAILED', title: 'Invalid request', status: 400, errors: [{ field: 'email', in: 'body', detail: 'must match format "email"' }] },
      { status: 400 },
    );
    const down = Response.json({ type: 'SERVICE_UNAVAILABLE', title: 'Service unavailable', status: 503 }, { status: 503 });
    const bodies = serve(refused, down);
    const session = renderForm();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Adresse e-mail'), 'camille@family-house.example');
    await user.type(screen.getByLabelText('Mot de passe'), 'court');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription('Entre 8 et 128 caractères. Le mot de passe doit contenir entre 8 et 128 caractères.');
    expect(screen.getByLabelText('Mot de passe')).toHaveFocus();
    expect(bodies).toEqual([]);

    await user.type(screen.getByLabelText('Mot de passe'), '-mais-pas-trop');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cette adresse e-mail ne semble pas valide.');
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Adresse e-mail'), 'r');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La création du compte n’a pas abouti.');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toHaveFocus();
    expect(session.calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await screen.findByText('Votre compte est créé. Bienvenue !');
    expect(bodies).toHaveLength(3);
  });

  it('says when to try again after too many sign-ups, keeps what was typed, and lets the person retry', async () => {
    const tooMany = Response.json(
      { type: 'TOO_MANY_ATTEMPTS', title: 'Too many attempts', status: 429, detail: 'Too many sign-ups from your network: try again in 14 minutes', retry_after: 840 },
      { status: 429, headers: { 'Retry-After': '840' } },
    );
    const bodies = serve(tooMany);
    const session = renderForm();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Prénom'), 'Camille');
    await user.type(screen.getByLabelText('Adresse e-mail'), 'camille@orange.fr');
    await user.type(screen.getByLabelText('Mot de passe'), 'petite-malle-42');
    await user.click(screen.getByRole('checkbox', { name: translator('fr')('signup.optins.kid') }));
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Vous avez fait trop de tentatives. Réessayez dans 14 minutes.');
    expect(screen.getByLabelText('Prénom')).toHaveValue('Camille');
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('camille@orange.fr');
    expect(screen.getByLabelText('Mot de passe')).toHaveValue('petite-malle-42');
    expect(screen.getByRole('checkbox', { name: translator('fr')('signup.optins.kid') })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toHaveFocus();
    expect(session.calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await screen.findByText('Votre compte est créé. Bienvenue !');
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
  });

  it('warns of a probable typo when the address is left, and corrects it', async () => {
    serve();
    renderForm();
    const user = userEvent.setup();
    const email = screen.getByLabelText('Adresse e-mail');
    await user.type(email, 'camille@gmial.com');
    expect(email).not.toHaveAccessibleDescription();
    await user.tab();

    expect(email).toHaveAccessibleDescription(/Nous ne connaissons pas le domaine « gmial\.com »\./);
    await user.click(screen.getByRole('button', { name: 'Corriger en camille@gmail.com' }));
    expect(email).toHaveValue('camille@gmail.com');
    expect(email).not.toHaveAccessibleDescription();
  });

  it('says nothing of an address on a domain of its own (example.org) when the field is left', async () => {
    serve();
    renderForm({ locale: 'es' });
    const user = userEvent.setup();
    const email = screen.getByLabelText('Correo electrónico');
    await user.type(email, 'lucia@example.org');
    await user.tab();
    expect(email).not.toHaveAccessibleDescription();
    expect(screen.queryByRole('button', { name: /lucia@/ })).not.toBeInTheDocument();
  });

  it('offers to sign in when the server says the address has an account', async () => {
    serve(Response.json({ type: 'EMAIL_TAKEN', title: 'This email already has an account', status: 409 }, { status: 409 }));
    renderForm({ locale: 'de' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'jonas@web.de');
    await user.type(screen.getByLabelText('Passwort'), 'kleine-truhe-7{Enter}');

    const offer = await screen.findByRole('link', { name: 'Mit dieser Adresse anmelden' });
    expect(offer).toHaveAttribute('href', '/de/login');
    expect(offer).toHaveFocus();
    expect(screen.getByText('Für die Adresse jonas@web.de gibt es bereits ein Konto.')).toBeVisible();
  });
});
