import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { WebsiteLook } from '@/entities/website';
import { renderWithApp, SEEDED_MESSAGES, translator } from '@/shared/testing';
import LooksPage, { audienceOf } from './LooksPage';

const piece = (id: number, name: string, price: number, extra: Partial<WebsiteLook['products'][number]> = {}) => ({
  id,
  name,
  brand: 'Petit Nuage',
  price,
  original_price: null,
  image: `/api/products/${id}/images/1`,
  is_available: true,
  ...extra,
});

const LOOKS = {
  es: [
    { id: 1, audience: 'GIRL', title: 'Pícnic con amigas', note: 'Un vestido ligero que da vueltas cuando corre.', look_id: 13, products: [piece(11, 'Vestido azul de nido de abeja', 34.9), piece(12, 'Diadema amarilla', 9.9, { is_available: false })] },
    { id: 2, audience: 'BABY', title: 'Siesta en el jardín', note: 'Un pelele corto de muselina.', look_id: null, products: [piece(21, 'Pelele corto verde', 24.9, { original_price: 29.9 })] },
    { id: 3, audience: 'WOMAN', title: 'Lunes en la oficina', note: 'Una camisa fluida.', look_id: 25, products: [piece(31, 'Blusa negra', 29.9)] },
  ] as WebsiteLook[],
};

function serveLooks(answer: () => Response) {
  vi.stubGlobal('fetch', async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/website/looks') return answer();
    if (pathname === '/api/website/seo-metadata') return Response.json([]);
    return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 });
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the looks page', () => {
  it('shows each look in Spanish with who it is for, the stylist’s note and its pieces linking to the shop', async () => {
    serveLooks(() => Response.json({ value: LOOKS.es }));
    const t = translator('es');
    renderWithApp(<LooksPage />, { locale: 'es', path: '/looks' });
    expect(screen.getByRole('heading', { level: 1, name: t('lookbook.title') })).toBeVisible();
    const look = await screen.findByRole('article', { name: 'Pícnic con amigas' });
    expect(within(look).getByText(t('lookbook.audience.GIRL'))).toBeVisible();
    expect(within(look).getByText('Un vestido ligero que da vueltas cuando corre.')).toBeVisible();
    const pieces = within(look).getByRole('list', { name: t('lookbook.pieces', { title: 'Pícnic con amigas' }) });
    expect(within(pieces).getByRole('link', { name: 'Vestido azul de nido de abeja' })).toHaveAttribute('href', '/es/shop/product/11-vestido-azul-de-nido-de-abeja');
    expect(within(pieces).getByText(/34,90/)).toBeVisible();
    // A piece out of stock is shown, marked sold out, without a link to a page the shop no longer shows.
    expect(within(pieces).queryByRole('link', { name: 'Diadema amarilla' })).toBeNull();
    expect(within(pieces).getByText(t('lookbook.unavailable'))).toBeVisible();
    // A marked-down piece shows its price before.
    const baby = screen.getByRole('article', { name: 'Siesta en el jardín' });
    expect(within(baby).getByText(/antes 29,90/)).toBeVisible();
  });

  it('offers a filter per audience, and keeps to the one asked for', async () => {
    serveLooks(() => Response.json({ value: LOOKS.es }));
    const address = memoryLocation({ path: '/looks?for=baby' });
    const t = translator('fr');
    renderWithApp(
      <Router hook={address.hook} searchHook={address.searchHook}>
        <LooksPage />
      </Router>,
      { locale: 'fr' },
    );
    const filters = await screen.findByRole('navigation', { name: t('lookbook.filter.label') });
    expect(within(filters).getAllByRole('link').map((a) => a.textContent)).toEqual([t('lookbook.filter.all'), t('lookbook.filter.GIRL'), t('lookbook.filter.BABY'), t('lookbook.filter.WOMAN')]);
    expect(within(filters).getByRole('link', { name: t('lookbook.filter.BABY') })).toHaveAttribute('aria-current', 'page');
    expect(within(filters).getByRole('link', { name: t('lookbook.filter.all') })).toHaveAttribute('href', '/looks');
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual(['look-2']);
  });

  it('leaves out the women’s looks where the woman line is switched off', async () => {
    serveLooks(() => Response.json({ value: LOOKS.es }));
    renderWithApp(<LooksPage />, { locale: 'nl', path: '/looks', messages: { ...SEEDED_MESSAGES.nl, 'feature.woman': 'false' } });
    await screen.findByRole('article', { name: 'Pícnic con amigas' });
    expect(screen.queryByRole('article', { name: 'Lunes en la oficina' })).toBeNull();
    expect(screen.queryByRole('link', { name: translator('nl')('lookbook.cta.woman') })).toBeNull();
  });

  it('says when the looks cannot be loaded, and loads them again on request', async () => {
    let fail = true;
    serveLooks(() => (fail ? Response.json({ type: 'INTERNAL', title: 'Error', status: 500 }, { status: 500 }) : Response.json({ value: LOOKS.es })));
    const t = translator('de');
    renderWithApp(<LooksPage />, { locale: 'de', path: '/looks' });
    expect(await screen.findByText(t('lookbook.loadFailed'))).toBeVisible();
    fail = false;
    screen.getByRole('button', { name: t('lookbook.retry') }).click();
    expect(await screen.findByRole('article', { name: 'Pícnic con amigas' })).toBeVisible();
  });

  it('reads who a look is for from the address', () => {
    expect(audienceOf('for=girl')).toBe('GIRL');
    expect(audienceOf('?for=WOMAN')).toBe('WOMAN');
    expect(audienceOf('for=teen')).toBeNull();
    expect(audienceOf('')).toBeNull();
  });
});
