import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeCartApi, sampleShopProduct } from './fake-api';
import { LOCAL_CART_KEY, readLocalCart, writeLocalCart } from './local-cart';
import { createCartStore } from './store';

const dress = sampleShopProduct({ id: 41 });
const storage = () => localStorage;
const settled = () => new Promise((resolve) => setTimeout(resolve));
const stored = () => readLocalCart(storage);

function serve(options: Partial<Parameters<typeof fakeCartApi>[0]> = {}) {
  const api = fakeCartApi({ products: [dress], ...options });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a visitor’s cart', () => {
  it('is empty without a call when nothing is stored, and priced by the quote when lines are', async () => {
    const api = serve();
    const store = createCartStore();
    store.sync('visitor', 'fr');
    await settled();
    expect(store.getState()).toMatchObject({ status: 'ready', count: 0, cart: { lines: [] } });
    expect(api.sent).toEqual([]);

    writeLocalCart(storage, [{ product_id: 41, variant_id: 412, look_id: null, quantity: 2 }, { product_id: 99, variant_id: 999, look_id: null, quantity: 1 }]);
    const next = createCartStore();
    next.sync('visitor', 'fr');
    expect(next.getState()).toMatchObject({ status: 'loading', cart: null, count: 3 });
    await settled();
    expect(next.getState()).toMatchObject({ status: 'ready', count: 2, cart: { total_amount_ttc: 58 } });
    // The size the shop no longer sells is dropped from the browser too.
    expect(stored()).toEqual([{ product_id: 41, variant_id: 412, look_id: null, quantity: 2 }]);
  });

  it('adds a size the stock covers, refuses one it does not, and stops at 10', async () => {
    serve({ stock: { 411: 1, 412: 20 } });
    const store = createCartStore();
    store.sync('visitor', 'fr');
    expect(await store.add({ product_id: 41, variant_id: 411, quantity: 2 })).toBe('out-of-stock');
    expect(stored()).toEqual([]);
    expect(await store.add({ product_id: 41, variant_id: 411 })).toBe('done');
    expect(await store.add({ product_id: 41, variant_id: 412, quantity: 9 })).toBe('done');
    expect(await store.add({ product_id: 41, variant_id: 412, quantity: 3 })).toBe('done');
    expect(await store.add({ product_id: 41, variant_id: 412 })).toBe('limit');
    expect(store.getState()).toMatchObject({ status: 'ready', count: 11 });
    expect(stored().map((line) => [line.variant_id, line.quantity])).toEqual([
      [411, 1],
      [412, 10],
    ]);
  });

  it('keeps its lines when a change fails, reports the error, and loads again on demand', async () => {
    const api = serve();
    const store = createCartStore();
    store.sync('visitor', 'fr');
    await store.add({ product_id: 41, variant_id: 412 });
    api.overrides['POST /api/shop/cart-quote'] = new Response(null, { status: 503 });
    expect(await store.setQuantity(412, 3)).toBe('failed');
    expect(store.getState()).toMatchObject({ status: 'error', count: 1 });
    expect(stored()[0]?.quantity).toBe(1);
    delete api.overrides['POST /api/shop/cart-quote'];
    await store.reload();
    expect(store.getState()).toMatchObject({ status: 'ready', count: 1 });
    expect(await store.remove(412)).toBe('done');
    expect(store.getState()).toMatchObject({ status: 'ready', count: 0 });
    expect(localStorage.getItem(LOCAL_CART_KEY)).toBeNull();
  });
});

describe('a signed-in client’s cart', () => {
  it('takes in the visitor’s lines once at sign-in, then shows the empty browser cart after sign-out', async () => {
    const api = serve({ saved: [{ variant_id: 412, quantity: 1, look_id: null }] });
    writeLocalCart(storage, [{ product_id: 41, variant_id: 412, look_id: 6, quantity: 2 }]);
    const store = createCartStore();
    store.sync('unknown', 'fr');
    store.sync('client', 'fr');
    store.sync('client', 'fr');
    await settled();
    expect(api.sent).toEqual([{ call: 'POST /api/clients/me/cart/merge', body: { lines: [{ variant_id: 412, quantity: 2, look_id: 6 }] } }]);
    expect(store.getState()).toMatchObject({ status: 'ready', count: 3 });
    expect(localStorage.getItem(LOCAL_CART_KEY)).toBeNull();

    store.sync('visitor', 'fr');
    await settled();
    expect(store.getState()).toMatchObject({ status: 'ready', count: 0 });
  });

  it('loads the saved cart when nothing was gathered, and prices it again in another language', async () => {
    const api = serve({ saved: [{ variant_id: 411, quantity: 1, look_id: null }] });
    const store = createCartStore();
    store.sync('client', 'fr');
    store.sync('client', 'de');
    await settled();
    expect(api.sent.map((sent) => sent.call)).toEqual(['GET /api/clients/me/cart', 'GET /api/clients/me/cart']);
    expect(store.getState()).toMatchObject({ status: 'ready', count: 1 });
  });

  it('puts the summed quantity once the stock covers it, and puts nothing when it does not', async () => {
    const api = serve({ saved: [{ variant_id: 412, quantity: 2, look_id: 6 }], stock: { 412: 3 } });
    const store = createCartStore();
    store.sync('client', 'fr');
    expect(await store.add({ product_id: 41, variant_id: 412 })).toBe('done');
    expect(await store.add({ product_id: 41, variant_id: 412 })).toBe('out-of-stock');
    expect(api.sent.filter((sent) => sent.call.startsWith('PUT'))).toEqual([{ call: 'PUT /api/clients/me/cart/lines/412', body: { quantity: 3, look_id: 6 } }]);
    expect(await store.setQuantity(412, 1)).toBe('done');
    expect(await store.remove(412)).toBe('done');
    expect(api.saved).toEqual([]);
    expect(store.getState()).toMatchObject({ status: 'ready', count: 0 });
  });

  it('drops the answer meant for a client who signed out meanwhile', async () => {
    const api = fakeCartApi({ products: [dress], saved: [{ variant_id: 412, quantity: 4, look_id: null }] });
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    const asked = vi.fn();
    vi.stubGlobal('fetch', async (request: Request) => {
      asked();
      await held;
      return api.fetch(request);
    });
    const store = createCartStore();
    store.sync('client', 'fr');
    await vi.waitFor(() => expect(asked).toHaveBeenCalled());
    store.sync('visitor', 'fr');
    const counts: number[] = [];
    store.subscribe(() => counts.push(store.getState().count));
    answer();
    await settled();
    expect(store.getState()).toMatchObject({ status: 'ready', count: 0 });
    expect(counts).not.toContain(4);
  });
});
