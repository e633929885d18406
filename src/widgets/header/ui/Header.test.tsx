import { screen, within } from '@testing-library/react';
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

  it('shows neither while the session loads, then the right one without a flicker of the other', () => {
    const session = staticSession({ status: 'loading' });
    const header = renderHeader(session);
    expect(header.queryByRole('link', { name: 'Se connecter' })).toBeNull();
    expect(header.queryByRole('link', { name: 'Mon compte' })).toBeNull();
    act(() => session.set({ status: 'authenticated', client: sampleClient() }));
    expect(header.getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/infos');
  });
});
