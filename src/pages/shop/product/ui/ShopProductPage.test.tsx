import { Component, type ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartProvider, fakeCartApi, sampleShopProduct } from '@/entities/cart';
import { SessionContext, staticSession } from '@/entities/session';
import { CONSENT_COOKIE, writeConsent } from '@/shared/consent';
import { renderWithApp } from '@/shared/testing';
import ShopProductPage from './ShopProductPage';

const dress = sampleShopProduct({
  id: 41,
  name: 'Robe à smocks',
  original_price: 39.9,
  lc_price: 26.9,
  images: ['/api/products/41/images/1', '/api/products/41/images/2'],
  look: { id: 6, name: 'Jardin', product_ids: [41, 42] },
});
const cardigan = sampleShopProduct({ id: 42, name: 'Gilet doux', label: 'matchy', is_recent: false, is_low_stock: true });
const blouse = sampleShopProduct({
  id: 43,
  name: 'Blouse à col lavallière',
  gender: 'WOMAN',
  family: 'TOPS',
  variants: ['S', 'M', 'L'].map((size, index) => ({ variant_id: 431 + index, size, is_available: true, is_low_stock: false })),
  sizes: ['S', 'M', 'L'],
});
const hat = sampleShopProduct({ id: 44, name: 'Bob en lin', family: 'ACCESSORIES', variants: [{ variant_id: 441, size: 'TU', is_available: true, is_low_stock: false }], sizes: ['TU'] });

/** The catalogue calls of the page, the cart calls as the cart's fake server answers them; the catalogue calls made. */
function serve() {
  const cart = fakeCartApi({ products: [dress, cardigan, blouse, hat] });
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (sent: Request) => {
    const url = new URL(sent.url);
    const answers: Record<string, unknown> = {
      '/api/products/41': dress,
      '/api/products/43': blouse,
      '/api/products/44': hat,
      '/api/shop/product-collections/birth-gift': { slug: 'birth-gift', name: 'Cadeaux de naissance', is_shop: true, product_count: 19, cover_image: null },
      '/api/shop/looks/6': { id: 6, name: 'Jardin', gender: 'GIRL', products: [dress, cardigan] },
      '/api/shop/delivery-terms': { delivery_days_min: 3, delivery_days_max: 6, free_shipping_from: 60, shipping_fee_from: 3.9, return_days: 14 },
    };
    if (url.pathname in answers) {
      calls.push(`${url.pathname}${url.search}`);
      return Response.json(answers[url.pathname]);
    }
    if (url.pathname.startsWith('/api/products/')) return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 });
    return cart.fetch(sent);
  });
  return calls;
}

/** Shows the problem a page throws, as the app's error boundary would. */
class Boundary extends Component<{ children: ReactNode }, { status: number | null }> {
  override state = { status: null };
  static getDerivedStateFromError(problem: { status?: number }) {
    return { status: problem.status ?? 0 };
  }
  override render() {
    return this.state.status !== null ? <p>{`problem ${this.state.status}`}</p> : this.props.children;
  }
}

function renderPage(params: Record<string, string>, path: string, locale: 'fr' | 'de' | 'nl' | 'es' = 'fr') {
  return renderWithApp(
    <SessionContext.Provider value={staticSession()}>
      <CartProvider>
        <Boundary>
          <ShopProductPage params={params} />
        </Boundary>
      </CartProvider>
    </SessionContext.Provider>,
    { path, locale },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  delete (window as { dataLayer?: unknown }).dataLayer;
  document.cookie = `${CONSENT_COOKIE}=; path=/; max-age=0`;
});

