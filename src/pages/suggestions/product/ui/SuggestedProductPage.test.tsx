import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProfileStore, ProfileStoreContext, sampleProfile } from '@/entities/profile';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { sampleRequest, type TrunkRequest } from '@/entities/trunk';
import { sampleProduct } from '@/features/look-rating';
import { renderWithApp } from '@/shared/testing';
import SuggestedProductPage from './SuggestedProductPage';

const leo = sampleProfile({ id: 11, firstname: 'léo', gender: 'BOY', has_requested: true });
const marinière = sampleProduct({
  id: 31,
  name: 'Marinière',
  label: 'cotonbio',
  is_low_stock: true,
  original_price: 24,
  images: ['/api/products/31/images/1', '/api/products/31/images/2'],
  variants: [
    { variant_id: 311, size: '4 ans', is_available: false, is_low_stock: false },
    { variant_id: 312, size: '5 ans', is_available: true, is_low_stock: true },
    { variant_id: 313, size: '6 ans', is_available: true, is_low_stock: false },
  ],
  look: { id: 5, name: 'Marinière du dimanche', product_ids: [31, 32] },
});

/** The API of Léo's trunk and the catalogue; the calls made. */
function serve(request: TrunkRequest) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (sent: Request) => {
    const url = new URL(sent.url);
    calls.push(`${sent.method} ${url.pathname}${url.search}`);
    if (url.pathname.endsWith('/products/31')) return Response.json(marinière);
    if (url.pathname.endsWith('/products/32')) return Response.json(sampleProduct({ id: 32, name: 'Jean droit' }));
    if (url.pathname.includes('/wishes/')) return Response.json(request);
    if (url.pathname.endsWith('/requests')) return Response.json([request]);
    if (url.pathname.endsWith('/next-request')) return Response.json(request);
    if (url.pathname.endsWith('/subscriptions')) return Response.json([]);
    if (url.pathname.endsWith('/delays')) return Response.json({ optimistic_delivery_delay: 5, pessimistic_delivery_delay: 8 });
    return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 });
  });
  return calls;
}

function renderPage(id: string) {
  return renderWithApp(
    <SessionContext.Provider value={staticSession({ status: 'authenticated', client: sampleClient({ id: 7 }) })}>
      <ProfileStoreContext.Provider value={createProfileStore({ list: async () => [leo], remove: async () => undefined })}>
        <SuggestedProductPage params={{ kidId: '11', requestId: '9', id }} />
      </ProfileStoreContext.Provider>
    </SessionContext.Provider>,
    { path: `/11/suggestions/9/product/${id}` },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('a suggested product', () => {
  it('reads the id before the dash, shows the product with its sizes, and wishes for it in the size chosen', async () => {
    const calls = serve(sampleRequest({ id: 9 }));
    renderPage('31-mariniere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Marinière' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Marinière, photo 2' })).toHaveAttribute('src', '/api/products/31/images/2');
    expect(screen.getByText('Coton bio')).toBeVisible();
    expect(screen.getByText('Dernière chance')).toBeVisible();
    expect(screen.getByText('24 €')).toBeVisible();
    expect(screen.getByRole('radio', { name: '4 ans, épuisée' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '5 ans' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '6 ans' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter à mes souhaits, Marinière' }));
    expect(calls).toContain('PUT /api/clients/me/kids/11/requests/9/wishes/31?variant_id=313');

    // Another size changes the size of the wish.
    await userEvent.click(screen.getByRole('radio', { name: '5 ans' }));
    expect(await screen.findByRole('button', { name: 'Souhaiter en taille 5 ans, Marinière' })).toBeVisible();

    expect(await screen.findByRole('heading', { level: 2, name: 'Dans le look « Marinière du dimanche »' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voir l’article, Jean droit' })).toHaveAttribute('href', '/11/suggestions/9/product/32-jean-droit');
    expect(screen.getByRole('link', { name: 'Retour aux suggestions de Léo' })).toHaveAttribute('href', '/11/suggestions/9');
  });

  it('starts from the size wished for, and offers no wish once the trunk is being prepared', async () => {
    serve(sampleRequest({ id: 9, wishes: [{ product_id: 31, variant_id: 313 }] }));
    renderPage('31');
    expect(await screen.findByRole('radio', { name: '6 ans' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Retirer de mes souhaits, Marinière' })).toBeVisible();
    vi.unstubAllGlobals();

    serve(sampleRequest({ id: 9, status_details: { code: 'PREPARING', actions: [] }, is_blocked: true }));
    renderPage('31');
    expect(await screen.findByText('Cette malle est déjà en préparation : les souhaits ne peuvent plus changer.')).toBeVisible();
  });
});
