import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProfileStore, ProfileStoreContext, sampleProfile } from '@/entities/profile';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { fakeTrunkApi, sampleRequest, sampleSubscription } from '@/entities/trunk';
import { renderWithApp } from '@/shared/testing';
import AllBoxesPage from './AllBoxesPage';

const leo = sampleProfile({ id: 11, firstname: 'léo', gender: 'BOY', has_requested: true, subscriptions: [sampleSubscription({ id: 5, profile_id: 11 })] });
const julia = sampleProfile({ id: 13, firstname: 'julia', gender: 'WOMAN', profile_type: 'WOMAN', birthdate: null, has_requested: true });
const jade = sampleProfile({ id: 12, firstname: 'jade' });

function renderPage(answers: Record<string, unknown>) {
  vi.stubGlobal('fetch', fakeTrunkApi(answers).fetch);
  renderWithApp(
    <SessionContext.Provider value={staticSession({ status: 'authenticated', client: sampleClient({ id: 7 }) })}>
      <ProfileStoreContext.Provider value={createProfileStore({ list: async () => [leo, julia, jade], remove: async () => undefined })}>
        <AllBoxesPage />
      </ProfileStoreContext.Provider>
    </SessionContext.Provider>,
    { path: '/infos/all-boxes' },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('all the family’s trunks', () => {
  it('labels each trunk by profile — upcoming, in creation by subscription or one-shot, past — with its stage, date and actions', async () => {
    const upcoming = sampleRequest({ id: 0, profile_id: 11, subscription_id: 5, status_details: { code: 'UPCOMING', actions: ['UPDATE_DELIVERY_DATE'] }, delivery_date: '2026-05-19' });
    const shipped = sampleRequest({
      id: 4,
      profile_id: 11,
      status_details: { code: 'DELIVERED', actions: ['CHOOSE_PIECES', 'EXTEND_RETURN_DEADLINE', 'GIVE_FEEDBACK'] },
      delivery_date: '2026-01-20',
      delivered_at: '2026-01-20T10:00:00Z',
      return_deadline: '2026-01-27T22:59:59Z',
    });
    const returning = sampleRequest({ id: 3, profile_id: 11, status_details: { code: 'RETURN_PENDING', actions: ['SEND_RETURN', 'GIVE_FEEDBACK'] }, delivery_date: '2025-12-02' });
    const oneShot = sampleRequest({ id: 14, profile_id: 13, subscription_id: null, status_details: { code: 'PREVIEW_READY', actions: ['GO_TO_PREVIEW'] }, is_blocked: true, delivery_date: null });
    const creating = sampleRequest({ id: 15, profile_id: 13, subscription_id: null });
    renderPage({ 'GET /api/clients/me/requests': [creating, oneShot, shipped, returning], 'GET /api/clients/me/kids/11/next-request': upcoming });

    const leoCard = within((await screen.findByRole('heading', { level: 2, name: 'Léo' })).closest('li')!);
    expect(leoCard.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Prochaine malle', 'Malle de l’abonnement', 'Malle de l’abonnement']);
    expect(leoCard.getByText('Programmée')).toBeVisible();
    expect(leoCard.getByText('19 mai 2026')).toBeVisible();
    expect(leoCard.getByRole('link', { name: 'Changer la date de livraison' })).toHaveAttribute('href', '/11/malle/5/delivery');
    // At home: the deadline to choose, the choice, the extension; then the label of the pieces going back.
    expect(leoCard.getByText('À la maison')).toBeVisible();
    expect(leoCard.getByText('27 janvier 2026')).toBeVisible();
    expect(leoCard.getByRole('link', { name: 'Choisir ce que je garde' })).toHaveAttribute('href', '/infos/returns/4');
    expect(leoCard.getByRole('link', { name: 'Prolonger mon délai' })).toHaveAttribute('href', '/infos/edit/return-deadline/4');
    expect(leoCard.getByText('Retour à envoyer')).toBeVisible();
    expect(leoCard.getByRole('link', { name: 'Mon étiquette retour' })).toHaveAttribute('href', '/infos/returns/3');
    expect(leoCard.getAllByRole('link', { name: 'Donner mon avis' }).map((link) => link.getAttribute('href'))).toEqual(['/infos/rating/4', '/infos/rating/3']);

    const juliaCard = within(screen.getByRole('heading', { level: 2, name: 'Julia' }).closest('li')!);
    expect(juliaCard.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['En création — malle à l’unité', 'Malle à l’unité']);
    expect(juliaCard.getByRole('link', { name: 'Choisir des envies' })).toHaveAttribute('href', '/13/suggestions/15');
    expect(juliaCard.getByRole('link', { name: 'Voir l’aperçu' })).toHaveAttribute('href', '/infos/preview/13/14');
    expect(juliaCard.getByText('Aperçu prêt')).toBeVisible();
    expect(juliaCard.getByText('Date à fixer')).toBeVisible();

    expect(within(screen.getByRole('heading', { level: 2, name: 'Jade' }).closest('li')!).getByText('Pas encore de malle.')).toBeVisible();
  });

  it('says so when the family has no trunk yet', async () => {
    renderPage({ 'GET /api/clients/me/requests': [], 'GET /api/clients/me/kids/11/next-request': null });
    expect(await screen.findByText('Aucune malle pour l’instant.')).toBeVisible();
  });
});
