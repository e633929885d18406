import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProfileStore, ProfileStoreContext, sampleProfile } from '@/entities/profile';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { renderWithApp } from '@/shared/testing';
import QuizAnswersPage from './QuizAnswersPage';

/** The profile the server makes of her answers. */
const julia = sampleProfile({ id: 31, firstname: 'julia', gender: 'WOMAN', profile_type: 'WOMAN', birthdate: null, quiz: { top_size: '4XL', bottom_size: '50', morphology: 'O', budget: '50_80' } });

/** `POST /clients/me/kids` makes Julia's profile; the bodies sent. */
function serveCreation() {
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'POST' && pathname === '/api/clients/me/kids') {
      sent.push(await request.json());
      return Response.json(julia, { status: 201 });
    }
    return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 });
  });
  return sent;
}

beforeEach(() => vi.setSystemTime(new Date('2026-05-15T10:00:00Z')));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a client adding her own profile (/quiz/new-profile/woman)', () => {
  it('is told, as a visitor is, that her sizes are beyond the widest part of the selection (German)', { timeout: 20_000 }, async () => {
    const sent = serveCreation();
    const { location } = renderWithApp(
      <SessionContext.Provider value={staticSession({ status: 'authenticated', client: sampleClient({ id: 7, woman_subscription_status: null }) })}>
        <ProfileStoreContext.Provider value={createProfileStore({ list: async () => [], remove: async () => undefined })}>
          <QuizAnswersPage params={{}} />
        </ProfileStoreContext.Provider>
      </SessionContext.Provider>,
      { locale: 'de', path: '/quiz/new-profile/woman' },
    );
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ein Frauenprofil hinzufügen');
    await user.type(screen.getByRole('textbox', { name: 'Vorname' }), 'Julia');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Größe oben' }), '4XL');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Größe unten' }), '50');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.click(within(screen.getByRole('radiogroup', { name: 'Figur' })).getByRole('radio', { name: 'O-Typ: runde Silhouette' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.click(screen.getByRole('radio', { name: '50 bis 80 €' }));
    await user.click(screen.getByRole('button', { name: 'Profil anlegen' }));

    await waitFor(() => expect(location.history.at(-1)).toBe('/quiz/new-profile-woman/woman/size-alert/31'));
    expect(sent).toEqual([expect.objectContaining({ firstname: 'Julia', gender: 'WOMAN', quiz: expect.objectContaining({ top_size: '4XL', bottom_size: '50' }) })]);
  });
});
