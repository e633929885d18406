import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleProduct } from '@/features/look-rating';
import { CONSENT_COOKIE, writeConsent } from '@/shared/consent';
import { renderWithApp } from '@/shared/testing';
import AllProductsPage from './AllProductsPage';

const tee = sampleProduct({ id: 31, name: 'T-shirt rayé' });
const dress = sampleProduct({ id: 32, name: 'Robe fleurie', gender: 'GIRL', family: 'DRESSES', original_price: 39.9, lc_price: 26.9, is_recent: true });

/** The shop's API for the listing: every products call answers `pages` pages of the two products; the calls made. */
function serve({ pages = 1, total = 2 } = {}) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (sent: Request) => {
    const url = new URL(sent.url);
    calls.push(`${url.pathname}${url.search}`);
    const page = Number(url.searchParams.get('page') ?? 1);
    if (url.pathname === '/api/shop/product-collections/all-products') {
      return Response.json({ slug: 'all-products', name: 'Tous les produits', is_shop: true, product_count: total, cover_image: null });
    }
    if (url.pathname === '/api/shop/product-collections/all-products/products') {
      return Response.json({
        products: [tee, dress],
        page,
        pages,
        total,
        page_size: 24,
        filters: { sizes: ['TU', '3 ans', '4 ans'], genders: ['GIRL', 'BOY', 'MIXED'], families: ['TOPS', 'DRESSES', 'ACCESSORIES'] },
      });
    }
    if (url.pathname === '/api/shop/products') {
      const search = url.searchParams.get('search') ?? '';
      const found = search === 'robe' ? [dress] : [];
      return Response.json({ search, products: found, page, pages: found.length ? 1 : 0, total: found.length, page_size: 24 });
    }
    return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 });
  });
  return calls;
}

const renderPage = (path: string, locale: 'fr' | 'nl' | 'es' = 'fr') => renderWithApp(<AllProductsPage />, { path, locale });
const lastPath = (location: { history?: string[] }) => location.history!.at(-1);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  delete (window as { dataLayer?: unknown }).dataLayer;
  document.cookie = `${CONSENT_COOKIE}=; path=/; max-age=0`;
});

