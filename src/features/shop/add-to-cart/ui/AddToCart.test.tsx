import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartProvider, fakeCartApi, LOCAL_CART_KEY, sampleShopProduct } from '@/entities/cart';
import type { Product } from '@/entities/product';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { CONSENT_COOKIE, writeConsent } from '@/shared/consent';
import { renderWithApp } from '@/shared/testing';
import { AddToCart } from './AddToCart';

const dress = sampleShopProduct({ id: 41 });

function renderAddToCart(product: Product, stock: Record<number, number> = {}, locale: 'fr' | 'de' = 'fr') {
  const api = fakeCartApi({ products: [product], stock });
  vi.stubGlobal('fetch', api.fetch);
  renderWithApp(
    <SessionContext.Provider value={staticSession()}>
      <CartProvider>
        <AddToCart product={product} lookId={6} />
      </CartProvider>
    </SessionContext.Provider>,
    { locale },
  );
  return api;
}

const storedLines = () => JSON.parse(localStorage.getItem(LOCAL_CART_KEY) ?? '{"lines":[]}').lines;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  delete (window as { dataLayer?: unknown }).dataLayer;
  document.cookie = `${CONSENT_COOKIE}=; path=/; max-age=0`;
});

const layer = () => (window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [];

describe('adding a product to the cart', () => {
  it('records the addition ("panier") and GA4’s add_to_cart with measurement consent', async () => {
    writeConsent({ measurement: true, advertising: false });
    const user = userEvent.setup();
    renderAddToCart(dress);
    await user.click(screen.getByRole('radio', { name: '4 ans' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await screen.findByRole('dialog');
    await waitFor(() => expect(layer().find((entry) => entry.event === 'add_to_cart')).toBeDefined());
    expect(layer().find((entry) => entry.event === 'cart')).toMatchObject({ label: 'panier', action: 'add', product_id: 41, quantity: 1 });
    expect(layer().find((entry) => entry.event === 'add_to_cart')).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'EUR',
        value: dress.lc_price,
        items: [{ item_id: '41', item_name: dress.name, item_brand: dress.brand, item_variant: '4 ans', price: dress.lc_price, quantity: 1 }],
      },
    });
  });

  it('offers the sizes in the size guide’s order, not the sold-out one, and asks for a size first', async () => {
    const user = userEvent.setup();
    renderAddToCart(dress);
    const sizes = screen.getAllByRole('radio');
    expect(sizes.map((size) => size.closest('label')?.textContent)).toEqual(['3 ans', '4 ans', '5 ans, épuisé']);
    expect(screen.getByRole('radio', { name: '5 ans, épuisé' })).toBeDisabled();
    expect(sizes.filter((size) => (size as HTMLInputElement).checked)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choisissez une taille.');
    expect(storedLines()).toEqual([]);
  });

  it('names the sizes in the shopper’s language, in the size guide’s order', async () => {
    const user = userEvent.setup();
    renderAddToCart(dress, {}, 'de');
    expect(screen.getAllByRole('radio').map((size) => size.closest('label')?.textContent)).toEqual(['3 Jahre', '4 Jahre', '5 Jahre, ausverkauft']);
    await user.click(screen.getByRole('radio', { name: '4 Jahre' }));
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(within(await screen.findByRole('dialog')).getByText('Größe 4 Jahre')).toBeVisible();
  });

  it('adds the chosen size and quantity, with the look, and opens the mini-cart: the line added, the subtotal, the cart and the checkout', async () => {
    const user = userEvent.setup();
    const api = renderAddToCart(dress);
    api.overrides['GET /api/shop/delivery-terms'] = Response.json({ delivery_days_min: 3, delivery_days_max: 6, free_shipping_from: 60, shipping_fee_from: 3.9, return_days: 14 });
    await user.click(screen.getByRole('radio', { name: '4 ans' }));
    await user.click(screen.getByRole('button', { name: 'Un de plus' }));
    const add = screen.getByRole('button', { name: 'Ajouter au panier' });
    await user.click(add);

    const mini = await screen.findByRole('dialog', { name: 'Ajouté à votre panier' });
    expect(within(mini).getByRole('heading', { level: 3, name: 'Robe à smocks' })).toBeVisible();
    expect(within(mini).getByText('Taille 4 ans')).toBeVisible();
    expect(within(mini).getByText('Quantité : 2')).toBeVisible();
    expect(within(mini).getByText('Sous-total (2 articles)').closest('p')).toHaveTextContent(/58\s€/);
    expect(within(mini).getByRole('link', { name: 'Voir mon panier' })).toHaveAttribute('href', '/shop/cart');
    expect(within(mini).getByRole('link', { name: 'Commander' })).toHaveAttribute('href', '/login?redirect=%2Fshop%2Fcheckout');
    expect(await within(mini).findByText(/Plus que 2\s€ d’achats pour la livraison offerte\./)).toBeVisible();
    expect(mini).toContainElement(document.activeElement as HTMLElement);
    expect(storedLines()).toEqual([{ product_id: 41, variant_id: 412, look_id: 6, quantity: 2 }]);
    expect(api.sent.filter(({ call }) => call.includes('/cart'))).toEqual([{ call: 'POST /api/shop/cart-quote', body: { lines: [{ variant_id: 412, quantity: 2, look_id: 6 }] } }]);

    await user.click(within(mini).getByRole('button', { name: 'Continuer mes achats' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(add).toHaveFocus();
    expect(screen.getByText('Ajouté à votre panier : Robe à smocks, taille 4 ans.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Voir mon panier' })).toHaveAttribute('href', '/shop/cart');
  });

  it('sends a signed-in client from the mini-cart straight to the checkout, and closes it with Escape', async () => {
    const user = userEvent.setup();
    const api = fakeCartApi({ products: [dress] });
    vi.stubGlobal('fetch', api.fetch);
    renderWithApp(
      <SessionContext.Provider value={staticSession({ status: 'authenticated', client: sampleClient() })}>
        <CartProvider>
          <AddToCart product={dress} />
        </CartProvider>
      </SessionContext.Provider>,
      { locale: 'es', path: '/es/shop/product/41' },
    );
    await user.click(screen.getByRole('radio', { name: '3 años' }));
    await user.click(screen.getByRole('button', { name: 'Añadir a la cesta' }));
    const mini = await screen.findByRole('dialog', { name: 'Añadido a tu cesta' });
    expect(within(mini).getByRole('link', { name: 'Hacer el pedido' })).toHaveAttribute('href', '/es/shop/checkout');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir a la cesta' })).toHaveFocus();
  });

  it('says the product is out of stock when the stock no longer covers the size, and keeps the cart as it was', async () => {
    const user = userEvent.setup();
    renderAddToCart(dress, { 411: 0 }, 'de');
    await user.click(screen.getByRole('radio', { name: '3 Jahre' }));
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Artikel nicht auf Lager');
    expect(storedLines()).toEqual([]);
  });

  it('has the one size of a product chosen already', async () => {
    const user = userEvent.setup();
    const hat = sampleShopProduct({ id: 52, name: 'Bob en lin', variants: [{ variant_id: 521, size: 'TU', is_available: true, is_low_stock: false }], sizes: ['TU'] });
    renderAddToCart(hat);
    expect(screen.getByRole('radio', { name: 'Taille unique' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(within(await screen.findByRole('dialog', { name: 'Ajouté à votre panier' })).getByText('Taille unique')).toBeVisible();
  });

  it('offers nothing to add when every size is sold out', () => {
    renderAddToCart(sampleShopProduct({ variants: [{ variant_id: 411, size: '3 ans', is_available: false, is_low_stock: false }], sizes: [], is_available: false }));
    expect(screen.getByText('Produit en rupture de stock')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ajouter au panier' })).toBeNull();
  });
});
