import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleRecycleOffer, type RecycleOffer } from '@/entities/recycle-label';
import type { Locale } from '@/shared/config';
import { fetchQuery, forgetQueries, type Query } from '@/shared/lib';
import { renderWithApp } from '@/shared/testing';
import { loader } from '../api/loader';
import LittleGestePage from './LittleGestePage';

function serve(...offers: Array<RecycleOffer | Response>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const { pathname } = new URL(request.url);
    calls.push(`${pathname} ${request.headers.get('X-LC-Locale')}`);
    if (pathname === '/api/clients/recycle-offer') {
      const answer = offers.length > 1 ? offers.shift()! : offers[0]!;
      return answer instanceof Response ? answer.clone() : Response.json(answer);
    }
    if (pathname === '/api/website/seo-metadata') return Response.json([]);
    return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 });
  });
  return calls;
}

const renderPage = (locale: Locale = 'fr') => renderWithApp(<LittleGestePage />, { locale, path: locale === 'fr' ? '/littlegeste' : `/${locale}/littlegeste` });

afterEach(() => {
  vi.unstubAllGlobals();
  // The tab's reads are kept between screens: each test reads afresh.
  forgetQueries('recycle:');
});

describe('the Little Geste page (/littlegeste)', () => {
  it('tells a visitor how it works, what goes in, the limits, the countries and the reward, and leads to the start', async () => {
    serve(sampleRecycleOffer());
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Les vêtements devenus trop petits méritent une seconde vie' })).toBeVisible();
    expect(await screen.findByText(/et vous recevez 5 € dans votre cagnotte/)).toBeVisible();
    const steps = within(screen.getByRole('region', { name: 'Comment ça marche' }));
    expect(steps.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent?.replace(/\s/g, ' '))).toEqual(['Créez votre étiquette', 'Déposez le colis', 'Recevez 5 € dans votre cagnotte']);
    expect(steps.getByText(/Elle est valable 30 jours/)).toBeVisible();
    const what = within(screen.getByRole('region', { name: 'Ce que vous pouvez envoyer' }));
    expect(what.getByRole('heading', { name: 'Avec plaisir' }).nextElementSibling).toHaveTextContent('Les chaussures, attachées par paire');
    expect(what.getByRole('heading', { name: 'Non merci' }).nextElementSibling).toHaveTextContent('Les sous-vêtements portés');
    const limits = within(screen.getByRole('region', { name: 'Les règles du jeu' }));
    expect(limits.getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['10 kg', '2 colis par mois', '30 jours']);
    const countries = within(screen.getByRole('region', { name: 'Où déposer votre colis' }));
    const rows = countries.getAllByRole('listitem').map((item) => item.textContent);
    expect(rows).toHaveLength(8);
    expect(rows).toContain('France Colissimo : bureau de poste ou point relais');
    expect(rows).toContain('Monaco Colissimo : bureau de poste');
    expect(rows).toContain('Allemagne DHL : bureau de poste ou point relais');
    expect(screen.getByRole('link', { name: 'Créer mon étiquette' })).toHaveAttribute('href', '/littlegeste/create-label');
    expect(screen.getByRole('link', { name: 'Lire les conditions du programme Little Geste' })).toHaveAttribute('href', '/terms-and-conditions#recycle');
  });

  it.each([
    ['de', 'Zu klein gewordene Kleidung verdient ein zweites Leben', 'Mein Etikett erstellen', '5 € für Ihr Guthaben', 'Niederlande', '/de/littlegeste/create-label'],
    ['nl', 'Te klein geworden kleding verdient een tweede leven', 'Mijn label aanmaken', 'Krijg € 5 op je tegoed', 'Nederland', '/nl/littlegeste/create-label'],
    ['es', 'La ropa que se ha quedado pequeña merece una segunda vida', 'Crear mi etiqueta', 'Recibe 5 € en tu saldo', 'Países Bajos', '/es/littlegeste/create-label'],
  ] as const)('speaks %s, with the reward and the countries in that language', async (locale, title, start, reward, netherlands, href) => {
    serve(sampleRecycleOffer());
    renderPage(locale);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await screen.findByRole('link', { name: start })).toHaveAttribute('href', href);
    const steps = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent?.replace(/\s/g, ' '));
    expect(steps).toContain(reward);
    expect(screen.getByText(netherlands)).toBeVisible();
  });

  it('says the programme is not open where the switch is off, with no way to start', async () => {
    serve(sampleRecycleOffer({ enabled: false }));
    renderPage('es');
    expect(await screen.findByRole('heading', { level: 2, name: 'Little Geste todavía no está disponible aquí' })).toBeVisible();
    expect(screen.getByText(/todavía no se ofrece en este idioma/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Crear mi etiqueta' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Leer las condiciones de Little Geste' })).toHaveAttribute('href', '/es/terms-and-conditions#recycle');
  });

  it('reads the offer again after a failure', async () => {
    const user = userEvent.setup();
    serve(Response.json({ type: 'INTERNAL_ERROR', title: 'x', status: 500 }, { status: 500 }), sampleRecycleOffer());
    renderPage();
    expect(await screen.findByText('Le programme Little Geste n’a pas pu être chargé.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'Créer mon étiquette' })).toBeVisible();
  });

  it('loads the offer of the page’s locale before rendering', async () => {
    const calls = serve(sampleRecycleOffer({ reward_amount: 7.5 }));
    const keys: string[] = [];
    const read = <T,>(query: Query<T>) => {
      keys.push(query.key);
      return fetchQuery(query);
    };
    await loader({ params: {}, search: '', locale: 'nl', read });
    expect(calls).toEqual([expect.stringMatching(/^\/api\/clients\/recycle-offer /)]);
    expect(keys).toEqual(['recycle:offer:nl']);
  });
});
