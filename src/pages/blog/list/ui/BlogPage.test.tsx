import { Component, type ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleBlogCategories, sampleBlogPost } from '@/entities/website';
import { renderWithApp } from '@/shared/testing';
import type { Locale } from '@/shared/config';
import BlogPage from './BlogPage';

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

const notFound = () => Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 });

/** The blog's API: twelve posts, nine to a page; `crecer` holds four of them. */
function serve() {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (sent: Request) => {
    const url = new URL(sent.url);
    asked.push(`${url.pathname}${url.search}`);
    if (url.pathname === '/api/website/blog/categories') return Response.json({ value: sampleBlogCategories() });
    if (url.pathname === '/api/website/blog/posts') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const category = url.searchParams.get('category');
      if (category && category !== 'crecer') return notFound();
      const all = category ? [1, 2, 3, 4] : Array.from({ length: 12 }, (_, i) => i + 1);
      const pages = Math.ceil(all.length / 9);
      if (page > pages) return notFound();
      return Response.json({ value: all.slice((page - 1) * 9, page * 9).map((n) => sampleBlogPost(n)), pagination: { page, page_size: 9, pages, total: all.length } });
    }
    return notFound();
  });
  return asked;
}

function renderPage(params: Record<string, string>, path: string, locale: Locale = 'es') {
  return renderWithApp(
    <Boundary>
      <BlogPage params={params} />
    </Boundary>,
    { path, locale },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the blog', () => {
  it('lists the newest posts, each a link to its page, with the categories and the way to page 2', async () => {
    serve();
    renderPage({}, '/es/blog');
    expect(await screen.findByRole('heading', { level: 1, name: 'El blog' })).toBeVisible();
    const posts = await screen.findAllByRole('article');
    expect(posts).toHaveLength(9);
    expect(within(posts[0]!).getByRole('link', { name: 'Artículo número 1' })).toHaveAttribute('href', '/es/blog/post/articulo-1');
    expect(within(posts[0]!).getByText('2 min de lectura')).toBeVisible();
    expect(within(posts[0]!).getByRole('img', { name: 'Portada del artículo 1' })).toBeVisible();
    const categories = screen.getByRole('navigation', { name: 'Categorías del blog' });
    expect(within(categories).getByRole('link', { name: 'Todos los artículos' })).toHaveAttribute('aria-current', 'page');
    expect(within(categories).getByRole('link', { name: /Crecer/ })).toHaveAttribute('href', '/es/blog/category/crecer');
    const pages = screen.getByRole('navigation', { name: 'Páginas del blog' });
    expect(within(pages).getByRole('link', { name: 'Página 2' })).toHaveAttribute('href', '/es/blog/2');
    expect(within(pages).getByRole('link', { name: 'Página siguiente' })).toHaveAttribute('href', '/es/blog/2');
  });

  it('shows page 2 with the way back to the first page at /blog', async () => {
    serve();
    renderPage({ page: '2' }, '/blog/2', 'fr');
    expect(await screen.findByRole('link', { name: 'Artículo número 10' })).toHaveAttribute('href', '/blog/post/articulo-10');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    const pages = screen.getByRole('navigation', { name: 'Pages du blog' });
    expect(within(pages).getByRole('link', { name: 'Page précédente' })).toHaveAttribute('href', '/blog');
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).queryByRole('link', { name: 'Page suivante' })).toBeNull();
  });

  it('is the not-found page past the last page, or for an address that is no page number', async () => {
    serve();
    const { unmount } = renderPage({ page: '3' }, '/es/blog/3');
    expect(await screen.findByText('problem 404')).toBeVisible();
    unmount();
    renderPage({ page: 'dos' }, '/es/blog/dos');
    expect(await screen.findByText('problem 404')).toBeVisible();
  });
});

describe('a category of the blog', () => {
  it('shows its name, description and posts, marked as the current category', async () => {
    const asked = serve();
    renderPage({ name: 'crecer' }, '/es/blog/category/crecer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Crecer' })).toBeVisible();
    expect(screen.getByText('Tallas, estaciones y primeras veces.')).toBeVisible();
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(within(screen.getByRole('navigation', { name: 'Categorías del blog' })).getByRole('link', { name: /Crecer/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('navigation', { name: 'Páginas del blog' })).toBeNull();
    expect(asked).toContain('/api/website/blog/posts?page=1&page_size=9&category=crecer');
  });

  it('is the not-found page for a category unknown in the language', async () => {
    serve();
    renderPage({ name: 'stiltipps' }, '/es/blog/category/stiltipps');
    expect(await screen.findByText('problem 404')).toBeVisible();
  });
});
