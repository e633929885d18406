import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProfileStore, ProfileStoreContext, sampleProfile } from '@/entities/profile';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { fakeTrunkApi, sampleRequest, sampleSubscription } from '@/entities/trunk';
import { renderWithApp } from '@/shared/testing';
import MallePage from './MallePage';

const leo = sampleProfile({ id: 11, firstname: 'léo', gender: 'BOY', birthdate: '2021-01-10', has_requested: true });

afterEach(() => vi.unstubAllGlobals());

describe('a kid’s next trunk', () => {
  it('shows who, the trunk’s stage, date, wishes and actions, the subscription with its delivery page, and a date just moved', async () => {
    const request = sampleRequest({ id: 9, profile_id: 11, subscription_id: 5, wishes: [{ product_id: 3, variant_id: 31 }, { product_id: 8, variant_id: null }], delivery_date: '2026-04-02' });
    vi.stubGlobal(
      'fetch',
      fakeTrunkApi({
        'GET /api/delays': { optimistic_delivery_delay: 3, pessimistic_delivery_delay: 5 },
        'GET /api/clients/me/kids/11/subscriptions': [sampleSubscription({ id: 5, profile_id: 11, next_delivery_date: '2026-04-02' })],
        'GET /api/clients/me/kids/11/requests': [request],
        'GET /api/clients/me/kids/11/next-request': request,
      }).fetch,
    );
    renderWithApp(
      <SessionContext.Provider value={staticSession({ status: 'authenticated', client: sampleClient({ id: 7 }) })}>
        <ProfileStoreContext.Provider value={createProfileStore({ list: async () => [leo], remove: async () => undefined })}>
          <MallePage params={{ kidId: '11' }} />
        </ProfileStoreContext.Provider>
      </SessionContext.Provider>,
      { locale: 'de', path: '/de/11/malle?delivery=2026-04-02' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Nächste Box für Léo' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'In Vorbereitung — Abo' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Gespeichert: Lieferung am 2. April 2026.');
    expect(screen.getAllByRole('definition').map((element) => element.textContent)).toEqual([
      'In Vorbereitung',
      '2. April 2026',
      '2 Wünsche',
      'Läuft',
      'Eine Box alle 2 Monate',
      '2. April 2026',
    ]);
    expect(screen.getByRole('link', { name: 'Wünsche auswählen' })).toHaveAttribute('href', '/de/11/suggestions/9');
    expect(screen.getAllByRole('link', { name: 'Lieferdatum ändern' }).map((link) => link.getAttribute('href'))).toEqual(['/de/11/malle/5/delivery', '/de/11/malle/5/delivery']);
    expect(screen.getByRole('link', { name: 'Meine Abos verwalten' })).toHaveAttribute('href', '/de/infos/subscriptions');
  });

  it('shows the trunk at home before the next one: its deadline, the choice, the extension and the rating', async () => {
    const atHome = sampleRequest({
      id: 8,
      profile_id: 11,
      subscription_id: 5,
      status_details: { code: 'DELIVERED', actions: ['CHOOSE_PIECES', 'EXTEND_RETURN_DEADLINE', 'GIVE_FEEDBACK'] },
      delivery_date: '2026-03-02',
      delivered_at: '2026-03-02T09:30:00Z',
      return_deadline: '2026-03-09T22:59:59Z',
    });
    const next = sampleRequest({ id: 9, profile_id: 11, subscription_id: 5, delivery_date: '2026-05-02' });
    vi.stubGlobal(
      'fetch',
      fakeTrunkApi({
        'GET /api/delays': { optimistic_delivery_delay: 3, pessimistic_delivery_delay: 5 },
        'GET /api/clients/me/kids/11/subscriptions': [sampleSubscription({ id: 5, profile_id: 11, next_delivery_date: '2026-05-02' })],
        'GET /api/clients/me/kids/11/requests': [next, atHome],
        'GET /api/clients/me/kids/11/next-request': next,
      }).fetch,
    );
    renderWithApp(
      <SessionContext.Provider value={staticSession({ status: 'authenticated', client: sampleClient({ id: 7 }) })}>
        <ProfileStoreContext.Provider value={createProfileStore({ list: async () => [leo], remove: async () => undefined })}>
          <MallePage params={{ kidId: '11' }} />
        </ProfileStoreContext.Provider>
      </SessionContext.Provider>,
    );
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Malle de l’abonnement', 'En création — abonnement', 'Abonnement']);
    expect(screen.getByText('À la maison')).toBeVisible();
    expect(screen.getByText('9 mars 2026')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choisir ce que je garde' })).toHaveAttribute('href', '/infos/returns/8');
    expect(screen.getByRole('link', { name: 'Prolonger mon délai' })).toHaveAttribute('href', '/infos/edit/return-deadline/8');
    expect(screen.getByRole('link', { name: 'Donner mon avis' })).toHaveAttribute('href', '/infos/rating/8');
  });
});
