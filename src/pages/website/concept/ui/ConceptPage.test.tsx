import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, SEEDED_MESSAGES, translator } from '@/shared/testing';
import ConceptPage, { paragraphs } from './ConceptPage';

const CONCEPT = {
  sections: [
    { id: 4, illustration: 'quiz', title: 'Ein Quiz zum Kennenlernen', body: 'Alles beginnt mit ein paar Fragen.\n\nDas dauert etwa fünf Minuten.' },
    { id: 7, illustration: null, title: 'Der Shop, wann immer Sie möchten', body: 'Die ganze Auswahl gibt es auch im Shop.' },
  ],
};

function serveConcept(answer: () => Response) {
  vi.stubGlobal('fetch', async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/website/concept') return answer();
    if (pathname === '/api/website/seo-metadata') return Response.json([]);
    return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 });
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the concept page', () => {
  it('tells how the service works, section by section, in the order and words the editors gave', async () => {
    serveConcept(() => Response.json({ value: CONCEPT }));
    const t = translator('de');
    renderWithApp(<ConceptPage />, { locale: 'de', path: '/concept' });
    expect(screen.getByRole('heading', { level: 1, name: t('concept.title') })).toBeVisible();
    await screen.findByRole('heading', { level: 2, name: 'Ein Quiz zum Kennenlernen' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Ein Quiz zum Kennenlernen', 'Der Shop, wann immer Sie möchten', t('concept.cta.title')]);
    const quiz = screen.getByRole('region', { name: 'Ein Quiz zum Kennenlernen' });
    // Each blank line starts a paragraph of its own.
    expect(within(quiz).getByText('Alles beginnt mit ein paar Fragen.').tagName).toBe('P');
    expect(within(quiz).getByText('Das dauert etwa fünf Minuten.').tagName).toBe('P');
    const cta = screen.getByRole('region', { name: t('concept.cta.title') });
    expect(within(cta).getByRole('link', { name: t('concept.cta.kid') })).toHaveAttribute('href', '/de/quiz/kid');
    expect(within(cta).getByRole('link', { name: t('concept.cta.looks') })).toHaveAttribute('href', '/de/looks');
  });

  it('offers no trunk for oneself where the woman line is switched off', async () => {
    serveConcept(() => Response.json({ value: CONCEPT }));
    renderWithApp(<ConceptPage />, { locale: 'es', path: '/concept', messages: { ...SEEDED_MESSAGES.es, 'feature.woman': 'false' } });
    await screen.findByRole('heading', { level: 2, name: 'Ein Quiz zum Kennenlernen' });
    expect(screen.queryByRole('link', { name: translator('es')('concept.cta.woman') })).toBeNull();
  });

  it('says when the page cannot be loaded, and loads it again on request', async () => {
    let fail = true;
    serveConcept(() => (fail ? new Response('down', { status: 503 }) : Response.json({ value: CONCEPT })));
    const t = translator('nl');
    renderWithApp(<ConceptPage />, { locale: 'nl', path: '/concept' });
    expect(await screen.findByText(t('concept.loadFailed'))).toBeVisible();
    fail = false;
    screen.getByRole('button', { name: t('concept.retry') }).click();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ein Quiz zum Kennenlernen' })).toBeVisible();
  });

  it('splits a text into paragraphs at blank lines', () => {
    expect(paragraphs('One.\n\nTwo\nlines.\n \n\nThree.')).toEqual(['One.', 'Two\nlines.', 'Three.']);
  });
});