const layer = () => (window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [];

describe('every product of the shop', () => {
  it('lists the products with their links and markdowns, and filters by gender in the address, mixed pieces included for one kid gender', async () => {
    const user = userEvent.setup();
    const calls = serve();
    const { location } = renderPage('/shop/all-products');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tous les produits' })).toBeVisible();
    expect(await screen.findByRole('status')).toHaveTextContent('2 articles');
    expect(screen.getByRole('link', { name: 'T-shirt rayé' })).toHaveAttribute('href', '/shop/product/31-t-shirt-raye');
    expect(screen.getByText('−30 %')).toBeVisible();

    const genders = screen.getByRole('group', { name: 'Pour qui' });
    expect(within(genders).getAllByRole('button').map((button) => button.textContent)).toEqual(['Fille', 'Garçon', 'Mixte']);
    await user.click(within(genders).getByRole('button', { name: 'Garçon' }));
    expect(lastPath(location)).toBe('/shop/all-products?gender=BOY');
    expect(await screen.findByText('Les articles mixtes sont inclus.')).toBeVisible();
    expect(within(genders).getByRole('button', { name: 'Garçon' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls).toContain('/api/shop/product-collections/all-products/products?page=1&gender=BOY');
  });

  it('narrows by size and family, keeps the other filters, and clears them all', async () => {
    const user = userEvent.setup();
    const calls = serve();
    const { location } = renderPage('/shop/all-products?gender=BOY');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Taille' }), '4 ans');
    expect(lastPath(location)).toBe('/shop/all-products?gender=BOY&size=4+ans');
    await user.click(within(screen.getByRole('group', { name: 'Catégorie' })).getByRole('button', { name: 'Robes, combis et salopettes' }));
    expect(lastPath(location)).toBe('/shop/all-products?gender=BOY&size=4+ans&family=DRESSES');
    expect(await screen.findByRole('combobox', { name: 'Taille' })).toHaveValue('4 ans');
    await vi.waitFor(() => expect(calls).toContain('/api/shop/product-collections/all-products/products?page=1&gender=BOY&size=4%20ans&family=DRESSES'));

    // Two kid genders: the server adds nothing, the hint goes.
    await user.click(within(screen.getByRole('group', { name: 'Pour qui' })).getByRole('button', { name: 'Fille' }));
    expect(lastPath(location)).toBe('/shop/all-products?size=4+ans&family=DRESSES&gender=GIRL&gender=BOY');
    expect(screen.queryByText('Les articles mixtes sont inclus.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Effacer les filtres' })).toHaveAttribute('href', '/shop/all-products');
  });

  it('names the sizes of the filter in the shopper’s language, in the size guide’s order, and filters by the size itself', async () => {
    const user = userEvent.setup();
    serve();
    const { location } = renderPage('/nl/shop/all-products', 'nl');
    const size = await screen.findByRole('combobox', { name: 'Maat' });
    expect(within(size).getAllByRole('option').map((option) => option.textContent)).toEqual(['Alle maten', 'One size', '3 jaar', '4 jaar']);
    await user.selectOptions(size, '4 jaar');
    expect(lastPath(location)).toBe('/nl/shop/all-products?size=4+ans');
  });

  it('starts from a shared address, and links its pages with its filters', async () => {
    const calls = serve({ pages: 8, total: 190 });
    renderPage('/shop/all-products?gender=WOMAN&family=DRESSES&page=4', 'es');
    expect(await screen.findByText('190 artículos')).toBeVisible();
    expect(calls).toContain('/api/shop/product-collections/all-products/products?page=4&gender=WOMAN&family=DRESSES');
    expect(screen.getByRole('button', { name: 'Vestidos, monos y petos' })).toHaveAttribute('aria-pressed', 'true');
    const pages = screen.getByRole('navigation', { name: 'Páginas' });
    expect(within(pages).getByRole('link', { name: 'Página anterior' })).toHaveAttribute('href', '/es/shop/all-products?gender=WOMAN&family=DRESSES&page=3');
    expect(within(pages).getByRole('link', { name: 'Página siguiente' })).toHaveAttribute('href', '/es/shop/all-products?gender=WOMAN&family=DRESSES&page=5');
    expect(within(pages).getByRole('link', { name: 'Página 4' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Página 1' })).toHaveAttribute('href', '/es/shop/all-products?gender=WOMAN&family=DRESSES');
    expect(within(pages).getAllByRole('link').map((link) => link.textContent)).toEqual(['Página anterior', '1', '2', '3', '4', '5', '6', '8', 'Página siguiente']);
  });

  it('shows the results of a search, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const calls = serve();
    const { location } = renderPage('/shop/all-products?search=robe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Résultats pour « robe »' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Robe fleurie' })).toHaveAttribute('href', '/shop/product/32-robe-fleurie');
    expect(calls).toContain('/api/shop/products?search=robe&page=1');
    expect(screen.queryByRole('group', { name: 'Pour qui' })).not.toBeInTheDocument();

    const field = screen.getByRole('searchbox', { name: 'Rechercher un article' });
    await user.clear(field);
    await user.type(field, 'manteau{Enter}');
    expect(lastPath(location)).toBe('/shop/all-products?search=manteau');
    expect(await screen.findByText('Aucun article ne correspond à « manteau ». Essayez un autre mot, ou parcourez nos collections.')).toBeVisible();
  });

  it('records the list seen as GA4’s view_item_list with measurement consent, once a day, and nothing without consent', async () => {
    serve();
    const first = renderPage('/shop/all-products');
    expect(await screen.findByText('2 articles')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(layer(), 'no consent: nothing measured').toEqual([]);
    first.unmount();

    writeConsent({ measurement: true, advertising: false });
    serve();
    const second = renderPage('/shop/all-products');
    await vi.waitFor(() => expect(layer().filter((entry) => entry.event === 'view_item_list')).toHaveLength(1));
    expect(layer().find((entry) => entry.event === 'shop_view')).toMatchObject({ label: 'boutique', list: 'all-products' });
    expect(layer().find((entry) => entry.event === 'view_item_list')).toEqual({
      event: 'view_item_list',
      ecommerce: {
        item_list_name: 'all-products',
        value: expect.any(Number),
        currency: 'EUR',
        items: [expect.objectContaining({ item_id: '31', item_name: 'T-shirt rayé', quantity: 1 }), expect.objectContaining({ item_id: '32', item_name: 'Robe fleurie', price: 26.9 })],
      },
    });
    second.unmount();

    serve();
    renderPage('/shop/all-products');
    expect(await screen.findByText('2 articles')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(layer().filter((entry) => entry.event === 'view_item_list'), 'the same list seen again the same day').toHaveLength(1);
  });
});
