import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { createProfileStore, ProfileStoreContext, sampleProfile } from '@/entities/profile';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { quizRequestOf } from '@/features/quiz-routing';
import { sampleTrunkOffer } from '@/features/trunk-order';
import { renderWithApp } from '@/shared/testing';
import QuizMembershipPage from './QuizMembershipPage';

const lea = sampleProfile({ id: 11, firstname: 'léa', client_id: 7 });

const subscription = {
  id: 5,
  profile_id: 11,
  status_details_code: 'active',
  frequency: 2,
  is_active: true,
  next_at: '2026-11-23T10:00:00.000Z',
  next_optimistic_delivery_date: '2026-11-30',
  next_delivery_date: '2026-11-30',
  is_conversion: false,
  current_request_id: 9,
  created_at: '2026-11-23T10:00:00.000Z',
};
const request = { id: 8, profile_id: 11, subscription_id: null, status_details: { code: 'IN_CREATION', actions: [] }, is_blocked: false, wishes: [], comment: null, delivery_date: null, created_at: '2026-11-23T10:00:00.000Z' };

/** Where the family's trunks go: their default shipping address. */
const home = {
  id: 21,
  kind: 'SHIPPING',
  firstname: 'Anne',
  lastname: 'Durand',
  street: '12 rue des Lilas',
  street_complement: null,
  postcode: '69003',
  city: 'Lyon',
  country_code: 'FR',
  phone: '0612345678',
  is_default: true,
} as const;

const offer = sampleTrunkOffer('KID');

/** The API: what a trunk costs, the delays, and the order answered with `answer`; the paths called. */
function serve(answer: Response) {
  const paths: string[] = [];
  vi.stubGlobal('fetch', async (sent: Request) => {
    const path = new URL(sent.url).pathname;
    paths.push(path);
    if (path === '/api/trunk-offer') return Response.json(offer);
    if (path === '/api/delays') return Response.json({ optimistic_delivery_delay: 3, pessimistic_delivery_delay: 6 });
    return answer;
  });
  return paths;
}

function renderAt(code: string, step: 'membership' | 'checkout' = 'membership', locale: 'fr' | 'nl' = 'fr') {
  return renderWithApp(
    <SessionContext.Provider value={staticSession({ status: 'authenticated', client: sampleClient({ id: 7, default_shipping_address: home }) })}>
      <ProfileStoreContext.Provider value={createProfileStore({ list: async () => [lea], remove: async () => undefined })}>
        {locale === 'fr' ? (
          <QuizMembershipPage params={{ code, kidId: '11' }} />
        ) : (
          // As the app mounts a prefixed locale's routes.
          <Route path={`/${locale}`} nest>
            <QuizMembershipPage params={{ code, kidId: '11' }} />
          </Route>
        )}
      </ProfileStoreContext.Provider>
    </SessionContext.Provider>,
    { path: `${locale === 'fr' ? '' : `/${locale}`}/quiz/${code}/${step}/11`, locale },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('the membership step', () => {
  it('in a visitor’s first quiz, goes on to the comment step and keeps the trunk for its confirmation', async () => {
    const paths = serve(Response.json(subscription, { status: 201 }));
    const { location } = renderAt('signup');
    await userEvent.click(await screen.findByRole('button', { name: 'Je m’abonne' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/quiz/signup/comment/11'));
    expect(paths).toContain('/api/clients/me/kids/11/subscriptions');
    expect(quizRequestOf(11)).toBe(9);
  });

  it('for a client, shows the confirmation of the single trunk ordered', async () => {
    serve(Response.json(request, { status: 201 }));
    const { location } = renderAt('client', 'checkout');
    await userEvent.click(await screen.findByRole('button', { name: 'Commander la malle' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/quiz/confirm/11/8'));
    expect(quizRequestOf(11)).toBeNull();
  });

  it('says what a subscription costs, how it is paid and where it goes, before the family subscribes', async () => {
    serve(Response.json(subscription, { status: 201 }));
    renderAt('signup');
    const subscribe = await screen.findByRole('button', { name: 'Je m’abonne' });
    const costs = screen.getByRole('region', { name: 'Ce que vous payez' });
    expect(within(costs).getByText('Stylisme, livraison et retour')).toBeVisible();
    expect(await within(costs).findByText(/^9 pièces par malle, de 7,90\s€ à 45\s€ l’une/)).toBeVisible();
    expect(within(costs).getByText(/Aucune carte n’est demandée aujourd’hui\.$/)).toBeVisible();
    const delivery = screen.getByRole('region', { name: 'Livraison' });
    expect(within(delivery).getByText('La malle de Léa sera livrée à :')).toBeVisible();
    expect(within(delivery).getByText('12 rue des Lilas')).toBeVisible();
    // All of it comes before the commitment.
    for (const region of [costs, delivery]) expect(region.compareDocumentPosition(subscribe) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('refused by the fraud check: says so on the step in the family’s language, with what to do, and goes on as the routing says once they continue', async () => {
    serve(Response.json({ type: 'DUPLICATE_ACCOUNTS', title: 'Duplicate', status: 409 }, { status: 409, headers: { 'Content-Type': 'application/problem+json' } }));
    const { location } = renderAt('signup', 'membership', 'nl');
    await userEvent.click(await screen.findByRole('button', { name: 'Abonnement starten' }));

    const refusal = await screen.findByRole('alert');
    expect(within(refusal).getByRole('heading', { name: 'Bestelling niet geplaatst' })).toBeVisible();
    expect(refusal).toHaveTextContent('er is niets besteld en je betaalt niets');
    expect(within(refusal).getByRole('link', { name: 'Contact opnemen' })).toHaveAttribute('href', '/nl/infos/help');
    expect(localStorage.getItem('lc_fraud_label')).toBe('DUPLICATE_ACCOUNTS');
    expect(location.history.at(-1)).toBe('/nl/quiz/signup/membership/11');

    await userEvent.click(within(refusal).getByRole('button', { name: 'Profiel van Léa afronden' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/nl/quiz/signup/comment/11'));
    expect(quizRequestOf(11)).toBeNull();
  });
});
