import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartProvider, LOCAL_CART_KEY } from '@/entities/cart';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { renderWithApp } from '@/shared/testing';
import CheckoutPage from './CheckoutPage';

function renderPage(session: ReturnType<typeof staticSession>) {
  vi.stubGlobal('fetch', async () => Response.json({ lines: [], count: 0, total_amount_ttc: 0 }));
  return renderWithApp(
    <SessionContext.Provider value={session}>
      <CartProvider>
        <CheckoutPage />
      </CartProvider>
    </SessionContext.Provider>,
    { locale: 'nl' },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/shop/checkout', () => {
  it('sends a visitor to sign in, and back to the checkout in their language afterwards', () => {
    const { location } = renderPage(staticSession());
    expect(location.history.at(-1)).toBe('/login?redirect=%2Fnl%2Fshop%2Fcheckout');
  });

  it('reads the checkout once the visitor’s lines are in the saved cart, just after the sign-in', async () => {
    localStorage.setItem(LOCAL_CART_KEY, JSON.stringify({ version: 1, lines: [{ product_id: 7, variant_id: 71, look_id: null, quantity: 1 }] }));
    const calls: string[] = [];
    let merged = (_: Response) => {};
    vi.stubGlobal('fetch', async (request: Request) => {
      const call = `${request.method} ${new URL(request.url).pathname}`;
      calls.push(call);
      if (call === 'POST /api/clients/me/cart/merge') return new Promise<Response>((resolve) => (merged = resolve));
      // Only the cart matters here: the rest of the checkout is not reached.
      return call === 'GET /api/clients/me/cart' ? Response.json({ lines: [], count: 0, total_amount_ttc: 0 }) : Response.json({ type: 'SERVICE_UNAVAILABLE', title: 'Unavailable', status: 503 }, { status: 503 });
    });
    renderWithApp(
      <SessionContext.Provider value={staticSession({ status: 'authenticated', client: sampleClient() })}>
        <CartProvider>
          <CheckoutPage />
        </CartProvider>
      </SessionContext.Provider>,
      { locale: 'nl' },
    );
    await waitFor(() => expect(calls).toContain('POST /api/clients/me/cart/merge'));
    expect(calls).not.toContain('GET /api/clients/me/cart');
    expect(screen.getByRole('status')).toHaveTextContent('Je bestelling wordt geladen…');
    merged(Response.json({ lines: [], count: 0, total_amount_ttc: 0 }));
    await waitFor(() => expect(calls).toContain('GET /api/clients/me/cart'));
  });

  it('waits for the session before loading anything', () => {
    renderPage(staticSession({ status: 'loading' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Afrekenen');
    expect(screen.getByRole('status')).toHaveTextContent('Je bestelling wordt geladen…');
  });
});
