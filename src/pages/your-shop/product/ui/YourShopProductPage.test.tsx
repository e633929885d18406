import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartProvider } from '@/entities/cart';
import { createProfileStore, ProfileStoreContext, sampleProfile } from '@/entities/profile';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { sampleProduct } from '@/features/look-rating';
import { renderWithApp } from '@/shared/testing';
import YourShopProductPage from './YourShopProductPage';

const julia = sampleProfile({ id: 12, firstname: 'julia', gender: 'WOMAN', profile_type: 'WOMAN', has_requested: true });
const blouse = sampleProduct({ id: 40, name: 'Bluse aus Seide', gender: 'WOMAN', original_price: 60, lc_price: 45 });

/** The shop's product and an empty cart; the calls made. */
function serve() {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (sent: Request) => {
    const { pathname, search } = new URL(sent.url);
    calls.push(`${sent.method} ${pathname}${search}`);
    if (pathname === '/api/products/40') return Response.json(blouse);
    if (pathname === '/api/clients/me/cart') return Response.json({ lines: [], count: 0, total_amount_ttc: 0 });
    if (pathname === '/api/shop/delivery-terms') return Response.json({ delivery_days_min: 3, delivery_days_max: 6, free_shipping_from: 60, shipping_fee_from: 3.9, return_days: 14 });
    return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 });
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('a product of a profile’s stylist shop', () => {
  it('shows the shop’s product in the woman theme, to add to the cart, with the way back to the section', async () => {
    const calls = serve();
    renderWithApp(
      <SessionContext.Provider value={staticSession({ status: 'authenticated', client: sampleClient({ id: 7 }) })}>
        <ProfileStoreContext.Provider value={createProfileStore({ list: async () => [julia], remove: async () => undefined })}>
          <CartProvider>
            <YourShopProductPage params={{ kidId: '12', productId: '40-bluse-aus-seide' }} />
          </CartProvider>
        </ProfileStoreContext.Provider>
      </SessionContext.Provider>,
      { path: '/de/12/your-shop/promo/40-bluse-aus-seide', locale: 'de' },
    );
    const title = await screen.findByRole('heading', { level: 1, name: 'Bluse aus Seide' }, { timeout: 5000 });
    expect(title.closest('[data-theme]')).toHaveAttribute('data-theme', 'woman');
    expect(screen.getByRole('link', { name: 'Zurück zu Ihrer Boutique' })).toHaveAttribute('href', '/de/12/your-shop/promo');
    expect(calls).toContain('GET /api/products/40?for_shop=true');
    // The shop's own add to the cart, in the product's sizes.
    expect(screen.getByRole('group', { name: 'Größe' })).toBeVisible();
    expect(screen.getByRole('radio', { name: '4 Jahre' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'In den Warenkorb' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Größentabelle' })).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Lieferung und Rückgabe' })).toHaveTextContent('Lieferung in 3 bis 6 Tagen');
  });
});
