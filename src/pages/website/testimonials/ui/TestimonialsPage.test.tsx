import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetQuery } from '@/shared/lib';
import { renderWithApp } from '@/shared/testing';
import TestimonialsPage from './TestimonialsPage';

const testimonial = (id: number, fields: Record<string, unknown>) => ({
  id,
  first_name: 'Claire',
  city: 'Nantes',
  kid_age_months: 30,
  rating: 5,
  text: 'Un texte.',
  written_in: 'fr',
  published_on: '2026-11-20',
  ...fields,
});

function serve(body: unknown) {
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/website/testimonials') return Response.json(body);
    return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  for (const locale of ['fr', 'de', 'es']) forgetQuery(`website:testimonials:${locale}`);
});

describe('the testimonials (/testimonials)', () => {
  it('gives the average and each rating in words, who wrote it and when, in German', async () => {
    serve({
      value: [
        testimonial(1, { first_name: 'Mareike', city: 'Köln', kid_age_months: 84, rating: 4, text: 'Mein Sohn hasst Einkaufen.', written_in: 'de' }),
        testimonial(2, { first_name: 'Anne', city: 'Luxembourg', kid_age_months: 3, text: 'Ein Geburtsgeschenk.', published_on: '2026-09-13' }),
        testimonial(3, { first_name: 'Katharina', city: 'Graz', kid_age_months: null, rating: 3, text: 'Nach der Schwangerschaft.', written_in: 'de' }),
      ],
      rating: { average: 4.3, count: 3 },
    });
    renderWithApp(<TestimonialsPage />, { path: '/de/testimonials', locale: 'de' });
    expect(screen.getByRole('heading', { level: 1, name: 'Das sagen unsere Familien' })).toBeVisible();
    expect(await screen.findByText('Durchschnittliche Bewertung: 4,3 von 5')).toBeVisible();
    expect(screen.getByText('aus 3 Bewertungen')).toBeVisible();

    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const [mareike, anne, katharina] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(mareike).getByText('4 von 5')).toBeVisible();
    expect(within(mareike).getByText('Mein Sohn hasst Einkaufen.')).toBeVisible();
    expect(within(mareike).getByText('Kind, 7 Jahre')).toBeVisible();
    expect(within(mareike).getByText('20. November 2026')).toHaveAttribute('datetime', '2026-11-20');
    expect(within(mareike).queryByText(/^Original auf/)).toBeNull();
    expect(within(anne).getByText('Kind, 3 Monate')).toBeVisible();
    expect(within(anne).getByText('Original auf Französisch')).toBeVisible();
    expect(within(katharina).getByText('Damenbox')).toBeVisible();
    expect(within(katharina).getByText('3 von 5')).toBeVisible();
  });

  it('says so when there is no testimonial yet, without an average', async () => {
    serve({ value: [], rating: { average: null, count: 0 } });
    renderWithApp(<TestimonialsPage />, { path: '/es/testimonials', locale: 'es' });
    expect(await screen.findByText('Todavía no hay opiniones.')).toBeVisible();
    expect(screen.queryByText(/^Valoración media/)).toBeNull();
  });
});
