import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SessionContext, staticSession, type Viewer } from '@/entities/session';
import type { Locale } from '@/shared/config';
import { renderWithApp } from '@/shared/testing';
import { SignInForm } from './SignInForm';

function renderForm({ viewer = {}, locale = 'fr' }: { viewer?: Partial<Viewer>; locale?: Locale } = {}) {
  const session = staticSession(viewer);
  renderWithApp(
    <SessionContext.Provider value={session}>
      <SignInForm />
    </SessionContext.Provider>,
    { locale },
  );
  return session;
}

describe('the sign-in form', () => {
  it('refuses missing fields on each field, in French, without asking the session', async () => {
    const session = renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Me connecter' }));

    const email = screen.getByLabelText('Adresse e-mail');
    expect(email).toHaveAccessibleDescription('Indiquez votre adresse e-mail.');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription('Indiquez votre mot de passe.');
    expect(session.calls).toEqual([]);

    await user.type(email, 'claire@');
    expect(email).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Me connecter' }));
    expect(email).toHaveAccessibleDescription(/ne semble pas valide/);
  });

  it('asks the session to sign in with the trimmed address and the password', async () => {
    const session = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Adresse e-mail'), '  claire.martin@example.fr ');
    await user.type(screen.getByLabelText('Mot de passe'), 'petite-malle-42{Enter}');
    expect(session.calls).toEqual([{ method: 'signIn', args: [{ email: 'claire.martin@example.fr', password: 'petite-malle-42' }] }]);
  });

  it('waits while the session signs in', () => {
    renderForm({ viewer: { signIn: { pending: true, failure: null } } });
    expect(screen.getByRole('button', { name: 'Connexion…' })).toBeDisabled();
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAttribute('readonly');
  });

  it('tells why the sign-in failed: wrong credentials, or too many attempts with the wait in minutes', () => {
    renderForm({ viewer: { signIn: { pending: false, failure: { kind: 'invalid-credentials' } } } });
    expect(screen.getByRole('alert')).toHaveTextContent('Adresse e-mail ou mot de passe incorrect.');
  });

  it('tells the wait in German', () => {
    renderForm({ locale: 'de', viewer: { signIn: { pending: false, failure: { kind: 'too-many-attempts', retryAfter: 540 } } } });
    expect(screen.getByRole('alert')).toHaveTextContent('Zu viele Anmeldeversuche. Bitte versuchen Sie es in 9 Minuten erneut.');
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('shows the password on request, and links to the forgotten password page', async () => {
    renderForm({ locale: 'es' });
    const password = screen.getByLabelText('Contraseña');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Mostrar la contraseña' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('link', { name: '¿Has olvidado tu contraseña?' })).toHaveAttribute('href', '/es/reset-password');
  });
});
