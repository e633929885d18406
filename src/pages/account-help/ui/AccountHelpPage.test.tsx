import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/shared/config';
import { forgetQuery } from '@/shared/lib';
import { renderWithApp, SEEDED_MESSAGES } from '@/shared/testing';
import AccountHelpPage from './AccountHelpPage';

/** Two sections of the Dutch FAQ. */
function dutchFaq() {
  return ['Het abonnement', 'Levering en retour'].map((title, index) => ({ id: index + 1, section: `s${index}`, title, anchor: encodeURIComponent(title.toLowerCase()), questions: [] }));
}

/** The website configuration with a customer-service number, and the FAQ. */
function serveConfig() {
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/phone_number')) return Response.json({ key: 'phone_number', value: '+31 20 123 45 67' });
    if (path.endsWith('/website/faq')) return Response.json({ value: dutchFaq() });
    return new Response(null, { status: 404 });
  });
}

function renderPage(locale: Locale, phone: boolean) {
  renderWithApp(<AccountHelpPage />, { locale, messages: { ...SEEDED_MESSAGES[locale], 'feature.phone': String(phone) } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  for (const locale of ['fr', 'nl']) forgetQuery(`website:faq:${locale}`);
});

describe('the account help page', () => {
  it('answers the common questions one at a time', async () => {
    serveConfig();
    renderPage('fr', false);
    expect(document.title).toBe('Aide · Little Closet');
    const questions = screen.getAllByRole('heading', { level: 2 }).slice(0, 5).map((heading) => heading.textContent);
    expect(questions).toEqual([
      'Comment fonctionne une malle ?',
      'Comment renvoyer des pièces ?',
      'Quand et comment vais-je payer ?',
      'Comment mettre mon abonnement en pause ?',
      'Comment choisir les tailles ?',
    ]);
    const user = userEvent.setup();
    const pause = screen.getByRole('button', { name: 'Comment mettre mon abonnement en pause ?' });
    expect(pause).toHaveAttribute('aria-expanded', 'false');
    await user.click(pause);
    expect(pause).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Dans « Mes abonnements »/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Comment choisir les tailles ?' }));
    expect(pause).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Toutes les questions fréquentes' })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('link', { name: 'Nous écrire' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('link', { name: /Nous appeler/ })).toBeNull();
  });

  it('gives the customer-service number where the phone is switched on', async () => {
    serveConfig();
    renderPage('nl', true);
    expect(await screen.findByRole('link', { name: 'Bel ons: +31 20 123 45 67' })).toHaveAttribute('href', 'tel:+31201234567');
    expect(screen.getByRole('link', { name: 'Stuur ons een bericht' })).toHaveAttribute('href', '/nl/contact');
  });

  it('links to each section of the FAQ, in the reader’s language', async () => {
    serveConfig();
    renderPage('nl', false);
    const topics = within(await screen.findByRole('region', { name: 'Veelgestelde vragen per onderwerp' }));
    await waitFor(() => expect(topics.getAllByRole('link')).toHaveLength(2));
    expect(topics.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Het abonnement', '/nl/faq#het%20abonnement'],
      ['Levering en retour', '/nl/faq#levering%20en%20retour'],
    ]);
  });

  it('says so when the FAQ’s sections could not be loaded, and still offers to write to us', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 503 }));
    renderPage('fr', false);
    expect(await screen.findByText(/Les thèmes n’ont pas pu être chargés/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nous écrire' })).toHaveAttribute('href', '/contact');
  });
});
