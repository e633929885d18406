import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProfileStore, ProfileStoreContext, sampleProfile, type Profile } from '@/entities/profile';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { fakeTrunkApi, sampleRequest, sampleSubscription } from '@/entities/trunk';
import { renderWithApp } from '@/shared/testing';
import SubscriptionsPage from './SubscriptionsPage';

const subscription = sampleSubscription({ id: 5, profile_id: 11 });
const leo = sampleProfile({ id: 11, firstname: 'léo', gender: 'BOY', has_requested: true, subscription_status: 'ONGOING_SUBSCRIPTION', subscriptions: [subscription] });
const ended = sampleSubscription({ id: 6, profile_id: 12, status_details_code: 'terminated', is_active: false });
const jade = sampleProfile({ id: 12, firstname: 'jade', has_requested: true, subscription_status: 'TERMINATED_SUBSCRIPTION', subscriptions: [ended] });
const request = sampleRequest({ id: 9, profile_id: 11, subscription_id: 5 });

function renderPage(answers: Record<string, unknown>, profiles: Profile[] = [leo, jade], path = '/infos/subscriptions') {
  const api = fakeTrunkApi({ 'GET /api/delays': { optimistic_delivery_delay: 3, pessimistic_delivery_delay: 5 }, ...answers });
  vi.stubGlobal('fetch', api.fetch);
  renderWithApp(
    <SessionContext.Provider value={staticSession({ status: 'authenticated', client: sampleClient({ id: 7 }) })}>
      <ProfileStoreContext.Provider value={createProfileStore({ list: async () => profiles, remove: async () => undefined })}>
        <SubscriptionsPage />
      </ProfileStoreContext.Provider>
    </SessionContext.Provider>,
    { path },
  );
  return api;
}

