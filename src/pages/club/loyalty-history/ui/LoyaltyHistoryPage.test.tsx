import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoyaltyPointsItem, LoyaltyPointsPage } from '@/entities/loyalty';
import { renderWithApp } from '@/shared/testing';
import LoyaltyHistoryPage from './LoyaltyHistoryPage';

const item = (over: Partial<LoyaltyPointsItem>): LoyaltyPointsItem => ({ id: 1, created_at: '2026-11-20T10:00:00.000Z', points: 42, reason: 'POINTS_ORDER', source: { type: 'ORDER', id: 93, name: '1093' }, ...over });

function serve(page: LoyaltyPointsPage) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    calls.push(url.pathname + url.search);
    return Response.json(page);
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the points history (/infos/loyalty/history)', () => {
  it('lists each movement with its date, its reason and source, and its signed points', async () => {
    const calls = serve({
      items: [
        item({ id: 4, created_at: '2026-11-25T10:00:00.000Z', points: -200, reason: 'POINTS_CONVERTED', source: { type: 'COUPON', id: 8, name: 'CLUB-7KQ2-M9XA' } }),
        item({ id: 3, points: 87, reason: 'POINTS_TRUNK', source: { type: 'TRUNK', id: 41, name: 'Léo' } }),
        item({ id: 2, points: -12, reason: 'POINTS_REFUND', source: { type: 'SHOP_RETURN', id: 5, name: '1093' } }),
        item({ id: 1, points: 50, reason: 'ADJUSTMENT', source: { type: null, id: null, name: 'Colis arrivé en retard' } }),
      ],
      page_size: 30,
      currentPage: 1,
      pages: 1,
      total: 4,
    });
    renderWithApp(<LoyaltyHistoryPage />, { path: '/infos/loyalty/history' });
    expect(screen.getByRole('heading', { level: 1, name: 'Historique de mes points' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Mouvements de vos points' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['25 nov. 2026', 'Échange contre un bonBon CLUB-7KQ2-M9XA', '-200 pts'],
      ['20 nov. 2026', 'MalleMalle de Léo', '+87 pts'],
      ['20 nov. 2026', 'RemboursementRetour de la commande n° 1093', '-12 pts'],
      ['20 nov. 2026', 'Geste du service clientColis arrivé en retard', '+50 pts'],
    ]);
    expect(screen.getByText('4 mouvements · page 1 sur 1')).toBeVisible();
    expect(calls).toEqual(['/api/clients/me/loyalty_points?page=1&page_size=30']);
  });

  it('asks for the page and size of the address and links the other pages with both (German)', async () => {
    const calls = serve({ items: [item({ id: 9 })], page_size: 30, currentPage: 2, pages: 3, total: 61 });
    renderWithApp(<LoyaltyHistoryPage />, { locale: 'de', path: '/de/infos/loyalty/history?page=2&page_size=30' });
    expect(await screen.findByText('Bestellung Nr. 1093')).toBeVisible();
    expect(calls).toEqual(['/api/clients/me/loyalty_points?page=2&page_size=30']);
    const pages = within(screen.getByRole('navigation', { name: 'Seiten des Verlaufs' }));
    expect(pages.getByRole('link', { name: /3/ })).toHaveAttribute('href', '/de/infos/loyalty/history?page=3&page_size=30');
    expect(pages.getByRole('link', { name: /1/ })).toHaveAttribute('href', '/de/infos/loyalty/history?page=1&page_size=30');
  });

  it('says when there are no points yet (Spanish)', async () => {
    serve({ items: [], page_size: 30, currentPage: 1, pages: 1, total: 0 });
    renderWithApp(<LoyaltyHistoryPage />, { locale: 'es', path: '/es/infos/loyalty/history' });
    expect(await screen.findByText('Aún no tienes puntos: llegarán con tu primer pedido pagado.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver a mis puntos' })).toHaveAttribute('href', '/es/infos/loyalty');
  });
});
