import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleLabel, sampleOverview, sampleShopReturn, type ReturnsOverview } from '@/entities/return';
import { renderWithApp } from '@/shared/testing';
import ReturnsPage from './ReturnsPage';

/** `GET /clients/me/returns` answers each answer in turn, the last one from then on; the calls made. */
function serveReturns(...answers: Array<ReturnsOverview | Response>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const { pathname } = new URL(request.url);
    calls.push(`${request.method} ${pathname}`);
    if (pathname !== '/api/clients/me/returns') return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 });
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    return answer instanceof Response ? answer.clone() : Response.json(answer);
  });
  return calls;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const entry = (heading: HTMLElement) => within(heading.closest('li')!);

describe('what is to send back (/infos/returns)', () => {
  it('lists trunks and orders by their deadline, soonest first, each with its days left and its way forward', async () => {
    serveReturns(
      sampleOverview({
        trunks: [
          { request_id: 41, profile_id: 3, profile_firstname: 'Léo', status: 'DELIVERED', return_deadline: '2026-11-27T22:59:59.999Z', deadline_extended: false, pieces_to_return: null, label: null },
          { request_id: 44, profile_id: 5, profile_firstname: 'Zoé', status: 'DELIVERED', return_deadline: '2026-11-28T22:59:59.999Z', deadline_extended: true, pieces_to_return: null, label: null },
          {
            request_id: 38,
            profile_id: 4,
            profile_firstname: 'Jade',
            status: 'RETURN_PENDING',
            return_deadline: null,
            deadline_extended: false,
            pieces_to_return: 2,
            label: sampleLabel({ id: 9, kind: 'TRUNK', request_id: 38, order_id: null, return_id: null, mode: 'RELAY', carrier: 'Mondial Relay', relay_point: { id: 'MR1', name: 'Tabac du Centre', street: '3 rue Nationale', postcode: '59000', city: 'Lille', country_code: 'FR' } }),
          },
        ],
        orders: [
          { order_id: 93, delivered_at: '2026-11-20T09:00:00.000Z', withdrawal_deadline: '2026-12-04T22:59:59.999Z', returnable_quantity: 2, returns: [sampleShopReturn({ status: 'REFUNDED', received_at: '2026-11-24T08:00:00.000Z', refunded_at: '2026-11-24T08:00:00.000Z' })] },
        ],
      }),
    );
    renderWithApp(<ReturnsPage />, { path: '/infos/returns' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mes retours');
    expect(document.title).toBe('Mes retours · Little Closet');
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['La malle de Léo (n° 41)', 'La malle de Zoé (n° 44)', 'Commande n° 93', 'La malle de Jade (n° 38)', 'Comment ça marche']);

    const leo = entry(headings[0]!);
    expect(leo.getByText(/À choisir au plus tard le 27 novembre 2026/)).toHaveTextContent('Encore 1 jour');
    expect(leo.getByRole('link', { name: 'Choisir ce que je garde' })).toHaveAttribute('href', '/infos/returns/41');
    expect(leo.getByRole('link', { name: 'Prolonger le délai' })).toHaveAttribute('href', '/infos/edit/return-deadline/41');
    // A deadline already extended once is not offered again.
    const zoe = entry(headings[1]!);
    expect(zoe.getByRole('link', { name: 'Choisir ce que je garde' })).toHaveAttribute('href', '/infos/returns/44');
    expect(zoe.queryByRole('link', { name: 'Prolonger le délai' })).toBeNull();

    const order = entry(headings[2]!);
    expect(order.getByText(/Retour possible jusqu’au 4 décembre 2026/)).toHaveTextContent('Encore 8 jours');
    expect(order.getByText('2 articles peuvent être renvoyés')).toBeVisible();
    expect(order.getByRole('link', { name: 'Renvoyer un article' })).toHaveAttribute('href', '/infos/returns/order/93');
    expect(order.getByText('Remboursé')).toBeVisible();
    expect(order.getByText('29 € remboursés sur votre moyen de paiement.')).toBeVisible();
    expect(order.queryByRole('button', { name: /Télécharger/ })).toBeNull();

    const jade = entry(headings[3]!);
    expect(jade.getByText('2 pièces à renvoyer')).toBeVisible();
    expect(jade.getByText(/En point relais avec Mondial Relay · Tabac du Centre, 3 rue Nationale, 59000 Lille/)).toBeVisible();
    expect(jade.getByRole('button', { name: 'Télécharger l’étiquette (PDF), La malle de Jade (n° 38)' })).toBeEnabled();
    expect(jade.getByRole('link', { name: 'Voir le retour' })).toHaveAttribute('href', '/infos/returns/38');
  });

  it('shows a return awaiting its parcel with its label, and the refund to come (German)', async () => {
    serveReturns(sampleOverview({ orders: [{ order_id: 93, delivered_at: '2026-11-20T09:00:00.000Z', withdrawal_deadline: '2026-12-04T22:59:59.999Z', returnable_quantity: 0, returns: [sampleShopReturn()] }] }));
    renderWithApp(<ReturnsPage />, { locale: 'de', path: '/de/infos/returns' });
    const order = entry(await screen.findByRole('heading', { level: 2, name: 'Bestellung Nr. 93' }));
    expect(order.getByText('Paket erwartet')).toBeVisible();
    expect(order.getByText('Vorgesehene Erstattung: 29 €, sobald das Paket bei uns ist.')).toBeVisible();
    expect(order.getByRole('button', { name: 'Etikett herunterladen (PDF), Rücksendung Nr. 4' })).toBeEnabled();
    expect(order.queryByRole('link', { name: 'Artikel zurückschicken' })).toBeNull();
  });

  it('explains the rules when nothing is to send back (Dutch)', async () => {
    serveReturns(sampleOverview());
    renderWithApp(<ReturnsPage />, { locale: 'nl', path: '/nl/infos/returns' });
    expect(await screen.findByText('Er is op dit moment niets om terug te sturen.')).toBeVisible();
    const rules = within(screen.getByRole('region', { name: 'Zo werkt het' }));
    expect(rules.getByText('Een box: je hebt na de levering 7 dagen om te kiezen wat je houdt en de rest terug te sturen.')).toBeVisible();
    expect(rules.getByText(/je hebt na de levering 14 dagen om een artikel terug te sturen/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Mijn retourlabels' })).toHaveAttribute('href', '/nl/infos/return-labels');
  });

  it('says when the returns could not be loaded, and loads them again on request (Spanish)', async () => {
    const user = userEvent.setup();
    const calls = serveReturns(Response.json({ type: 'INTERNAL_ERROR', title: 'Internal error', status: 500 }, { status: 500 }), sampleOverview());
    renderWithApp(<ReturnsPage />, { locale: 'es', path: '/es/infos/returns' });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando tus devoluciones…');
    expect(await screen.findByText('No se han podido cargar tus devoluciones.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Por ahora no tienes nada que devolver.')).toBeVisible();
    expect(calls).toEqual(['GET /api/clients/me/returns', 'GET /api/clients/me/returns']);
  });
});
