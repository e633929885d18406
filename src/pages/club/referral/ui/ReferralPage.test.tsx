import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleReferralOffer } from '@/entities/referral';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { forgetQueries } from '@/shared/lib';
import { renderWithApp } from '@/shared/testing';
import ReferralPage from './ReferralPage';

function serve() {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const { pathname } = new URL(request.url);
    calls.push(pathname);
    if (pathname === '/api/clients/referral_offer') return Response.json(sampleReferralOffer());
    if (pathname === '/api/clients/me/referral_offer') return Response.json(sampleReferralOffer({ godfather_amount: 20 }));
    if (pathname === '/api/website/seo-metadata') return Response.json([]);
    return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 });
  });
  return calls;
}

function renderPage(session: ReturnType<typeof staticSession>, locale: 'fr' | 'de' | 'nl' | 'es' = 'fr') {
  renderWithApp(
    <SessionContext.Provider value={session}>
      <ReferralPage />
    </SessionContext.Provider>,
    { locale, path: locale === 'fr' ? '/referral' : `/${locale}/referral` },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  // The tab's reads are kept between screens: each test reads afresh.
  forgetQueries('referral:');
});

describe('the referral page (/referral)', () => {
  it('tells a visitor the offer everyone gets, and how to start', async () => {
    const calls = serve();
    renderPage(staticSession());
    expect(screen.getByRole('heading', { level: 1, name: 'Parrainez vos proches' })).toBeVisible();
    expect(await screen.findByText('Offrez 15 € à une amie pour découvrir Little Closet, et recevez 15 € dans votre cagnotte dès sa première commande.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: /^Votre amie reçoit 15\s€$/ })).toBeVisible();
    expect(screen.getByText(/valable 3 mois, sans minimum d’achat/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Créer mon compte' })).toHaveAttribute('href', '/login?tab=signup&redirect=%2Finfos%2Freferral');
    expect(calls).toContain('/api/clients/referral_offer');
    expect(calls).not.toContain('/api/clients/me/referral_offer');
  });

  it('shows a signed-in client their own offer and the way to invite (Dutch)', async () => {
    const calls = serve();
    renderPage(staticSession({ status: 'authenticated', client: sampleClient() }), 'nl');
    expect(await screen.findByRole('heading', { level: 3, name: /^Jij krijgt €\s20$/ })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Een vriendin uitnodigen' })).toHaveAttribute('href', '/nl/infos/referral');
    expect(calls).toContain('/api/clients/me/referral_offer');
  });
});
