import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleOrders } from '@/features/shop/checkout';
import { renderWithApp } from '@/shared/testing';
import OrdersPage from './OrdersPage';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the order history (/infos/orders)', () => {
  it('offers to return pieces of a delivered order within its 14 days, and not after', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({
        orders: [
          { ...sampleOrders.paid, id: 95, delivered_at: '2026-11-20T09:00:00.000Z', withdrawal_deadline: '2026-12-04T22:59:59.999Z' },
          { ...sampleOrders.paid, id: 80, delivered_at: '2026-10-01T09:00:00.000Z', withdrawal_deadline: '2026-10-15T21:59:59.999Z' },
          { ...sampleOrders.paid, id: 79 },
        ],
      }),
    );
    renderWithApp(<OrdersPage />, { path: '/infos/orders' });
    const order = async (id: number) => within((await screen.findByRole('heading', { level: 2, name: `Commande n° ${id}` })).closest('li')!);
    const recent = await order(95);
    expect(recent.getByText(/Retour possible jusqu’au 4 décembre 2026/)).toBeVisible();
    expect(recent.getByRole('link', { name: 'Renvoyer un article' })).toHaveAttribute('href', '/infos/returns/order/95');
    expect((await order(80)).queryByRole('link', { name: 'Renvoyer un article' })).toBeNull();
    expect((await order(79)).queryByRole('link', { name: 'Renvoyer un article' })).toBeNull();
  });
});