const leoAnswers = {
  'GET /api/clients/me/kids/11/subscriptions': [subscription],
  'GET /api/clients/me/kids/11/requests': [request],
  'GET /api/clients/me/kids/11/next-request': request,
};
const jadeAnswers = {
  'GET /api/clients/me/kids/12/subscriptions': [ended],
  'GET /api/clients/me/kids/12/requests': [],
  'GET /api/clients/me/kids/12/next-request': null,
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T10:00:00+01:00'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the subscriptions page', () => {
  it('shows each profile’s next trunk and subscription, and links an ended one to its reactivation', async () => {
    renderPage({ ...leoAnswers, ...jadeAnswers });
    expect(document.title).toBe('Mes abonnements · Little Closet');
    const leoCard = within((await screen.findByRole('heading', { level: 2, name: 'Léo' })).closest('li')!);
    expect(await leoCard.findByRole('heading', { name: 'Prochaine malle de Léo' })).toBeVisible();
    expect(leoCard.getByText('En création — abonnement')).toBeVisible();
    expect(leoCard.getByRole('link', { name: 'Choisir des envies' })).toHaveAttribute('href', '/11/suggestions/9');
    expect(leoCard.getAllByRole('definition').map((element) => element.textContent)).toEqual(['En création', '19 mars 2026', 'En cours', 'Une malle tous les 2 mois', '19 mars 2026']);
    expect(leoCard.getByRole('button', { name: 'Mettre en pause' })).toBeVisible();

    const jadeCard = within(screen.getByRole('heading', { level: 2, name: 'Jade' }).closest('li')!);
    expect(await jadeCard.findByText('Aucune malle prévue pour l’instant.')).toBeVisible();
    expect(jadeCard.getByText('Terminé')).toBeVisible();
    expect(jadeCard.getByRole('link', { name: 'Réactiver l’abonnement de Jade' })).toHaveAttribute('href', '/infos/subscriptions/12/reactivate');
  });

  it('offers no reactivation to profiles that never subscribed: the quiz to a kid without answers, a subscription to a one-shot client', async () => {
    const never = sampleProfile({ id: 12, firstname: 'jade', description: 'Adore les robes qui tournent.', quiz: {}, subscription_status: 'PROSPECT_WITH_KID' });
    const julia = sampleProfile({ id: 13, firstname: 'julia', gender: 'WOMAN', profile_type: 'WOMAN', birthdate: null, has_requested: true, subscription_status: 'ONE_SHOT' });
    const oneShot = sampleRequest({ id: 14, profile_id: 13, subscription_id: null, status_details: { code: 'PREVIEW_READY', actions: ['GO_TO_PREVIEW'] }, delivery_date: null });
    renderPage(
      {
        ...jadeAnswers,
        'GET /api/clients/me/kids/12/subscriptions': [],
        'GET /api/clients/me/kids/13/subscriptions': [],
        'GET /api/clients/me/kids/13/requests': [oneShot],
        'GET /api/clients/me/kids/13/next-request': oneShot,
      },
      [never, julia],
    );
    const jadeName = await screen.findByRole('heading', { level: 2, name: 'Jade' });
    const jadeCard = within(jadeName.closest('li')!);
    expect(await jadeCard.findByText('Pas d’abonnement en cours.')).toBeVisible();
    expect(within(jadeName.parentElement!).getByText('Quiz à remplir')).toBeVisible();
    expect(jadeCard.queryByRole('link', { name: /Réactiver/ })).toBeNull();
    expect(jadeCard.getByRole('link', { name: 'Remplir le quiz de Jade' })).toHaveAttribute('href', '/quiz/new-kid/kid/12');

    const juliaName = screen.getByRole('heading', { level: 2, name: 'Julia' });
    const juliaCard = within(juliaName.closest('li')!);
    expect(await juliaCard.findByText('Pas d’abonnement en cours.')).toBeVisible();
    expect(within(juliaName.parentElement!).getByText('Malle à l’unité')).toBeVisible();
    expect(juliaCard.queryByRole('link', { name: /Réactiver/ })).toBeNull();
    expect(juliaCard.getByRole('link', { name: 'M’abonner' })).toHaveAttribute('href', '/quiz/subscriber-woman/subscription/13');
  });

  it('postpones Léo’s next trunk by two weeks, then shows the new date in his trunk too', async () => {
    const user = userEvent.setup();
    const postponed = sampleSubscription({ id: 5, profile_id: 11, next_delivery_date: '2026-04-02' });
    const api = renderPage({ ...leoAnswers, 'PATCH /api/clients/me/kids/11/subscriptions/5': postponed }, [leo]);
    await user.click(await screen.findByRole('button', { name: 'Changer la date de livraison' }));
    const field = screen.getByLabelText('Nouvelle date de livraison');
    expect(field).toHaveAttribute('min', '2026-03-05');
    expect(field).toHaveAttribute('max', '2026-06-30');
    await user.clear(field);
    await user.type(field, '2026-04-02');
    expect(screen.getByText('Reportée de 14 jours')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(screen.getByText('Prochaine malle le 2 avril 2026. Reportée de 14 jours.')).toBeVisible();

    // The page loads Léo’s trunk again once the date is saved.
    api.sent.length = 0;
    api.answers['GET /api/clients/me/kids/11/next-request'] = { ...request, delivery_date: '2026-04-02' };
    await user.click(screen.getByRole('button', { name: 'Confirmer la date' }));
    expect(await screen.findByRole('status')).toHaveTextContent('C’est enregistré. Prochaine malle le 2 avril 2026. Reportée de 14 jours.');
    expect(api.sent[0]).toMatchObject({ call: 'PATCH /api/clients/me/kids/11/subscriptions/5', body: { next_delivery_date: '2026-04-02' } });
    await waitFor(() => expect(screen.getAllByText('2 avril 2026')).toHaveLength(2));
  });

  it('pauses Léo’s subscription for a month: the review, the saved message and the status give the same next trunk', async () => {
    const user = userEvent.setup();
    // The server adds the months to the planned delivery: 19 March + 1 month.
    const paused = sampleSubscription({ id: 5, profile_id: 11, status_details_code: 'paused', next_optimistic_delivery_date: '2026-04-19', next_delivery_date: '2026-04-19' });
    const family = [leo];
    const api = renderPage({ ...leoAnswers, 'POST /api/clients/me/kids/11/subscriptions/5/pause': paused }, family);
    expect(await screen.findByText('Abonnement en cours')).toBeVisible();
    // What the server lists once the pause is saved.
    family[0] = { ...leo, subscription_status: 'PAUSED_SUBSCRIPTION', subscriptions: [paused] };
    await user.click(await screen.findByRole('button', { name: 'Mettre en pause' }));
    await user.click(screen.getByRole('radio', { name: '1 mois' }));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(screen.getByText('Pause de 1 mois : prochaine malle le 19 avril 2026.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Confirmer la pause' }));
    expect(await screen.findByRole('status')).toHaveTextContent('C’est enregistré. Pause de 1 mois : prochaine malle le 19 avril 2026.');
    expect(screen.getByText('En pause jusqu’au 19 avril 2026')).toBeVisible();
    expect(screen.queryByText(/19 mai 2026/)).toBeNull();
    // Léo's standing says the same as his schedule.
    expect(await screen.findByText('Abonnement en pause')).toBeVisible();
    expect(screen.queryByText('Abonnement en cours')).toBeNull();
    expect(api.sent.find((sent) => sent.call.endsWith('/pause'))).toMatchObject({ query: '?months=1' });
  });

  it('says when a profile’s trunks could not be loaded, and loads them again', async () => {
    const user = userEvent.setup();
    const api = renderPage({ ...leoAnswers, 'GET /api/clients/me/kids/11/requests': new Response(null, { status: 502 }) }, [leo]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ces informations n’ont pas pu être chargées.');
    api.answers['GET /api/clients/me/kids/11/requests'] = [request];
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Prochaine malle de Léo' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('confirms a reactivation come back from its page', async () => {
    renderPage({ ...leoAnswers }, [leo], '/infos/subscriptions?reactivated=11');
    expect(await screen.findByText('L’abonnement de Léo est réactivé.')).toHaveAttribute('role', 'status');
  });
});
