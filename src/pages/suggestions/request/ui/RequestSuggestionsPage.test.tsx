import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProfileStore, ProfileStoreContext, sampleProfile } from '@/entities/profile';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { sampleRequest, type TrunkRequest } from '@/entities/trunk';
import { sampleProduct } from '@/features/look-rating';
import type { Locale } from '@/shared/config';
import { renderWithApp } from '@/shared/testing';
import RequestSuggestionsPage from './RequestSuggestionsPage';

const leo = sampleProfile({ id: 11, firstname: 'léo', gender: 'BOY', has_requested: true });
const products = [sampleProduct({ id: 31, name: 'T-shirt rayé' }), sampleProduct({ id: 32, name: 'Jean droit' })];

/** The API of a profile with `request`; a wish call waits for `wishAnswer`. The calls made. */
function serve(request: TrunkRequest, wishAnswer: () => Promise<Response> = async () => Response.json(request)) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (sent: Request) => {
    const { pathname } = new URL(sent.url);
    calls.push(`${sent.method} ${pathname}`);
    if (pathname.includes('/wishes/')) return wishAnswer();
    if (pathname.endsWith('/requests')) return Response.json([request]);
    if (pathname.endsWith('/next-request')) return Response.json(request);
    if (pathname.endsWith('/subscriptions')) return Response.json([]);
    if (pathname.endsWith('/delays')) return Response.json({ optimistic_delivery_delay: 5, pessimistic_delivery_delay: 8 });
    if (pathname.endsWith('/suggestions')) return Response.json({ page: 1, page_size: 24, pages: 1, total: 2, products });
    return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 });
  });
  return calls;
}

function renderAt(requestId: string, locale: Locale = 'fr') {
  return renderWithApp(
    <SessionContext.Provider value={staticSession({ status: 'authenticated', client: sampleClient({ id: 7 }) })}>
      <ProfileStoreContext.Provider value={createProfileStore({ list: async () => [leo], remove: async () => undefined })}>
        <RequestSuggestionsPage params={{ kidId: '11', requestId }} />
      </ProfileStoreContext.Provider>
    </SessionContext.Provider>,
    { locale, path: `/11/suggestions/${requestId}` },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the wishes page of a trunk', () => {
  it('counts the wishes out of 12, shows a wish at once and saves it behind, then goes on to the summary', async () => {
    let answer: (response: Response) => void = () => {};
    const request = sampleRequest({ id: 9, wishes: [{ product_id: 32, variant_id: null }] });
    const calls = serve(request, () => new Promise((resolve) => (answer = resolve)));
    const { location } = renderAt('9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vos souhaits pour la malle de Léo' })).toBeVisible();
    expect(document.title).toBe('Vos souhaits pour la malle de Léo · Little Closet');
    expect(screen.getByText('1 souhait sur 12')).toHaveAttribute('role', 'status');

    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter à mes souhaits, T-shirt rayé' }));
    expect(screen.getByRole('button', { name: 'Retirer de mes souhaits, T-shirt rayé' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('2 souhaits sur 12')).toHaveAttribute('role', 'status');
    expect(calls).toContain('PUT /api/clients/me/kids/11/requests/9/wishes/31');

    // "Done" waits for the wish to be saved.
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrement…' }));
    expect(location.history.at(-1)).toBe('/11/suggestions/9');
    answer(Response.json({ ...request, wishes: [...request.wishes, { product_id: 31, variant_id: null }] }));
    await userEvent.click(await screen.findByRole('button', { name: 'J’ai terminé' }));
    expect(location.history.at(-1)).toBe('/11/suggestions/9/success');
  });

  it('puts a wish back as it was when the server refuses it, and says why', async () => {
    serve(sampleRequest({ id: 9 }), async () =>
      Response.json({ type: 'PRODUCT_NOT_FOR_PROFILE', title: 'Not for this profile', status: 409 }, { status: 409, headers: { 'Content-Type': 'application/problem+json' } }),
    );
    renderAt('9', 'de');
    await userEvent.click(await screen.findByRole('button', { name: 'Zu meinen Wünschen hinzufügen, Jean droit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Artikel passt nicht zu diesem Profil.');
    expect(screen.getByRole('button', { name: 'Zu meinen Wünschen hinzufügen, Jean droit' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('Kein Wunsch von 12')).toHaveAttribute('role', 'status');
  });

  it('explains that a trunk the stylist has started takes no more wishes, and links to the trunk', async () => {
    const calls = serve(sampleRequest({ id: 9, status_details: { code: 'PREPARING', actions: [] }, is_blocked: true }));
    renderAt('9');
    expect(await screen.findByText('La malle de Léo est déjà entre les mains de la styliste : les souhaits ne peuvent plus changer.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voir la malle de Léo' })).toHaveAttribute('href', '/11/malle');
    expect(screen.queryByRole('button', { name: /souhaits/ })).toBeNull();
    expect(calls.some((call) => call.endsWith('/suggestions'))).toBe(false);
  });

  it('keeps a full trunk open, so that a wish can make room', async () => {
    const wishes = Array.from({ length: 12 }, (_, index) => ({ product_id: 31 + index, variant_id: null }));
    serve(sampleRequest({ id: 9, wishes, status_details: { code: 'IN_CREATION', actions: ['UPDATE_DELIVERY_DATE'] } }));
    renderAt('9', 'es');
    expect(await screen.findByText('12 deseos de 12')).toBeVisible();
    const card = within((await screen.findByRole('heading', { name: 'Jean droit' })).closest('article')!);
    await userEvent.click(card.getByRole('button', { name: 'Quitar de mis deseos, Jean droit' }));
    await waitFor(() => expect(screen.getByText('11 deseos de 12')).toHaveAttribute('role', 'status'));
  });

});
