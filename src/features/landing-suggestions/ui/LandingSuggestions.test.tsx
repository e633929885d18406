import { screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@/entities/product';
import { renderWithApp } from '@/shared/testing';
import { LandingSuggestionsBlock } from './LandingSuggestionsBlock';

/** The API answering the landing suggestions with `answer`; the queries asked. */
function serve(answer: () => Response) {
  const queries: string[] = [];
  vi.stubGlobal('fetch', async (sent: Request) => {
    queries.push(new URL(sent.url).search);
    return answer();
  });
  return queries;
}

function renderAt(path: string) {
  return renderWithApp(
    <main>
      <Suspense fallback={null}>
        <LandingSuggestionsBlock />
      </Suspense>
    </main>,
    { path, locale: 'de' },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the landing suggestions block', () => {
  it('shows the products selected for the gender and sizes of the landing link, with the quiz to go on', async () => {
    // The parts of a product a card shows.
    const product = (id: number, name: string) => ({ id, name, brand: 'Petit Bateau', images: [], label: null, lc_price: 29, original_price: null }) as unknown as Product;
    const products = [product(41, 'Blumenkleid'), product(42, 'Latzhose')];
    const queries = serve(() => Response.json({ page: 1, page_size: 24, pages: 1, total: 2, products }));
    renderAt('/de?sugg_g=GIRL&sugg_t=4%20ans&sugg_b=5%20ans&sugg_c=DRESSES');
    expect(await screen.findByRole('heading', { level: 2, name: 'Für Sie ausgewählt' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 3, name: 'Blumenkleid' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Latzhose' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Profil meines Kindes erstellen' })).toHaveAttribute('href', '/de/quiz/kid');
    expect(new URLSearchParams(queries[0])).toEqual(new URLSearchParams({ gender: 'GIRL', top_size: '4 ans', bottom_size: '5 ans', categories: 'DRESSES' }));
  });

  it('shows nothing without both sizes: the call would answer gender and size must be defined', async () => {
    const queries = serve(() => Response.json({}));
    renderAt('/de?sugg_g=WOMAN&sugg_t=M');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('main')).toBeEmptyDOMElement();
    expect(queries).toEqual([]);
  });

  it('shows nothing when the server refuses the sizes', async () => {
    serve(() => Response.json({ type: 'VALIDATION_ERROR', title: 'Invalid', status: 400, detail: 'gender and size must be defined' }, { status: 400 }));
    renderAt('/de?sugg_g=BOY&sugg_t=XXL&sugg_b=XXL');
    await waitFor(() => expect(screen.getByRole('main')).toBeEmptyDOMElement());
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