const layer = () => (window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [];

describe('a product of the shop', () => {
  it('shows the product the shop sells, with its markdown, badges, sizes (sold out ones not to be chosen) and look', async () => {
    const calls = serve();
    renderPage({ collection: 'birth-gift', productId: '41-robe-a-smocks' }, '/shop/birth-gift/41-robe-a-smocks');
    expect(await screen.findByRole('heading', { level: 1, name: 'Robe à smocks' })).toBeVisible();
    expect(calls).toContain('/api/products/41?for_shop=true');
    await waitFor(() => expect(screen.getByRole('img', { name: 'Robe à smocks, photo 2' })).toHaveAttribute('src', '/api/products/41/images/2'));
    expect(screen.getByText('26,90 €')).toBeVisible();
    expect(screen.getByText('30 % de réduction')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Coton bio' })).toBeVisible();
    expect(screen.getByText('Nouvelle collection')).toBeVisible();
    expect(screen.getByRole('radio', { name: '5 ans, épuisé' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '3 ans' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeVisible();

    const trail = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    expect(await within(trail).findByRole('link', { name: 'Cadeaux de naissance' })).toHaveAttribute('href', '/shop/birth-gift');
    expect(within(trail).getByRole('link', { name: 'Boutique' })).toHaveAttribute('href', '/shop');

    const look = await screen.findByRole('region', { name: 'Dans le look « Jardin »' });
    expect(within(look).getByRole('link', { name: 'Gilet doux' })).toHaveAttribute('href', '/shop/birth-gift/42-gilet-doux');
    expect(within(look).queryByRole('link', { name: 'Robe à smocks' })).not.toBeInTheDocument();
    expect(within(look).getByText('Dernière chance')).toBeVisible();
  });

  it('promises, under the price, the delivery delays, the free shipping threshold and fee, and the days to send it back, in the shopper’s language', async () => {
    serve();
    renderPage({ id: '41-robe-a-smocks' }, '/shop/product/41-robe-a-smocks');
    const promises = await screen.findByRole('region', { name: 'Livraison et retours' });
    expect(within(promises).getAllByRole('listitem').map((item) => item.textContent?.replace(/\s/g, ' '))).toEqual([
      'Livraison en 3 à 6 jours',
      'Livraison offerte dès 60 € d’achats, sinon à partir de 3,90 €',
      '14 jours pour changer d’avis',
    ]);
  });

  it('promises the same in Dutch', async () => {
    serve();
    renderPage({ id: '41-robe-a-smocks' }, '/nl/shop/product/41-robe-a-smocks', 'nl');
    const promises = await screen.findByRole('region', { name: 'Levering en retour' });
    expect(within(promises).getAllByRole('listitem').map((item) => item.textContent?.replace(/\s/g, ' '))).toEqual([
      'Levering in 3 tot 6 dagen',
      'Gratis verzending vanaf € 60, anders vanaf € 3,90',
      '14 dagen bedenktijd',
    ]);
  });

  it('opens the kids’ size guide beside the sizes: each age with its height, then gives the focus back', async () => {
    const user = userEvent.setup();
    serve();
    renderPage({ id: '41-robe-a-smocks' }, '/shop/product/41-robe-a-smocks');
    const open = await screen.findByRole('button', { name: 'Guide des tailles' });
    await user.click(open);
    const guide = await screen.findByRole('dialog', { name: 'Guide des tailles' });
    const table = within(guide).getByRole('table', { name: 'Tailles enfant, de la naissance à 14 ans' });
    const rows = within(table).getAllByRole('row').map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toContainEqual(['95 cm']);
    expect(within(table).getByRole('rowheader', { name: '3 ans' }).closest('tr')).toHaveTextContent('3 ans95 cm');
    expect(within(table).getByRole('rowheader', { name: '18 mois' }).closest('tr')).toHaveTextContent('18 mois81 cm');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('opens the women’s size guide in German: letters, French and German sizes, body measurements', async () => {
    const user = userEvent.setup();
    serve();
    renderPage({ id: '43' }, '/de/shop/product/43', 'de');
    await user.click(await screen.findByRole('button', { name: 'Größentabelle' }));
    const guide = await screen.findByRole('dialog', { name: 'Größentabelle' });
    const table = within(guide).getByRole('table', { name: 'Damengrößen' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Größe', 'FR / ES', 'DE / NL', 'Brustumfang', 'Taillenumfang', 'Hüftumfang']);
    expect(within(table).getByRole('rowheader', { name: 'M' }).closest('tr')).toHaveTextContent(/^M3836\s*88 cm\s*70 cm\s*96 cm$/);
  });

  it('offers no size guide for a product in one size', async () => {
    serve();
    renderPage({ id: '44' }, '/shop/product/44');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bob en lin' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Guide des tailles' })).not.toBeInTheDocument();
  });

  it('is the not-found page for a product the shop does not sell, or an id that is none', async () => {
    serve();
    renderPage({ id: '77-pull' }, '/shop/product/77-pull');
    expect(await screen.findByText('problem 404')).toBeVisible();
    renderPage({ id: 'robe' }, '/shop/product/robe');
    expect(screen.getAllByText('problem 404')).toHaveLength(2);
  });

  it('records the product seen as GA4’s view_item with measurement consent, once a day', async () => {
    writeConsent({ measurement: true, advertising: false });
    serve();
    const first = renderPage({ collection: 'birth-gift', productId: '41-robe-a-smocks' }, '/shop/birth-gift/41-robe-a-smocks');
    expect(await screen.findByRole('heading', { level: 1, name: 'Robe à smocks' })).toBeVisible();
    await waitFor(() => expect(layer().filter((entry) => entry.event === 'view_item')).toHaveLength(1));
    expect(layer().find((entry) => entry.event === 'shop_view')).toMatchObject({ label: 'boutique' });
    expect(layer().find((entry) => entry.event === 'view_item')).toEqual({
      event: 'view_item',
      ecommerce: { currency: 'EUR', value: 26.9, items: [{ item_id: '41', item_name: 'Robe à smocks', item_brand: dress.brand, price: 26.9, quantity: 1 }] },
    });
    first.unmount();

    serve();
    renderPage({ collection: 'birth-gift', productId: '41-robe-a-smocks' }, '/shop/birth-gift/41-robe-a-smocks');
    expect(await screen.findByRole('heading', { level: 1, name: 'Robe à smocks' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(layer().filter((entry) => entry.event === 'view_item'), 'the same product seen again the same day').toHaveLength(1);
  });
});
