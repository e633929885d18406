import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleLoyalty } from '@/entities/loyalty';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { forgetQueries } from '@/shared/lib';
import { renderWithApp, translator } from '@/shared/testing';
import LoyaltyPage from './LoyaltyPage';

function serve(loyalty = sampleLoyalty()) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const { pathname } = new URL(request.url);
    calls.push(pathname);
    if (pathname === '/api/clients/me/loyalty') return Response.json(loyalty);
    if (pathname === '/api/website/seo-metadata') return Response.json([]);
    return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 });
  });
  return calls;
}

function renderPage(session: ReturnType<typeof staticSession>, locale: 'fr' | 'de' | 'nl' | 'es' = 'fr') {
  renderWithApp(
    <SessionContext.Provider value={session}>
      <LoyaltyPage />
    </SessionContext.Provider>,
    { locale, path: locale === 'fr' ? '/loyalty' : `/${locale}/loyalty` },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  // The tab's reads are kept between screens: each test reads afresh.
  forgetQueries('loyalty:');
});

describe('the Little Club page (/loyalty)', () => {
  it('tells a visitor the published terms: a point per euro, 200 → 10 €, 600 → 40 €, the birthday offer, and how to join', async () => {
    const calls = serve();
    renderPage(staticSession());
    expect(screen.getByRole('heading', { level: 1, name: 'Le Little Club' })).toBeVisible();
    expect(screen.getByText(/1 point par euro/)).toBeVisible();
    const offers = within(screen.getByRole('region', { name: 'Ce que valent vos points' }));
    expect(offers.getAllByRole('listitem').map((item) => item.textContent?.replace(/\s/g, ' '))).toEqual(['200 points↓un bon de 10 €', '600 points↓un bon de 40 €']);
    expect(screen.getByRole('region', { name: 'Un cadeau pour chaque anniversaire' })).toHaveTextContent('15 % de réduction');
    expect(screen.getByText(/points qu’elle vous avait rapportés sont retirés/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Créer mon compte' })).toHaveAttribute('href', '/login?tab=signup&redirect=%2Finfos%2Floyalty');
    expect(screen.getByRole('link', { name: 'Lire les conditions du Little Club' })).toHaveAttribute('href', '/terms-and-conditions#little-club');
    // A visitor's page asks the server for no points.
    expect(calls).not.toContain('/api/clients/me/loyalty');
  });

  it('shows a member their points from the server and the way to their account (German)', async () => {
    serve(sampleLoyalty({ points: 1240 }));
    const t = translator('de');
    renderPage(staticSession({ status: 'authenticated', client: sampleClient() }), 'de');
    expect(screen.getByRole('heading', { level: 2, name: t('loyalty.page.cta.titleMember') })).toBeVisible();
    expect(await screen.findByText('Sie haben 1.240 Punkte.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Meine Punkte ansehen' })).toHaveAttribute('href', '/de/infos/loyalty');
    expect(screen.queryByRole('link', { name: 'Konto erstellen' })).toBeNull();
  });

  it('counts in the reader’s language (Spanish)', () => {
    serve();
    renderPage(staticSession(), 'es');
    expect(screen.getByRole('heading', { level: 1, name: 'El Little Club' })).toBeVisible();
    expect(screen.getByText('600 puntos')).toBeVisible();
  });
});
