import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, staticSession } from '@/entities/session';
import { renderWithApp } from '@/shared/testing';
import LoginPage from './LoginPage';

afterEach(() => vi.unstubAllGlobals());

function renderPage(path = '/login') {
  const session = staticSession();
  renderWithApp(
    <SessionContext.Provider value={session}>
      <LoginPage />
    </SessionContext.Provider>,
    { path },
  );
  return session;
}

describe('the login page', () => {
  it('opens on the sign-in tab, and offers the sign-up on the other', async () => {
    renderPage();
    expect(document.title).toBe('Connexion · Little Closet');
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenue chez Little Closet' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Se connecter' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('form', { name: 'Se connecter' })).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Créer un compte' }));
    expect(screen.getByRole('form', { name: 'Création de compte' })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Se connecter' })).toBeNull();
  });

  it('opens on the sign-up when the link asks for it (a referral’s landing)', () => {
    renderPage('/login?tab=signup&redirect=%2Fshop');
    expect(screen.getByRole('tab', { name: 'Créer un compte' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('form', { name: 'Création de compte' })).toBeVisible();
  });

  it('says the session expired when the address says so', () => {
    renderPage('/login?reason=expired&redirect=%2Finfos');
    expect(screen.getByRole('status')).toHaveTextContent('Votre session a expiré. Reconnectez-vous pour continuer.');
  });

  it('takes an address that has an account from the sign-up to the sign-in, filled in', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ hash: 34 }));
    renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Créer un compte' }));
    await user.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'claire.martin@gmail.com');
    await user.tab();

    expect(await screen.findByText('Un compte existe déjà avec l’adresse claire.martin@gmail.com.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Me connecter avec cette adresse' }));

    expect(screen.getByRole('tab', { name: 'Se connecter' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveValue('claire.martin@gmail.com');
    expect(screen.getByLabelText('Mot de passe')).toHaveFocus();
  });
});
