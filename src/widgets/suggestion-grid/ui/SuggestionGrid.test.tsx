import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@/entities/product';
import { sampleProduct } from '@/features/look-rating';
import { WishesProvider } from '@/features/wishes';
import { renderWithApp } from '@/shared/testing';
import { SuggestionGrid } from './SuggestionGrid';

/** 30 suggestions; the API answers a page of 24 of them, as the server does. */
const catalogue: Product[] = Array.from({ length: 30 }, (_, index) =>
  sampleProduct({ id: 100 + index, name: `Article ${index + 1}`, is_low_stock: index === 0, is_recent: index === 1 }),
);

/** The API answering suggestions and wishes; the calls made. */
function serve() {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (sent: Request) => {
    const url = new URL(sent.url);
    calls.push(`${sent.method} ${url.pathname}${url.search}`);
    if (url.pathname.endsWith('/suggestions')) {
      const page = Number(url.searchParams.get('page'));
      const products = catalogue.slice((page - 1) * 24, page * 24);
      return Response.json({ page, page_size: 24, pages: 2, total: catalogue.length, products });
    }
    return Response.json({});
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the suggestion grid', () => {
  it('shows a page of 24 products with their badges, and turns the pages', async () => {
    const calls = serve();
    renderWithApp(<SuggestionGrid kidId={11} />);
    expect(await screen.findByText('30 articles')).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(24);
    const first = within(screen.getAllByRole('article')[0]!);
    expect(first.getByText('Dernière chance')).toBeVisible();
    expect(within(screen.getAllByRole('article')[1]!).getByText('Nouvelle collection')).toBeVisible();
    // Browsing only: no wish, no product page.
    expect(first.queryByRole('button')).toBeNull();
    expect(first.queryByRole('link')).toBeNull();

    const pages = screen.getByRole('navigation', { name: 'Pages des suggestions' });
    expect(within(pages).getByText('Page 1 sur 2')).toBeVisible();
    expect(within(pages).getByRole('button', { name: 'Page précédente' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Page suivante' }));
    expect(await screen.findByText('Page 2 sur 2')).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.getByText('30 articles')).toHaveFocus();
    expect(calls).toEqual(['GET /api/clients/me/kids/11/suggestions?page=1', 'GET /api/clients/me/kids/11/suggestions?page=2']);
  });

  it('filters by families (a toggle group) and searches by name, brand or reference, from the first page', async () => {
    const calls = serve();
    renderWithApp(<SuggestionGrid kidId={11} />);
    await screen.findByText('30 articles');
    const filters = screen.getByRole('toolbar', { name: 'Filtrer par catégorie' });
    expect(within(filters).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Hauts',
      'Pulls et gilets',
      'Bas',
      'Robes, combis et salopettes',
      'Accessoires',
      'Autres',
    ]);
    await userEvent.click(within(filters).getByRole('button', { name: 'Bas' }));
    await userEvent.click(within(filters).getByRole('button', { name: 'Hauts' }));
    expect(within(filters).getByRole('button', { name: 'Hauts' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un article (nom, marque ou référence)' }), ' rayé {Enter}');
    await screen.findByText('30 articles');
    expect(calls.at(-1)).toBe('GET /api/clients/me/kids/11/suggestions?page=1&categories=TOPS&categories=BOTTOMS&sku_query=ray%C3%A9');
  });

  it('for a trunk in creation, gives each product a wish button and a link to its page', async () => {
    const calls = serve();
    renderWithApp(
      <WishesProvider kidId={11} requestId={9} wishes={[{ product_id: 101, variant_id: null }]}>
        <SuggestionGrid kidId={11} requestId={9} />
      </WishesProvider>,
    );
    await screen.findByText('30 articles');
    const first = within(screen.getAllByRole('article')[0]!);
    expect(first.getByRole('link', { name: 'Voir l’article, Article 1' })).toHaveAttribute('href', '/11/suggestions/9/product/100-article-1');
    await userEvent.click(first.getByRole('button', { name: 'Ajouter à mes souhaits, Article 1' }));
    expect(first.getByRole('button', { name: 'Retirer de mes souhaits, Article 1' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retirer de mes souhaits, Article 2' })).toBeVisible();
    expect(calls.at(-1)).toBe('PUT /api/clients/me/kids/11/requests/9/wishes/100');
  });
});
