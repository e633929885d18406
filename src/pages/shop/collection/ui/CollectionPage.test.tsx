import { Component, type ReactNode } from 'react';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleProduct } from '@/features/look-rating';
import { renderWithApp } from '@/shared/testing';
import CollectionPage from './CollectionPage';

/** Shows the problem a page throws, as the app's error boundary would. */
class Boundary extends Component<{ children: ReactNode }, { status: number | null }> {
  override state = { status: null };
  static getDerivedStateFromError(problem: { status?: number }) {
    return { status: problem.status ?? 0 };
  }
  override render() {
    return this.state.status !== null ? <p>{`problem ${this.state.status}`}</p> : this.props.children;
  }
}

function serve() {
  vi.stubGlobal('fetch', async (sent: Request) => {
    const { pathname } = new URL(sent.url);
    if (pathname === '/api/shop/product-collections/matchy-matchy') return Response.json({ slug: 'matchy-matchy', name: 'Matchy Matchy : tenues assorties', is_shop: true, product_count: 1, cover_image: null });
    if (pathname === '/api/shop/product-collections/matchy-matchy/products') {
      return Response.json({ products: [sampleProduct({ id: 51, name: 'Robe assortie', label: 'matchy' })], page: 1, pages: 1, total: 1, page_size: 24, filters: { sizes: ['4 ans'], genders: ['GIRL'], families: ['DRESSES'] } });
    }
    return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 });
  });
}

const renderPage = (collection: string) =>
  renderWithApp(
    <Boundary>
      <CollectionPage params={{ collection }} />
    </Boundary>,
    { path: `/de/shop/${collection}`, locale: 'de' },
  );

afterEach(() => vi.unstubAllGlobals());

describe('a collection of the shop', () => {
  it('shows the collection’s name and products, each opening within the collection', async () => {
    serve();
    renderPage('matchy-matchy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Matchy Matchy : tenues assorties' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Robe assortie' })).toHaveAttribute('href', '/de/shop/matchy-matchy/51-robe-assortie');
    expect(screen.getByText('Matchy Matchy')).toBeVisible();
  });

  it('is the not-found page for an unknown collection', async () => {
    serve();
    renderPage('pyjamas');
    expect(await screen.findByText('problem 404')).toBeVisible();
  });
});
