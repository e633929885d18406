import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/shared/config';
import { renderWithApp, SEEDED_MESSAGES } from '@/shared/testing';
import AccountHelpPage from './AccountHelpPage';

/** The website configuration with a customer-service number. */
function serveConfig() {
  vi.stubGlobal('fetch', async (request: Request) =>
    new URL(request.url).pathname.endsWith('/phone_number') ? Response.json({ key: 'phone_number', value: '+31 20 123 45 67' }) : new Response(null, { status: 404 }),
  );
}

function renderPage(locale: Locale, phone: boolean) {
  renderWithApp(<AccountHelpPage />, { locale, messages: { ...SEEDED_MESSAGES[locale], 'feature.phone': String(phone) } });
}

afterEach(() => vi.unstubAllGlobals());

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
});
