import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartProvider, fakeCartApi, LOCAL_CART_KEY, sampleShopProduct } from '@/entities/cart';
import type { Product } from '@/entities/product';
import { SessionContext, staticSession } from '@/entities/session';
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
});

describe('adding a product to the cart', () => {
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
    expect(await screen.findByText(/Größe 4 Jahre/)).toBeVisible();
  });

  it('adds the chosen size and quantity, with the look, and confirms with a link to the cart', async () => {
    const user = userEvent.setup();
    const api = renderAddToCart(dress);
    await user.click(screen.getByRole('radio', { name: '4 ans' }));
    await user.click(screen.getByRole('button', { name: 'Un de plus' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));

    expect(await screen.findByText('Ajouté à votre panier : Robe à smocks, taille 4 ans.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Voir mon panier' })).toHaveAttribute('href', '/shop/cart');
    expect(storedLines()).toEqual([{ product_id: 41, variant_id: 412, look_id: 6, quantity: 2 }]);
    expect(api.sent).toEqual([{ call: 'POST /api/shop/cart-quote', body: { lines: [{ variant_id: 412, quantity: 2, look_id: 6 }] } }]);
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
    expect(await screen.findByText('Ajouté à votre panier : Bob en lin, taille unique.')).toHaveAttribute('role', 'status');
  });

  it('offers nothing to add when every size is sold out', () => {
    renderAddToCart(sampleShopProduct({ variants: [{ variant_id: 411, size: '3 ans', is_available: false, is_low_stock: false }], sizes: [], is_available: false }));
    expect(screen.getByText('Produit en rupture de stock')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ajouter au panier' })).toBeNull();
  });
});
