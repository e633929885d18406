import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FaqSection } from '@/entities/website';
import { forgetQuery } from '@/shared/lib';
import { renderWithApp } from '@/shared/testing';
import FaqPage from './FaqPage';

const anchor = (text: string) => encodeURIComponent(text.toLowerCase());

/** Two sections as `GET /website/faq` gives them in Dutch. */
const FAQ: FaqSection[] = [
  {
    id: 1,
    section: 'subscription',
    title: 'Het abonnement',
    anchor: anchor('Het abonnement'),
    questions: [
      { id: 10, question: 'Hoe werkt het abonnement?', answer: 'Je krijgt elke maand, om de twee of om de drie maanden een box.', anchor: anchor('Hoe werkt het abonnement?') },
      {
        id: 11,
        question: 'Hoe zet ik mijn abonnement op pauze?',
        answer: 'Kies bij ‘Mijn abonnementen’ voor ‘Pauzeren’ en de duur: 1 tot 6 maanden.\n\nZolang er een box wordt ingepakt, kun je niet pauzeren.',
        anchor: anchor('Hoe zet ik mijn abonnement op pauze?'),
      },
    ],
  },
  {
    id: 2,
    section: 'delivery',
    title: 'Levering en retour',
    anchor: anchor('Levering en retour'),
    questions: [{ id: 20, question: 'Naar welke landen leveren jullie?', answer: 'Naar Frankrijk, Monaco, Duitsland en nog zeven landen.', anchor: anchor('Naar welke landen leveren jullie?') }],
  },
];

let served: FaqSection[] | null = FAQ;
const scrolled: Element[] = [];

beforeEach(() => {
  served = FAQ;
  scrolled.length = 0;
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/website/faq')) return served ? Response.json({ value: served }) : new Response(null, { status: 503 });
    return new Response(null, { status: 404 });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  for (const locale of ['fr', 'nl']) forgetQuery(`website:faq:${locale}`);
  window.history.replaceState(null, '', '/');
});

function renderPage(hash = '') {
  window.history.replaceState(null, '', `/nl/faq${hash}`);
  return renderWithApp(<FaqPage params={{}} />, { locale: 'nl', path: '/nl/faq' });
}

describe('/faq', () => {
  it('shows the sections as headings with their questions closed, a table of the sections and the way to write to us', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Veelgestelde vragen' })).toBeInTheDocument();
    const subscription = await screen.findByRole('region', { name: 'Het abonnement' });
    expect(subscription).toHaveAttribute('id', 'het%20abonnement');
    const pause = within(subscription).getByRole('button', { name: 'Hoe zet ik mijn abonnement op pauze?' });
    expect(pause).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/Zolang er een box wordt ingepakt/)).not.toBeVisible();

    const contents = within(screen.getByRole('navigation', { name: 'De onderwerpen' }));
    expect(contents.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Het abonnement', '#het%20abonnement'],
      ['Levering en retour', '#levering%20en%20retour'],
    ]);
    expect(screen.getByRole('link', { name: 'Stuur ons een bericht' })).toHaveAttribute('href', '/nl/contact');
  });

  it('opens the question the address names and brings it into view', async () => {
    renderPage('#hoe%20zet%20ik%20mijn%20abonnement%20op%20pauze%3F');
    const pause = await screen.findByRole('button', { name: 'Hoe zet ik mijn abonnement op pauze?' });
    await waitFor(() => expect(pause).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByText(/^Kies bij ‘Mijn abonnementen’/)).toBeVisible();
    expect(screen.getByText('Zolang er een box wordt ingepakt, kun je niet pauzeren.')).toBeVisible();
    await waitFor(() => expect(scrolled.map((element) => element.id)).toEqual(['hoe%20zet%20ik%20mijn%20abonnement%20op%20pauze%3F']));
    expect(pause).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Hoe werkt het abonnement?' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows a change of the address’s fragment on the page, and writes the question opened into it', async () => {
    renderPage();
    const countries = await screen.findByRole('button', { name: 'Naar welke landen leveren jullie?' });
    act(() => {
      window.history.pushState(null, '', '/nl/faq#naar%20welke%20landen%20leveren%20jullie%3F');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await waitFor(() => expect(countries).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByText(/^Naar Frankrijk, Monaco/)).toBeVisible();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Hoe werkt het abonnement?' }));
    expect(window.location.hash).toBe('#hoe%20werkt%20het%20abonnement%3F');
    expect(countries).toHaveAttribute('aria-expanded', 'true');
    // The page wrote that fragment itself: it does not scroll away from where the reader is.
    expect(scrolled.map((element) => element.id)).toEqual(['naar%20welke%20landen%20leveren%20jullie%3F']);
  });

  it('says when the questions could not be loaded, and loads them again on request', async () => {
    served = null;
    renderPage();
    expect(await screen.findByText('De vragen konden niet worden geladen.')).toBeInTheDocument();
    served = FAQ;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('region', { name: 'Levering en retour' })).toBeInTheDocument();
  });
});
