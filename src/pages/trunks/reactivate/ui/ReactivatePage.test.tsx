import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProfileStore, ProfileStoreContext, sampleProfile } from '@/entities/profile';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { fakeTrunkApi, sampleSubscription } from '@/entities/trunk';
import type { Locale } from '@/shared/config';
import { renderWithApp } from '@/shared/testing';
import ReactivatePage from './ReactivatePage';

const jade = sampleProfile({ id: 12, firstname: 'jade', has_requested: true, subscription_status: 'TERMINATED_SUBSCRIPTION' });
const ended = sampleSubscription({ id: 6, profile_id: 12, status_details_code: 'terminated', is_active: false, frequency: 3 });

function renderPage(subscriptions: unknown[], answers: Record<string, unknown> = {}, locale: Locale = 'fr') {
  const api = fakeTrunkApi({
    'GET /api/delays': { optimistic_delivery_delay: 3, pessimistic_delivery_delay: 5 },
    'GET /api/clients/me/kids/12/subscriptions': subscriptions,
    'GET /api/clients/me/kids/12/requests': [],
    'GET /api/clients/me/kids/12/next-request': null,
    ...answers,
  });
  vi.stubGlobal('fetch', api.fetch);
  const list = vi.fn(async () => [jade]);
  const rendered = renderWithApp(
    <SessionContext.Provider value={staticSession({ status: 'authenticated', client: sampleClient({ id: 7 }) })}>
      <ProfileStoreContext.Provider value={createProfileStore({ list, remove: async () => undefined })}>
        <ReactivatePage params={{ profileId: '12' }} />
      </ProfileStoreContext.Provider>
    </SessionContext.Provider>,
    { locale, path: locale === 'fr' ? '/infos/subscriptions/12/reactivate' : `/${locale}/infos/subscriptions/12/reactivate` },
  );
  return { api, list, ...rendered };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T10:00:00+01:00'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the reactivation page', () => {
  it('starts Jade’s ended subscription again every month and goes back to the subscriptions to say so', async () => {
    const user = userEvent.setup();
    const { api, list, location } = renderPage([ended], { 'POST /api/clients/me/kids/12/subscriptions/reactivate': { ...ended, status_details_code: 'active', is_active: true, frequency: 1 } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Réactiver l’abonnement de Jade' })).toBeVisible();
    // The frequency chooser is open at once, on the subscription's own rhythm.
    expect(await screen.findByRole('radio', { name: 'Une malle tous les 3 mois' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Une malle par mois' }));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(screen.getByText('L’abonnement repart avec une malle par mois : première malle le 5 mars 2026.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Réactiver' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/infos/subscriptions?reactivated=12'));
    expect(api.sent.find(({ call }) => call.startsWith('POST'))).toEqual({ call: 'POST /api/clients/me/kids/12/subscriptions/reactivate', query: '', body: { frequency: 1 } });
    // The family's profiles load again: Jade's standing is now her running subscription.
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('explains a subscription that already runs', async () => {
    renderPage([{ ...ended, status_details_code: 'active', is_active: true }]);
    expect(await screen.findByText('Ce profil a déjà un abonnement en cours ou en pause : il n’y a rien à réactiver.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Retour à mes abonnements' })).toHaveAttribute('href', '/infos/subscriptions');
    expect(screen.queryByRole('button', { name: 'Réactiver' })).toBeNull();
  });

  it('explains a profile that never subscribed, in Spanish', async () => {
    renderPage([], {}, 'es');
    expect(await screen.findByText('Este perfil nunca ha tenido suscripción: no hay nada que reactivar.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver a mis suscripciones' })).toHaveAttribute('href', '/es/infos/subscriptions');
  });

  it('explains the server’s refusal when the subscription was started meanwhile, and cancels back to the list', async () => {
    const user = userEvent.setup();
    const exists = new Response(JSON.stringify({ type: 'SUBSCRIPTION_EXISTS', title: 'Already subscribed', status: 409 }), { status: 409 });
    const { location } = renderPage([ended], { 'POST /api/clients/me/kids/12/subscriptions/reactivate': exists });
    await user.click(await screen.findByRole('button', { name: 'Continuer' }));
    await user.click(screen.getByRole('button', { name: 'Réactiver' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce profil a déjà un abonnement en cours ou en pause : il n’y a rien à réactiver.');
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/infos/subscriptions'));
  });
});
