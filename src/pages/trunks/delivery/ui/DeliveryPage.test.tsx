import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { createProfileStore, ProfileStoreContext, sampleProfile } from '@/entities/profile';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { fakeTrunkApi, sampleRequest, sampleSubscription } from '@/entities/trunk';
import { renderWithApp } from '@/shared/testing';
import DeliveryPage from './DeliveryPage';

const leo = sampleProfile({ id: 11, firstname: 'léo', gender: 'BOY', has_requested: true });
// Paused for two months: the optimistic date moved with the pause.
const subscription = sampleSubscription({ id: 5, profile_id: 11, next_optimistic_delivery_date: '2026-05-19', next_delivery_date: '2026-05-19' });
const request = sampleRequest({ id: 9, profile_id: 11, subscription_id: 5, delivery_date: '2026-05-19' });

function renderPage(subscriptionParam: string, answers: Record<string, unknown> = {}) {
  const api = fakeTrunkApi({
    'GET /api/delays': { optimistic_delivery_delay: 3, pessimistic_delivery_delay: 5 },
    'GET /api/clients/me/kids/11/subscriptions': [subscription],
    'GET /api/clients/me/kids/11/requests': [request],
    'GET /api/clients/me/kids/11/next-request': request,
    ...answers,
  });
  vi.stubGlobal('fetch', api.fetch);
  const rendered = renderWithApp(
    <SessionContext.Provider value={staticSession({ status: 'authenticated', client: sampleClient({ id: 7 }) })}>
      <ProfileStoreContext.Provider value={createProfileStore({ list: async () => [leo], remove: async () => undefined })}>
        {/* As the app nests the prefixed locales' routes. */}
        <Route path="/nl" nest>
          <DeliveryPage params={{ kidId: '11', subscription: subscriptionParam }} />
        </Route>
      </ProfileStoreContext.Provider>
    </SessionContext.Provider>,
    { locale: 'nl', path: `/nl/11/malle/${subscriptionParam}/delivery` },
  );
  return { api, ...rendered };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T10:00:00+01:00'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the delivery date page', () => {
  it('opens on the date, forwards the trunk with the days shown, and goes back to the trunk with the new date', async () => {
    const user = userEvent.setup();
    const { location } = renderPage('5', { 'PATCH /api/clients/me/kids/11/subscriptions/5': { ...subscription, next_delivery_date: '2026-04-20' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Leverdatum van de box van Léo' })).toBeVisible();
    const field = await screen.findByLabelText('Nieuwe leverdatum');
    expect(field).toHaveValue('2026-05-19');
    expect(screen.getByText('Aangekondigde datum: 19 mei 2026')).toBeVisible();
    await user.clear(field);
    await user.type(field, '2026-04-20');
    expect(screen.getByText('29 dagen vervroegd')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Verder' }));
    await user.click(screen.getByRole('button', { name: 'Datum bevestigen' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/nl/11/malle?delivery=2026-04-20'));
  });

  it('refuses a date past the 120 days, and Escape goes back to the trunk', async () => {
    const user = userEvent.setup();
    const { location } = renderPage('5');
    const field = await screen.findByLabelText('Nieuwe leverdatum');
    await user.clear(field);
    await user.type(field, '2026-07-15');
    await user.click(screen.getByRole('button', { name: 'Verder' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Kies een datum tussen 5 maart 2026 en 30 juni 2026.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(location.history.at(-1)).toBe('/nl/11/malle'));
  });

  it('refuses to send a change for a subscription it does not know: payload [kid] and [subscription] are required', async () => {
    const user = userEvent.setup();
    const { api } = renderPage('99');
    const field = await screen.findByLabelText('Nieuwe leverdatum');
    await user.clear(field);
    await user.type(field, '2026-04-20');
    await user.click(screen.getByRole('button', { name: 'Verder' }));
    await user.click(screen.getByRole('button', { name: 'Datum bevestigen' }));
    expect(screen.getByRole('alert')).toHaveTextContent('We weten niet om welk profiel of welk abonnement het gaat');
    expect(screen.queryByRole('button', { name: 'Opnieuw proberen' })).toBeNull();
    expect(api.sent.filter(({ call }) => call.startsWith('PATCH'))).toEqual([]);
  });

  it('says when the date can no longer move: a trunk is being packed', async () => {
    const packed = sampleRequest({ id: 9, profile_id: 11, subscription_id: 5, status_details: { code: 'PREPARING', actions: [] }, is_blocked: true });
    renderPage('5', { 'GET /api/clients/me/kids/11/requests': [packed], 'GET /api/clients/me/kids/11/next-request': packed });
    expect(await screen.findByText('De datum van deze box kan niet meer veranderen.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Terug naar de box' })).toHaveAttribute('href', '/nl/11/malle');
  });
});
