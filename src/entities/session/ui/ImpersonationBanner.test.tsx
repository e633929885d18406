import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleClient, staticSession } from '../model/static';
import { SessionContext, type Viewer } from '../model/viewer';
import { renderWithApp, translator } from '@/shared/testing';
import { ImpersonationBanner } from './ImpersonationBanner';

function renderBanner(viewer: Partial<Viewer>, locale: 'fr' | 'de' = 'fr') {
  const session = staticSession(viewer);
  const view = renderWithApp(
    <SessionContext.Provider value={session}>
      <ImpersonationBanner />
    </SessionContext.Provider>,
    { locale, path: locale === 'fr' ? '/' : `/${locale}` },
  );
  return { ...view, session };
}

describe('the administrator’s banner', () => {
  it('says whom an administrator acts as, and by whom, with a way to sign out', async () => {
    const t = translator('de');
    const { session, location } = renderBanner({ status: 'authenticated', client: sampleClient({ impersonated_by: 'nora.admin@littlecloset.example' }) }, 'de');
    const banner = await screen.findByRole('complementary', { name: 'Administratorzugang' });
    expect(banner).toHaveTextContent('Sie sind als Claire Martin angemeldet (Administratorzugang von nora.admin@littlecloset.example).');
    await userEvent.click(within(banner).getByRole('button', { name: t('session.impersonation.signOut') }));
    expect(session.calls).toEqual([{ method: 'signOut', args: [] }]);
    expect(location.history?.at(-1)).toBe('/de/logout');
  });

  it('names the client by email when the account has no name', async () => {
    renderBanner({ status: 'authenticated', client: sampleClient({ firstname: null, lastname: null, impersonated_by: 'nora.admin@littlecloset.example' }) });
    expect(await screen.findByRole('complementary', { name: 'Accès administrateur' })).toHaveTextContent(
      'Vous agissez en tant que claire.martin@example.fr (accès administrateur de nora.admin@littlecloset.example).',
    );
  });

  it('is not there for the client themselves, nor for a visitor', () => {
    renderBanner({ status: 'authenticated', client: sampleClient() });
    expect(screen.queryByRole('complementary')).toBeNull();
    renderBanner({ status: 'unauthenticated' });
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
