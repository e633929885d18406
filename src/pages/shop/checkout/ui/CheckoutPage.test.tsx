import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartProvider, LOCAL_CART_KEY } from '@/entities/cart';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { sampleCheckout } from '@/features/shop/checkout';
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

describe('/shop/checkout, delivered to a relay point', () => {
  const point = (id: string, name: string) => ({ ...sampleCheckout.relayPoint, id, name });
  const points = [point('COLI-FR-000001', 'Tabac de la Presqu’île'), point('COLI-FR-000002', 'Librairie des Terreaux')];

  it('shows the relay point picked as checked, and names one carrier', async () => {
    const client = sampleClient({ firstname: 'Claire', lastname: 'Martin' });
    const reads: Record<string, unknown> = {
      '/api/clients/me': client,
      '/api/clients/me/billing-addresses': { addresses: [sampleCheckout.billingAddress] },
      '/api/clients/me/shipping-addresses': { addresses: [sampleCheckout.shippingAddress] },
      '/api/clients/me/payment-methods': { payment_methods: [sampleCheckout.card] },
      '/api/clients/me/cart': sampleCheckout.cart,
      '/api/shop/relay-points': { carrier: 'Colissimo', relay_points: points },
      '/api/shop/carriers': { country: 'FR', home: 'Colissimo', relay: 'Colissimo' },
    };
    vi.stubGlobal('fetch', async (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/clients/me/shipping_fees') {
        const relay = url.searchParams.get('shipping_mode') === 'RELAY';
        return Response.json({ ...sampleCheckout.quote.fees, shipping_fee_ttc: relay ? 3.9 : 4.9, total_amount_ttc: relay ? 102.9 : 103.9, offer: { shipping_fee_offered: false } });
      }
      if (url.pathname in reads) return Response.json(reads[url.pathname]);
      return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 });
    });
    renderWithApp(
      <SessionContext.Provider value={staticSession({ status: 'authenticated', client })}>
        <CartProvider>
          <CheckoutPage />
        </CartProvider>
      </SessionContext.Provider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Livraison/ }));
    await user.click(await screen.findByRole('radio', { name: 'En point relais' }));
    await screen.findByRole('radiogroup', { name: 'Points relais Colissimo' });
    await user.click(screen.getByRole('radio', { name: 'Librairie des Terreaux' }));

    await screen.findByText(/^Point relais : Librairie des Terreaux/);
    // Whatever the page draws again, the point picked stays checked.
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Librairie des Terreaux' })).toBeChecked());
    expect(screen.getByRole('radio', { name: 'Tabac de la Presqu’île' })).not.toBeChecked();

    // The payment step names the point and the one carrier, with the relay fee.
    await user.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));
    expect(await screen.findByText('Livré par Colissimo')).toBeInTheDocument();
    expect(screen.getByText(/^Point relais : Librairie des Terreaux/)).toBeInTheDocument();
    expect(screen.queryByText(/Mondial Relay/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Payer 102,90\s€$/ })).toBeEnabled();
  });
});
