import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProfileStore, ProfileStoreContext, sampleProfile } from '@/entities/profile';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { sampleRequest, type TrunkRequest } from '@/entities/trunk';
import { sampleLooks, sampleProduct } from '@/features/look-rating';
import { renderWithApp } from '@/shared/testing';
import KidSuggestionsPage from './KidSuggestionsPage';

const leo = sampleProfile({ id: 11, firstname: 'léo', gender: 'BOY', has_requested: true });

/** The API of Léo with `next` as his next trunk; the calls made. */
function serve(next: TrunkRequest | null) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (sent: Request) => {
    const { pathname } = new URL(sent.url);
    calls.push(`${sent.method} ${pathname}`);
    if (pathname.endsWith('/next-request')) {
      return Response.json(next ?? null);
    }
    if (pathname.endsWith('/requests')) return Response.json(next ? [next] : []);
    if (pathname.endsWith('/subscriptions')) return Response.json([]);
    if (pathname.endsWith('/delays')) return Response.json({ optimistic_delivery_delay: 5, pessimistic_delivery_delay: 8 });
    if (pathname.endsWith('/tinder/suggestions')) return Response.json(sampleLooks);
    if (pathname.endsWith('/tinder')) return Response.json(await sent.json());
    if (pathname.endsWith('/suggestions')) return Response.json({ page: 1, page_size: 24, pages: 1, total: 1, products: [sampleProduct({ id: 40, name: 'Bonnet' })] });
    return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 });
  });
  return calls;
}

function renderPage() {
  return renderWithApp(
    <SessionContext.Provider value={staticSession({ status: 'authenticated', client: sampleClient({ id: 7 }) })}>
      <ProfileStoreContext.Provider value={createProfileStore({ list: async () => [leo], remove: async () => undefined })}>
        <KidSuggestionsPage params={{ kidId: '11' }} />
      </ProfileStoreContext.Provider>
    </SessionContext.Provider>,
    { path: '/11/suggestions' },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the suggestions page of a profile', () => {
  it('offers the wishes of the next trunk while it is customisable, looks to rate and products to browse', async () => {
    const calls = serve(sampleRequest({ id: 9 }));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Les suggestions de Léo' })).toBeVisible();
    const banner = within(await screen.findByRole('complementary', { name: 'La prochaine malle de Léo se prépare' }));
    expect(banner.getByRole('link', { name: 'Choisir mes souhaits' })).toHaveAttribute('href', '/11/suggestions/9');

    // A rated look leaves at once; the next one takes the focus.
    expect(await screen.findByRole('heading', { level: 3, name: 'Marinière du dimanche' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'J’aime' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Parc et toboggan' })).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Marinière du dimanche' })).toBeNull();
    expect(calls).toContain('POST /api/clients/me/kids/11/tinder');

    expect(await screen.findByRole('heading', { level: 3, name: 'Bonnet' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /souhaits/ })).toBeNull();
  });

  it('has no wishes banner when the next trunk takes no wishes, or there is none', async () => {
    serve(sampleRequest({ id: 0, status_details: { code: 'UPCOMING', actions: ['UPDATE_DELIVERY_DATE'] } }));
    renderPage();
    expect(await screen.findByRole('heading', { level: 3, name: 'Marinière du dimanche' })).toBeVisible();
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
