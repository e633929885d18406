import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LegalContent } from '@/entities/website';
import type { Locale } from '@/shared/config';
import { forgetQuery } from '@/shared/lib';
import { renderWithApp } from '@/shared/testing';
import { LEGAL_SEED } from '../../../../../server/content/seed/legal';
import TermsPage from './TermsPage';

/** The texts the server seeds, as the public call answers them in `locale`. */
function seededTexts(locale: Locale): LegalContent[] {
  return LEGAL_SEED(new Date('2026-11-20T10:00:00Z')).map(({ code, updatedAt, translations }) => ({
    code,
    updated_at: updatedAt.toISOString(),
    title: translations[locale].title,
    intro: translations[locale].intro ?? '',
    sections: translations[locale].sections,
  }));
}

/** The API as the page sees it: the legal texts in `locale` (or `answer`), no SEO metadata. */
function serve(locale: Locale, answer?: () => Response) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/website/legal-contents') {
      calls.push(url.pathname);
      return answer ? answer() : Response.json({ value: seededTexts(locale) });
    }
    return Response.json([]);
  });
  return calls;
}

function open(locale: Locale, hash = '') {
  const path = `${locale === 'fr' ? '' : `/${locale}`}/terms-and-conditions`;
  window.history.replaceState(null, '', `${path}${hash}`);
  return renderWithApp(<TermsPage params={{}} />, { locale, path });
}

const scrolled: string[] = [];
beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this.id);
  };
  for (const locale of ['fr', 'de', 'nl', 'es']) forgetQuery(`website:legal-contents:${locale}`);
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('/terms-and-conditions: the legal texts', () => {
  it('shows the privacy text for #data, in German, with the six texts a link away', async () => {
    serve('de');
    open('de', '#data');
    expect(await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(screen.getByRole('article', { name: 'Datenschutzerklärung' })).getByRole('region', { name: '6. Ihre Rechte' })).toHaveTextContent('dpo@littlecloset.test');
    const texts = within(screen.getByRole('navigation', { name: 'Rechtliches' }));
    expect(texts.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Allgemeine Nutzungs- und Servicebedingungen', '#terms'],
      ['Allgemeine Geschäftsbedingungen des Shops', '#shop'],
      ['Bedingungen des Programms Little Geste', '#recycle'],
      ['Bedingungen des Little Club', '#little-club'],
      ['Impressum', '#legal'],
      ['Datenschutzerklärung', '#data'],
    ]);
    expect(texts.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('aria-current', 'location');
    expect(texts.getByRole('link', { name: 'Impressum' })).not.toHaveAttribute('aria-current');
    // The page brings the text into view from an effect, once the fragment is read.
    await waitFor(() => expect(scrolled).toEqual(['data']));
  });

  it('shows the legal notice for #legal, with the publisher and the director of publication', async () => {
    serve('fr');
    open('fr', '#legal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mentions légales' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Éditeur du site' })).toHaveTextContent('Little Closet SAS');
    expect(screen.getByRole('region', { name: 'Directrice de la publication' })).toHaveTextContent('Claire Fontaine');
  });

  it('shows the general terms without a fragment, then the text a link of the page chooses', async () => {
    serve('nl');
    open('nl');
    expect(await screen.findByRole('heading', { level: 1, name: 'Algemene gebruiks- en servicevoorwaarden' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Algemene gebruiks- en servicevoorwaarden' })).getByText('Bijgewerkt op 20 november 2026')).toBeInTheDocument();
    expect(scrolled).toEqual([]);

    await userEvent.setup().click(screen.getByRole('link', { name: 'Voorwaarden van de Little Club' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Voorwaarden van de Little Club' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#little-club');
    expect(screen.queryByRole('heading', { level: 1, name: 'Algemene gebruiks- en servicevoorwaarden' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voorwaarden van de Little Club' })).toHaveAttribute('aria-current', 'location');
    await waitFor(() => expect(scrolled).toEqual(['little-club']));
  });

  it('opens the shop terms at an article its anchor names, as the checkout links to them', async () => {
    serve('fr');
    open('fr', '#withdrawal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Conditions générales de vente de la boutique' })).toBeInTheDocument();
    const withdrawal = screen.getByRole('region', { name: 'Article 5 – Droit de rétractation' });
    expect(withdrawal).toHaveAttribute('id', 'withdrawal');
    expect(within(withdrawal).getByText(/^Vous disposez de 14 jours pour vous rétracter/)).toBeInTheDocument();
    const contents = within(screen.getByRole('navigation', { name: 'Sommaire' }));
    expect(contents.getAllByRole('link')).toHaveLength(10);
    expect(contents.getByRole('link', { name: 'Article 5 – Droit de rétractation' })).toHaveAttribute('href', '#withdrawal');
    await waitFor(() => expect(scrolled).toEqual(['withdrawal']));
  });

  it('follows a fragment changed by the router or the back button (the footer’s links)', async () => {
    serve('es');
    open('es', '#shop');
    expect(await screen.findByRole('heading', { level: 1, name: 'Condiciones generales de venta de la tienda' })).toBeInTheDocument();
    act(() => {
      window.history.pushState(null, '', '/es/terms-and-conditions#data');
      window.dispatchEvent(new Event('pushState'));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeInTheDocument();
    act(() => {
      window.history.back();
    });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Condiciones generales de venta de la tienda'));
  });

  it('says so when the texts cannot be loaded, and loads them again on request', async () => {
    let fail = true;
    const calls = serve('fr', () => (fail ? Response.json({ type: 'SERVICE_UNAVAILABLE', title: 'Unavailable', status: 503 }, { status: 503 }) : Response.json({ value: seededTexts('fr') })));
    open('fr', '#data');
    expect(await screen.findByText('Les textes n’ont pas pu être chargés.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Politique de protection des données personnelles' })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });
});
