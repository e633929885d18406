import { Component, type ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetQuery } from '@/shared/lib';
import { renderWithApp } from '@/shared/testing';
import StylistsPage from './StylistsPage';

const NAMES = ['Camille Roux', 'Sophie Janssens', 'Lena Hoffmann', 'Aïcha Benali', 'Noor Visser', 'Carmen Ortega', 'Jonas Weber', 'Awa Diallo', 'Élodie Schmit'];

/** The stylists call as the server answers it: 9 stylists, 6 a page, a 404 beyond the last; the pages asked for. */
function serve() {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/website/seo-metadata') {
      return Response.json([{ slug: 'stylists', title: 'Nuestras estilistas', description: 'El equipo', keywords: '', og: { type: 'website', image_url: '/og/a.png', image_alt: '' } }]);
    }
    if (url.pathname !== '/api/website/stylists') return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 });
    const page = Number(url.searchParams.get('page') ?? 1);
    asked.push(String(page));
    if (page > 2) return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 });
    const value = NAMES.slice((page - 1) * 6, page * 6).map((name, i) => ({
      id: (page - 1) * 6 + i + 1,
      name,
      portrait: { url: `/people/stylists/${i}.svg`, alt: `Portrait de ${name}` },
      speciality: `Styliste ${i}`,
      bio: `La biographie de ${name}.`,
      loves: `Les rayures de ${name}.`,
    }));
    return Response.json({ value, pagination: { page, page_size: 6, pages: 2, total: 9 } });
  });
  return asked;
}

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

const renderPage = (page: string | undefined, path: string, locale: 'fr' | 'de' | 'nl' | 'es' = 'fr') =>
  renderWithApp(
    <Boundary>
      <StylistsPage params={page === undefined ? {} : { page }} />
    </Boundary>,
    { path, locale },
  );

afterEach(() => {
  vi.unstubAllGlobals();
  for (const locale of ['fr', 'es']) {
    for (const page of [1, 2, 3]) forgetQuery(`website:stylists:${locale}:${page}`);
    forgetQuery(`website:${locale}:seo`);
  }
});

describe('the stylists (/stylists)', () => {
  it('shows the first six stylists as cards with their portrait, and links to the next page', async () => {
    const asked = serve();
    renderPage(undefined, '/stylists');
    expect(screen.getByRole('heading', { level: 1, name: 'Nos stylistes' })).toBeVisible();
    const cards = await screen.findAllByRole('heading', { level: 2 });
    expect(cards.map((h) => h.textContent)).toEqual(NAMES.slice(0, 6));
    expect(screen.getByRole('img', { name: 'Portrait de Camille Roux' })).toHaveAttribute('src', '/people/stylists/0.svg');
    expect(screen.getAllByText('Son association préférée')).toHaveLength(6);
    expect(screen.getByText('Page 1 sur 2')).toBeVisible();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/stylists');
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/stylists/2');
    expect(within(pages).getByRole('link', { name: 'Page suivante' })).toHaveAttribute('rel', 'next');
    expect(within(pages).queryByRole('link', { name: 'Page précédente' })).toBeNull();
    expect(asked).toEqual(['1']);
  });

  it('shows the second page in Spanish, with the way back to the first', async () => {
    serve();
    renderPage('2', '/es/stylists/2', 'es');
    const cards = await screen.findAllByRole('heading', { level: 2 });
    expect(cards.map((h) => h.textContent)).toEqual(NAMES.slice(6));
    expect(screen.getByRole('heading', { level: 1, name: 'Nuestro equipo de estilistas' })).toBeVisible();
    expect(screen.getByText('Página 2 de 2')).toBeVisible();
    const pages = screen.getByRole('navigation', { name: 'Páginas' });
    expect(within(pages).getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Página anterior' })).toHaveAttribute('rel', 'prev');
    expect(within(pages).getByRole('link', { name: 'Página anterior' })).toHaveAttribute('href', '/es/stylists');
    expect(within(pages).queryByRole('link', { name: 'Página siguiente' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Nuestras estilistas – página 2 · Little Closet'));
  });

  it('gives /stylists/1 the first page as its canonical address', async () => {
    serve();
    renderPage('1', '/stylists/1');
    await screen.findAllByRole('heading', { level: 2 });
    await waitFor(() => expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/stylists$/));
  });

  it('is the not-found page beyond the last page, or for a page that is no number', async () => {
    const asked = serve();
    renderPage('3', '/stylists/3');
    expect(await screen.findByText('problem 404')).toBeVisible();
    expect(asked).toEqual(['3']);
    renderPage('abc', '/stylists/abc');
    expect(screen.getAllByText('problem 404')).toHaveLength(2);
    expect(asked).toEqual(['3']);
  });
});
