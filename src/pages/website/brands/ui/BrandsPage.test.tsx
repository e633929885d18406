import { Component, type ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetQuery } from '@/shared/lib';
import { renderWithApp } from '@/shared/testing';
import BrandsPage from './BrandsPage';

const brand = (id: number, name: string, fields: Record<string, unknown> = {}) => ({
  id,
  name,
  country: 'FR',
  makes: ['KIDS'],
  values: [],
  description: `La marque ${name}.`,
  in_shop: false,
  ...fields,
});

/** The brands call as the server answers it: 14 brands, 12 a page, a 404 beyond the last. */
function serve() {
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname !== '/api/website/brands') return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 });
    const page = Number(url.searchParams.get('page') ?? 1);
    if (page > 2) return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 });
    const value =
      page === 1
        ? [
            brand(1, 'Galopin & Cie', { values: ['ORGANIC_COTTON', 'MADE_IN_EUROPE'], in_shop: true }),
            brand(2, 'Kleine Wolke', { country: 'DE', makes: ['KIDS', 'WOMAN'], values: ['OEKO_TEX'] }),
            ...Array.from({ length: 10 }, (_, i) => brand(3 + i, `Marque ${3 + i}`)),
          ]
        : [brand(13, 'Zeebries', { country: 'NL' }), brand(14, 'Duinroos', { country: 'NL', makes: ['WOMAN'] })];
    return Response.json({ value, pagination: { page, page_size: 12, pages: 2, total: 14 } });
  });
}

class Boundary extends Component<{ children: ReactNode }, { status: number | null }> {
  override state = { status: null };
  static getDerivedStateFromError(problem: { status?: number }) {
    return { status: problem.status ?? 0 };
  }
  override render() {
    return this.state.status !== null ? <p>{`problem ${this.state.status}`}</p> : this.props.children;
  }
}

const renderPage = (page: string | undefined, path: string, locale: 'fr' | 'de' | 'nl' | 'es' = 'fr') =>
  renderWithApp(
    <Boundary>
      <BrandsPage params={page === undefined ? {} : { page }} />
    </Boundary>,
    { path, locale },
  );

afterEach(() => {
  vi.unstubAllGlobals();
  for (const locale of ['fr', 'de', 'nl']) for (const page of [1, 2, 3]) forgetQuery(`website:brands:${locale}:${page}`);
});

describe('the brands (/brands)', () => {
  it('shows each brand with its country, whom it dresses, its values, and a link into the shop when the shop sells it', async () => {
    serve();
    renderPage(undefined, '/brands');
    expect(screen.getByRole('heading', { level: 1, name: 'Nos marques' })).toBeVisible();
    const galopin = (await screen.findByRole('heading', { level: 2, name: 'Galopin & Cie' })).closest('li')!;
    expect(within(galopin).getByText('Pays : France')).toBeVisible();
    expect(within(galopin).getByText('Pour : enfants')).toBeVisible();
    const values = within(galopin).getByRole('list', { name: 'Engagements' });
    expect(within(values).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Coton bio', 'Fabriqué en Europe']);
    expect(within(galopin).getByRole('link', { name: 'Voir Galopin & Cie dans la boutique' })).toHaveAttribute('href', '/shop/all-products?search=Galopin%20%26%20Cie');

    const wolke = screen.getByRole('heading', { level: 2, name: 'Kleine Wolke' }).closest('li')!;
    expect(within(wolke).getByText('Pays : Allemagne')).toBeVisible();
    expect(within(wolke).getByText('Pour : enfants et femme')).toBeVisible();
    expect(within(wolke).queryByRole('link')).toBeNull();
    expect(within(wolke).getByText('Dans nos malles uniquement')).toBeVisible();

    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page suivante' })).toHaveAttribute('href', '/brands/2');
  });

  it('shows the second page in Dutch, with the way back', async () => {
    serve();
    renderPage('2', '/nl/brands/2', 'nl');
    expect(await screen.findByRole('heading', { level: 2, name: 'Zeebries' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(screen.getAllByText('Land: Nederland')).toHaveLength(2);
    expect(screen.getByText('Voor: dames')).toBeVisible();
    expect(screen.getByText('Pagina 2 van 2')).toBeVisible();
    const pages = screen.getByRole('navigation', { name: 'Pagina’s' });
    expect(within(pages).getByRole('link', { name: /2$/ })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Vorige pagina' })).toHaveAttribute('href', '/nl/brands');
  });

  it('is the not-found page beyond the last page', async () => {
    serve();
    renderPage('3', '/de/brands/3', 'de');
    expect(await screen.findByText('problem 404')).toBeVisible();
  });
});
