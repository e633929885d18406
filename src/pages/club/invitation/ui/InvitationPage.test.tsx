import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleReferralOffer } from '@/entities/referral';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { forgetQueries, godfatherToken } from '@/shared/lib';
import { renderWithApp } from '@/shared/testing';
import InvitationPage from './InvitationPage';

function serve(answer: () => Response = () => Response.json(sampleReferralOffer())) {
  vi.stubGlobal('fetch', async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/clients/referral_offer') return answer();
    if (pathname === '/api/website/seo-metadata') return Response.json([]);
    return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 });
  });
}

function renderPage(path: string, locale: 'fr' | 'de' | 'nl' | 'es', session = staticSession()) {
  renderWithApp(
    <SessionContext.Provider value={session}>
      <InvitationPage />
    </SessionContext.Provider>,
    { locale, path },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  // The tab's reads are kept between screens: each test reads afresh.
  forgetQueries('referral:');
});

describe('the invited friend’s landing (/lp-referral/invitation)', () => {
  it('names who invites, the welcome code and the way to sign up (German)', async () => {
    serve();
    renderPage(`/de/lp-referral/invitation?godfather=${godfatherToken('camille.martin@demo.littlecloset.test')}`, 'de');
    expect(screen.getByText('camille.martin@demo.littlecloset.test lädt Sie zu Little Closet ein')).toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: /^15\s€ geschenkt für Ihre erste Bestellung$/ })).toBeVisible();
    expect(screen.getByText(/gilt 3 Monate lang/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Konto erstellen' })).toHaveAttribute('href', '/de/login?tab=signup&redirect=%2Fshop');
  });

  it('speaks of a friend when the link names nobody, and tells a client the gift is for newcomers (Spanish)', async () => {
    serve();
    renderPage('/es/lp-referral/invitation', 'es', staticSession({ status: 'authenticated', client: sampleClient() }));
    expect(screen.getByText('Una amiga te invita a Little Closet')).toBeVisible();
    expect(await screen.findByText(/el regalo de bienvenida es para clientas nuevas/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir a la tienda' })).toHaveAttribute('href', '/es/shop');
    expect(screen.queryByRole('link', { name: 'Crear mi cuenta' })).toBeNull();
  });

  it('still invites to sign up when the offer cannot be read (Dutch)', async () => {
    serve(() => new Response('down', { status: 503 }));
    renderPage('/nl/lp-referral/invitation', 'nl');
    expect(await screen.findByText('We kunnen het aanbod nu niet tonen.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Er wacht een welkomstcadeau op je' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Account aanmaken' })).toBeVisible();
  });
});
