import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import type { Locale } from '@/shared/config';
import { renderWithApp, SEEDED_MESSAGES } from '@/shared/testing';
import AccountPage from './AccountPage';

function renderPage(firstname: string | null, { locale = 'fr', loyalty = true, recycle = true }: { locale?: Locale; loyalty?: boolean; recycle?: boolean } = {}) {
  const session = staticSession({ status: 'authenticated', client: sampleClient({ firstname }) });
  const view = renderWithApp(
    <SessionContext.Provider value={session}>
      <AccountPage />
    </SessionContext.Provider>,
    { locale, path: locale === 'fr' ? '/infos' : `/${locale}/infos`, messages: { ...SEEDED_MESSAGES[locale], 'feature.loyalty': String(loyalty), 'feature.recycle': String(recycle) } },
  );
  return { ...view, session };
}

describe('the account home', () => {
  it('greets the client by the capitalised firstname and leads to each area', () => {
    const { session } = renderPage('élodie');
    expect(document.title).toBe('Mon compte · Little Closet');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bonjour Élodie !');
    const areas = within(screen.getByRole('navigation', { name: 'Rubriques de mon compte' }));
    const links = areas.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/infos/kids',
      '/infos/edit',
      '/infos/edit/password',
      '/infos/edit/addresses',
      '/infos/all-boxes',
      '/infos/subscriptions',
      '/infos/orders',
      '/infos/returns',
      '/infos/return-labels',
      '/infos/wallet',
      '/infos/referral',
      '/infos/loyalty',
      '/infos/littlegeste',
      '/infos/help',
    ]);
    expect(areas.getByRole('link', { name: /Little Geste/ })).toHaveAccessibleName('Little Geste Mes colis de vêtements à recycler');
    expect(areas.getByRole('link', { name: /Mes informations/ })).toHaveAccessibleName('Mes informations Nom, adresse e-mail, téléphone et newsletters');
    // Signing out is an action, not an address: no link leads to it.
    expect(screen.queryByRole('link', { name: 'Me déconnecter' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Me déconnecter' })).toBeVisible();
    expect(session.calls).toEqual([]);
  });

  it('signs the client out from its button, then shows the signed-out page of the locale', async () => {
    const { session, location } = renderPage('élodie', { locale: 'de' });
    await userEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
    expect(session.calls).toEqual([{ method: 'signOut', args: [] }]);
    expect(location.history?.at(-1)).toBe('/de/logout');
  });

  it('leaves out loyalty and Little Geste where they are switched off, and greets a client without a firstname', () => {
    renderPage(null, { locale: 'de', loyalty: false, recycle: false });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hallo!');
    expect(screen.queryByRole('link', { name: /Treueprogramm/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Little Geste/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Meine Daten/ })).toHaveAttribute('href', '/de/infos/edit');
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  });
});
