import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProfileStore, ProfileStoreContext, sampleProfile } from '@/entities/profile';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { sampleRequest, type TrunkRequest } from '@/entities/trunk';
import { sampleProduct } from '@/features/look-rating';
import type { Locale } from '@/shared/config';
import { renderWithApp } from '@/shared/testing';
import WishesSuccessPage from './WishesSuccessPage';

const julia = sampleProfile({ id: 12, firstname: 'julia', gender: 'WOMAN', profile_type: 'WOMAN', birthdate: null, has_requested: true });
const leo = sampleProfile({ id: 11, firstname: 'léo', gender: 'BOY', has_requested: true });

function serve(request: TrunkRequest) {
  vi.stubGlobal('fetch', async (sent: Request) => {
    const { pathname } = new URL(sent.url);
    const product = pathname.match(/\/products\/(\d+)$/);
    if (product) return Response.json(sampleProduct({ id: Number(product[1]), name: `Article ${product[1]}` }));
    if (pathname.endsWith('/requests')) return Response.json([request]);
    if (pathname.endsWith('/next-request')) return Response.json(request);
    if (pathname.endsWith('/subscriptions')) return Response.json([]);
    if (pathname.endsWith('/delays')) return Response.json({ optimistic_delivery_delay: 5, pessimistic_delivery_delay: 8 });
    return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 });
  });
}

function renderPage(kidId: number, locale: Locale) {
  return renderWithApp(
    <SessionContext.Provider value={staticSession({ status: 'authenticated', client: sampleClient({ id: 7 }) })}>
      <ProfileStoreContext.Provider value={createProfileStore({ list: async () => [leo, julia], remove: async () => undefined })}>
        <WishesSuccessPage params={{ kidId: String(kidId), requestId: '9' }} />
      </ProfileStoreContext.Provider>
    </SessionContext.Provider>,
    { locale, path: `/${kidId}/suggestions/9/success` },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the summary of the wishes', () => {
  it('shows each wish in its size, what happens next, and the way back to the wishes', async () => {
    serve(sampleRequest({ id: 9, profile_id: 12, wishes: [{ product_id: 31, variant_id: 312 }, { product_id: 40, variant_id: null }] }));
    renderPage(12, 'de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notiert!' })).toBeVisible();
    expect(screen.getByText('2 Wünsche für Ihre Box.')).toBeVisible();
    const first = within((await screen.findByRole('heading', { level: 3, name: 'Article 31' })).closest('article')!);
    expect(first.getByText('Größe 5 Jahre')).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Article 40' })).toBeVisible();
    const next = within(screen.getByRole('region', { name: 'Wie geht es weiter?' }));
    expect(next.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Die Stylistin stellt die Box mit Blick auf Ihre Wünsche zusammen.',
      '7 Tage vor der Lieferung erhalten Sie eine Vorschau der Box, die Sie bestätigen oder anpassen können.',
      'Ihre Box kommt zu Ihnen nach Hause.',
    ]);
    expect(screen.getByRole('link', { name: 'Meine Wünsche ändern' })).toHaveAttribute('href', '/de/12/suggestions/9');
    expect(screen.getByRole('link', { name: 'Meine Box ansehen' })).toHaveAttribute('href', '/de/12/malle');
  });

  it('without wishes, says the stylist follows the profile', async () => {
    serve(sampleRequest({ id: 9, wishes: [] }));
    renderPage(11, 'fr');
    expect(await screen.findByText('Aucun souhait pour le moment : la styliste compose la malle d’après le profil.')).toBeVisible();
    expect(screen.queryByRole('article')).toBeNull();
  });
});
