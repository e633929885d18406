import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { renderWithApp } from '@/shared/testing';
import { Header } from './Header';

function renderHeader(session: ReturnType<typeof staticSession>, locale: 'fr' | 'nl' = 'fr') {
  renderWithApp(
    <SessionContext.Provider value={session}>
      <Header />
    </SessionContext.Provider>,
    { locale },
  );
  return within(screen.getByRole('banner'));
}

describe('the header’s account link', () => {
  it('leads a visitor to login', () => {
    const header = renderHeader(staticSession());
    expect(header.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    expect(header.queryByRole('link', { name: 'Mon compte' })).toBeNull();
  });

  it('leads a signed-in client to their account, in the page locale', () => {
    const header = renderHeader(staticSession({ status: 'authenticated', client: sampleClient() }), 'nl');
    expect(header.getByRole('link', { name: 'Mijn account' })).toHaveAttribute('href', '/nl/infos');
  });

  it('offers a visitor halfway through the quiz to create their account, never an account they do not have', () => {
    const kidQuiz = renderHeader(staticSession({ status: 'authenticated', client: sampleClient({ is_signed_up: false, origin: 'quiz-kid', firstname: null }) }), 'nl');
    expect(kidQuiz.getByRole('link', { name: 'Account aanmaken' })).toHaveAttribute('href', '/nl/quiz/signup/kid');
    expect(kidQuiz.queryByRole('link', { name: 'Mijn account' })).toBeNull();
  });

  it('sends a visitor of the woman quiz to the woman sign-up', () => {
    const header = renderHeader(staticSession({ status: 'authenticated', client: sampleClient({ is_signed_up: false, origin: 'quiz-woman', firstname: null }) }));
    expect(header.getByRole('link', { name: 'Créer mon compte' })).toHaveAttribute('href', '/quiz/signup/woman');
    expect(header.queryByRole('link', { name: 'Mon compte' })).toBeNull();
  });

  it('shows neither while the session loads, then the right one without a flicker of the other', () => {
    const session = staticSession({ status: 'loading' });
    const header = renderHeader(session);
    expect(header.queryByRole('link', { name: 'Se connecter' })).toBeNull();
    expect(header.queryByRole('link', { name: 'Mon compte' })).toBeNull();
    act(() => session.set({ status: 'authenticated', client: sampleClient() }));
    expect(header.getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/infos');
  });
});

describe('the header’s menu on a phone', () => {
  it('opens the site’s links in a dialog, and closes on Escape with the focus back on its button', async () => {
    const user = userEvent.setup();
    const header = renderHeader(staticSession());
    const button = header.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: 'Enfant' })).toHaveAttribute('href', '/');
    expect(within(menu).getByRole('link', { name: 'Boutique' })).toHaveAttribute('href', '/shop');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('closes with its close button, in the page’s language', async () => {
    const user = userEvent.setup();
    renderHeader(staticSession(), 'nl');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog');
    await user.click(within(menu).getByRole('button', { name: 'Menu sluiten' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
