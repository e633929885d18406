import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartLink, CartProvider, fakeCartApi, LOCAL_CART_KEY, sampleShopProduct } from '@/entities/cart';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { renderWithApp } from '@/shared/testing';
import CartPage from './CartPage';

const dress = sampleShopProduct({ id: 41 });
const hat = sampleShopProduct({ id: 52, name: 'Bob en lin', lc_price: 14.5, variants: [{ variant_id: 521, size: 'TU', is_available: true, is_low_stock: false }], sizes: ['TU'] });

function renderCart(session: ReturnType<typeof staticSession>, api: ReturnType<typeof fakeCartApi>, locale: 'fr' | 'es' = 'fr') {
  vi.stubGlobal('fetch', api.fetch);
  renderWithApp(
    <StrictMode>
      <SessionContext.Provider value={session}>
        <CartProvider>
          <CartLink />
          <CartPage />
        </CartProvider>
      </SessionContext.Provider>
    </StrictMode>,
    { locale, path: locale === 'fr' ? '/shop/cart' : `/${locale}/shop/cart` },
  );
}

const store = (lines: { product_id: number; variant_id: number; quantity: number }[]) =>
  localStorage.setItem(LOCAL_CART_KEY, JSON.stringify({ version: 1, lines: lines.map((line) => ({ look_id: null, ...line })) }));

const lineOf = async (name: string) => within((await screen.findByRole('heading', { level: 2, name })).closest('li')!);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the cart page', () => {
  it('names the sizes of the lines in the shopper’s language (Spanish)', async () => {
    store([
      { product_id: 41, variant_id: 412, quantity: 1 },
      { product_id: 52, variant_id: 521, quantity: 1 },
    ]);
    renderCart(staticSession(), fakeCartApi({ products: [dress, hat] }), 'es');
    const line = await lineOf('Robe à smocks');
    expect(line.getByText('Talla 4 años')).toBeVisible();
    expect(line.getByRole('group', { name: 'Cantidad, Robe à smocks, 4 años' })).toBeVisible();
    expect(line.getByRole('button', { name: 'Quitar Robe à smocks, talla 4 años, de la cesta' })).toBeVisible();
    expect((await lineOf('Bob en lin')).getByText('Talla única')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Quitar Bob en lin, talla única, de la cesta' })).toBeVisible();
  });

  it('shows a visitor’s lines, changes a quantity, removes a line, and sends checkout through sign-in', async () => {
    const user = userEvent.setup();
    store([
      { product_id: 41, variant_id: 412, quantity: 2 },
      { product_id: 52, variant_id: 521, quantity: 1 },
    ]);
    renderCart(staticSession(), fakeCartApi({ products: [dress, hat] }));

    const line = await lineOf('Robe à smocks');
    expect(line.getByText('Taille 4 ans')).toBeVisible();
    expect(line.getByText('Prix unitaire : 29 €')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Robe à smocks' }).closest('li')!.querySelector('img')).toHaveAttribute('src', '/api/products/41/images/1');
    expect(screen.getByText('72,50 €')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Panier, 3 articles' })).toHaveAttribute('href', '/shop/cart');
    expect(screen.getByRole('link', { name: 'Commander' })).toHaveAttribute('href', '/login?redirect=%2Fshop%2Fcheckout');

    await user.click(within(line.getByRole('group', { name: 'Quantité, Robe à smocks, 4 ans' })).getByRole('button', { name: 'Un de plus' }));
    expect(await screen.findByText('101,50 €')).toBeVisible();
    expect(screen.getByText('4 articles')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Retirer Robe à smocks, taille 4 ans, du panier' }));
    expect(await screen.findByText('1 article')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Robe à smocks' })).toBeNull();
    expect(JSON.parse(localStorage.getItem(LOCAL_CART_KEY)!).lines).toEqual([{ product_id: 52, variant_id: 521, look_id: null, quantity: 1 }]);

    await user.click(screen.getByRole('button', { name: 'Retirer Bob en lin, taille unique, du panier' }));
    expect(await screen.findByText('Votre panier est vide.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Découvrir la boutique' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: 'Panier, vide' })).toBeVisible();
  });

  it('merges the visitor’s lines into the client’s cart once at sign-in, and leads the client straight to checkout', async () => {
    store([{ product_id: 41, variant_id: 412, quantity: 2 }]);
    const session = staticSession();
    const api = fakeCartApi({ products: [dress, hat], saved: [{ variant_id: 521, quantity: 1, look_id: null }] });
    renderCart(session, api, 'es');
    expect(await screen.findByRole('link', { name: 'Cesta, 2 artículos' })).toBeVisible();

    act(() => session.set({ status: 'authenticated', client: sampleClient({ locale: 'es', country: 'ES' }) }));
    expect(await screen.findByRole('link', { name: 'Cesta, 3 artículos' })).toBeVisible();
    expect(api.sent.filter((sent) => sent.call === 'POST /api/clients/me/cart/merge')).toEqual([
      { call: 'POST /api/clients/me/cart/merge', body: { lines: [{ variant_id: 412, quantity: 2, look_id: null }] } },
    ]);
    expect(localStorage.getItem(LOCAL_CART_KEY)).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Bob en lin' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Hacer el pedido' })).toHaveAttribute('href', '/es/shop/checkout');
  });

  it('flags a line the stock no longer covers and holds checkout until it is fixed', async () => {
    const user = userEvent.setup();
    const session = staticSession({ status: 'authenticated', client: sampleClient() });
    renderCart(session, fakeCartApi({ products: [dress, hat], stock: { 412: 1, 521: 0 }, saved: [{ variant_id: 412, quantity: 3, look_id: 6 }, { variant_id: 521, quantity: 1, look_id: null }] }));

    expect((await lineOf('Bob en lin')).getByText('Plus disponible dans cette taille.')).toBeVisible();
    const dressLine = await lineOf('Robe à smocks');
    expect(dressLine.getByText('Plus que 1 exemplaire en stock : réduisez la quantité.')).toBeVisible();
    expect(dressLine.getByRole('button', { name: 'Un de plus' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Commander' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Commander' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Retirer Bob en lin, taille unique, du panier' }));
    await user.click(await screen.findByRole('button', { name: 'Un de moins' }));
    await user.click(await screen.findByRole('button', { name: 'Un de moins' }));
    expect(await screen.findByRole('link', { name: 'Commander' })).toHaveAttribute('href', '/shop/checkout');
    expect(screen.queryByText(/Plus que/)).toBeNull();
  });

  it('says when the cart cannot be loaded or changed, and loads it again on demand', async () => {
    const user = userEvent.setup();
    const api = fakeCartApi({ products: [dress], saved: [{ variant_id: 412, quantity: 1, look_id: null }] });
    api.overrides['GET /api/clients/me/cart'] = new Response(null, { status: 503 });
    renderCart(staticSession({ status: 'authenticated', client: sampleClient() }), api);

    expect((await screen.findByText('Votre panier n’a pas pu être chargé.')).closest('[role=alert]')).toBeVisible();
    delete api.overrides['GET /api/clients/me/cart'];
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Robe à smocks' })).toBeVisible();
    expect(screen.queryByText('Votre panier n’a pas pu être chargé.')).toBeNull();

    api.overrides['PUT /api/clients/me/cart/lines/412'] = new Response(null, { status: 503 });
    await user.click(screen.getByRole('button', { name: 'Un de plus' }));
    expect(await screen.findByText('Votre panier n’a pas pu être modifié. Réessayez dans un instant.')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('1 article')).toBeVisible();
  });
});
