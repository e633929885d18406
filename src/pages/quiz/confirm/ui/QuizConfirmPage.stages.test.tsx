import { screen, waitFor } from '@testing-library/react';
import { Route } from 'wouter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProfileStore, ProfileStoreContext, sampleProfile } from '@/entities/profile';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { fakeTrunkApi, sampleRequest, sampleSubscription } from '@/entities/trunk';
import type { Locale } from '@/shared/config';
import { renderWithApp } from '@/shared/testing';
import QuizConfirmPage from './QuizConfirmPage';

const subscription = sampleSubscription({ id: 5, profile_id: 11, current_request_id: 9 });
const leo = sampleProfile({ id: 11, firstname: 'léo', gender: 'BOY', has_requested: true, subscriptions: [subscription], subscription_status: 'ONGOING_SUBSCRIPTION' });

/** The confirmation of Léo's request 9, his requests answered as given. */
function renderAt(requests: unknown[], locale: Locale = 'fr', path = '/quiz/confirm/11/9') {
  const api = fakeTrunkApi({
    'GET /api/delays': { optimistic_delivery_delay: 3, pessimistic_delivery_delay: 6 },
    'GET /api/clients/me/kids/11/subscriptions': [subscription],
    'GET /api/clients/me/kids/11/requests': requests,
    'GET /api/clients/me/kids/11/next-request': requests[0] ?? null,
  });
  vi.stubGlobal('fetch', api.fetch);
  const prefix = locale === 'fr' ? '' : `/${locale}`;
  return renderWithApp(
    <SessionContext.Provider value={staticSession({ status: 'authenticated', client: sampleClient({ id: 7 }) })}>
      <ProfileStoreContext.Provider value={createProfileStore({ list: async () => [leo], remove: async () => undefined })}>
        <Route path={/^(?:\/[a-z]{2})?\/quiz\/confirm\/(?<kidId>\d+)\/(?<requestId>\d+)$/}>{(params) => <QuizConfirmPage params={params} />}</Route>
      </ProfileStoreContext.Provider>
    </SessionContext.Provider>,
    { locale, path: `${prefix}${path}` },
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T10:00:00+01:00'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the confirmation of a trunk requested', () => {
  it('thanks for a request still in creation: the subscription, its first delivery, what comes next', async () => {
    renderAt([sampleRequest()]);
    expect(await screen.findByText('L’abonnement de Léo est lancé : une malle tous les 2 mois, la première vers le 19 mars 2026.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Merci, c’est noté !' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Et maintenant ?' })).toBeVisible();
    // The title follows in an effect, which a loaded machine may run after the screen is drawn.
    await waitFor(() => expect(document.title).toBe('Merci, c’est noté ! · Little Closet'));
  });

  it('does not say the stylist is starting a trunk that came weeks ago: it says where that trunk is', async () => {
    renderAt([sampleRequest({ status_details: { code: 'RETURNED', actions: ['GIVE_FEEDBACK'] }, delivery_date: '2026-02-10' })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'La malle de Léo' })).toBeVisible();
    expect(await screen.findByText('Cette malle est terminée : son retour nous est bien parvenu.')).toBeVisible();
    expect(screen.queryByText(/s’y met|est lancé|Merci|annulée/)).toBeNull();
    expect(screen.getByText('Retour reçu')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('La malle de Léo · Little Closet'));
    expect(screen.getByText('10 février 2026')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Donner mon avis' })).toHaveAttribute('href', '/infos/rating/9');
  });

  it('tells of a trunk at home that it is there to choose from, not cancelled', async () => {
    renderAt([sampleRequest({ status_details: { code: 'DELIVERED', actions: ['CHOOSE_PIECES', 'GIVE_FEEDBACK'] }, delivery_date: '2026-02-10' })], 'de');
    expect(await screen.findByText('Diese Box ist angekommen: Wählen Sie bis zur Frist aus, was Sie behalten.')).toBeVisible();
    expect(screen.queryByText(/storniert/)).toBeNull();
  });

  it('does not announce the launch of a subscription whose first trunk shipped long ago: its next trunk is in creation', async () => {
    const shipped = sampleRequest({ id: 4, status_details: { code: 'SHIPPED', actions: ['GIVE_FEEDBACK'] }, delivery_date: '2026-01-19' });
    renderAt([sampleRequest(), shipped]);
    expect(await screen.findByText('Cette malle est en création : la styliste composera la sélection avant la livraison.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'La malle de Léo' })).toBeVisible();
    expect(screen.queryByText(/est lancé|la première/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Choisir des envies' })).toHaveAttribute('href', '/11/suggestions/9');
  });

  it('sends a trunk whose selection is ready to its preview, in Spanish', async () => {
    renderAt([sampleRequest({ status_details: { code: 'PREVIEW_READY', actions: ['GO_TO_PREVIEW'] }, is_blocked: true })], 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'La caja de Léo' })).toBeVisible();
    expect(await screen.findByText('La selección ya está lista: échale un vistazo antes de que salga la caja.')).toBeVisible();
    expect(screen.getByRole('link', { name: /vista previa/i })).toHaveAttribute('href', '/es/infos/preview/11/9');
  });

  it('says when the request is not one of the profile’s', async () => {
    renderAt([sampleRequest()], 'fr', '/quiz/confirm/11/404');
    expect(await screen.findByText('Nous ne trouvons pas cette demande de malle.')).toBeVisible();
    expect(screen.queryByText(/Merci/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Mes malles' })).toHaveAttribute('href', '/infos/all-boxes');
  });
});
