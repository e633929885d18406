import { Component, type ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleBlogArticle } from '@/entities/website';
import { renderWithApp } from '@/shared/testing';
import BlogPostPage from './BlogPostPage';

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
    if (pathname === '/api/website/blog/posts/vestir-al-bebe-en-invierno') return Response.json({ value: sampleBlogArticle() });
    return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 });
  });
}

const renderPage = (slug: string) =>
  renderWithApp(
    <Boundary>
      <BlogPostPage params={{ slug }} />
    </Boundary>,
    { path: `/es/blog/post/${slug}`, locale: 'es' },
  );

afterEach(() => vi.unstubAllGlobals());

describe('a post of the blog', () => {
  it('shows the article with its category link, author, date in the language and reading time', async () => {
    serve();
    renderPage('vestir-al-bebe-en-invierno');
    const article = await screen.findByRole('article', { name: 'Vestir al bebé en invierno, ni mucho ni poco' });
    expect(within(article).getByRole('heading', { level: 2, name: 'Una capa más que tú' })).toBeVisible();
    expect(within(article).getByText('Viste a tu bebé con una capa más de la que llevas tú.')).toBeVisible();
    expect(within(article).getByText('Por Marta Ruiz')).toBeVisible();
    expect(within(article).getByText('19 de noviembre de 2026')).toBeVisible();
    expect(within(article).getByText('2 min de lectura')).toBeVisible();
    const trail = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(trail).getByRole('link', { name: 'Crecer' })).toHaveAttribute('href', '/es/blog/category/crecer');
    expect(within(trail).getByRole('link', { name: 'El blog' })).toHaveAttribute('href', '/es/blog');
  });

  it('offers three related posts under their own heading', async () => {
    serve();
    renderPage('vestir-al-bebe-en-invierno');
    const related = await screen.findByRole('region', { name: 'También te puede interesar' });
    const links = within(related).getAllByRole('heading', { level: 3 });
    expect(links.map((h) => h.textContent)).toEqual(['Artículo número 2', 'Artículo número 3', 'Artículo número 4']);
    expect(within(related).getByRole('link', { name: 'Artículo número 2' })).toHaveAttribute('href', '/es/blog/post/articulo-2');
  });

  it('gives its head the post’s title and excerpt, the article type and its address in each language where it exists', async () => {
    serve();
    renderPage('vestir-al-bebe-en-invierno');
    await screen.findByRole('article', { name: 'Vestir al bebé en invierno, ni mucho ni poco' });
    expect(document.title).toContain('Vestir al bebé en invierno, ni mucho ni poco');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'La regla de las capas, el gorro y la silla del coche.');
    expect(document.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    const alternates = [...document.querySelectorAll('link[rel="alternate"]')].map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href')!).pathname]);
    expect(alternates).toEqual([
      ['fr-FR', '/blog/post/habiller-bebe-en-hiver'],
      ['de-DE', '/de/blog/post/baby-im-winter-anziehen'],
      ['es-ES', '/es/blog/post/vestir-al-bebe-en-invierno'],
      ['x-default', '/blog/post/habiller-bebe-en-hiver'],
    ]);
  });

  it('is the not-found page for a slug unknown in the language', async () => {
    serve();
    renderPage('habiller-bebe-en-hiver');
    expect(await screen.findByText('problem 404')).toBeVisible();
  });
});
