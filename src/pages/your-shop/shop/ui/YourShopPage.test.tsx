import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProfileStore, ProfileStoreContext, sampleProfile, type Profile } from '@/entities/profile';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { sampleProduct } from '@/features/look-rating';
import type { components } from '@/shared/api';
import { renderWithApp } from '@/shared/testing';
import YourShopPage from './YourShopPage';

type KidCollection = components['schemas']['KidCollection'];

const leo = sampleProfile({ id: 11, firstname: 'léo', gender: 'BOY', has_requested: true });
const julia = sampleProfile({ id: 12, firstname: 'julia', gender: 'WOMAN', profile_type: 'WOMAN', has_requested: true });
const cap = sampleProduct({ id: 40, name: 'Bonnet' });
const tee = sampleProduct({ id: 41, name: 'T-shirt rayé' });
const jeans = sampleProduct({ id: 42, name: 'Jean droit', original_price: 30 });

const collection = (slug: KidCollection['slug'], name: string, products: KidCollection['products'], looks: KidCollection['looks'] = []): KidCollection => ({
  slug,
  name,
  is_shop: slug !== 'recommendations',
  is_custom: slug === 'looks' || slug === 'recommendations',
  is_suggestion: slug === 'recommendations',
  products,
  looks,
});

/** The shop of each profile as the API gives it; the calls made. */
function serve(shops: Record<number, KidCollection[]>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (sent: Request) => {
    const { pathname } = new URL(sent.url);
    calls.push(`${sent.method} ${pathname}`);
    const kidId = /^\/api\/shop\/kids\/(\d+)\/product-collections$/.exec(pathname)?.[1];
    if (kidId && shops[Number(kidId)]) return Response.json({ kid_id: Number(kidId), collections: shops[Number(kidId)] });
    if (pathname === '/api/shop/subscriber-offer') return Response.json({ percent: 10, subscription_statuses: ['ONGOING_SUBSCRIPTION'] });
    return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 });
  });
  return calls;
}

function renderPage(path: string, params: Record<string, string>, options: { profiles?: Profile[]; locale?: 'fr' | 'de'; subscribed?: boolean } = {}) {
  const client = sampleClient({ id: 7, woman_subscription_status: options.subscribed ? 'ONGOING_SUBSCRIPTION' : null });
  return renderWithApp(
    <SessionContext.Provider value={staticSession({ status: 'authenticated', client })}>
      <ProfileStoreContext.Provider value={createProfileStore({ list: async () => options.profiles ?? [leo, julia], remove: async () => undefined })}>
        <YourShopPage params={params} />
      </ProfileStoreContext.Provider>
    </SessionContext.Provider>,
    { path, locale: options.locale },
  );
}

afterEach(() => vi.unstubAllGlobals());

/** The first render of a run compiles the page's modules: slower on a busy machine. */
const LOADED = { timeout: 5000 };

const leoShop = [
  collection('new', 'Nouveautés', [tee]),
  collection('looks', 'Looks', [tee, cap], [{ id: 5, name: 'Petit mousse', gender: 'BOY', products: [tee, cap] }]),
  collection('promo', 'Petits prix', []),
  collection('essentials', 'Essentiels', [tee]),
  collection('recommendations', 'La sélection de la styliste', [tee, cap, jeans]),
];

describe('a profile’s stylist shop section', () => {
  it('shows the looks of the section with their pieces, each leading to its page in the shop', async () => {
    const calls = serve({ 11: leoShop });
    renderPage('/11/your-shop/looks', { kidId: '11' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Looks' }, LOADED)).toBeVisible();
    expect(screen.getByRole('link', { name: 'La boutique de Léo' })).toHaveAttribute('href', '/11/your-shop');
    const look = within(screen.getByRole('region', { name: 'Petit mousse' }));
    expect(look.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['T-shirt rayé', 'Bonnet']);
    expect(look.getByRole('link', { name: 'Voir l’article, Bonnet' })).toHaveAttribute('href', '/11/your-shop/looks/40-bonnet');

    const sections = within(screen.getByRole('navigation', { name: 'Rayons de la boutique' }));
    expect(sections.getByRole('link', { name: 'Looks' })).toHaveAttribute('aria-current', 'page');
    expect(sections.getByRole('link', { name: 'Petits prix' })).toHaveAttribute('href', '/11/your-shop/promo');
    expect(sections.getByRole('link', { name: 'Toute la boutique' })).not.toHaveAttribute('aria-current');
    // The other profile's shop is one link away; the subscribers' offer is for the overview.
    expect(within(screen.getByRole('navigation', { name: 'Les boutiques de la famille' })).getByRole('link', { name: 'Pour vous' })).toHaveAttribute('href', '/12/your-shop');
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(calls).toEqual(['GET /api/shop/kids/11/product-collections']);
  });

  it('says so when a section has nothing in the profile’s size', async () => {
    serve({ 11: leoShop });
    renderPage('/11/your-shop/promo', { kidId: '11' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Petits prix' }, LOADED)).toBeVisible();
    expect(screen.getByText('Aucun article dans ce rayon pour le moment.')).toBeVisible();
  });

  it('says so when the shop cannot be loaded', async () => {
    serve({});
    const jade = sampleProfile({ id: 13, firstname: 'jade' });
    renderPage('/13/your-shop/new', { kidId: '13' }, { profiles: [jade] });
    expect(await screen.findByText('La boutique n’a pas pu être chargée. Réessayez dans un instant.', {}, LOADED)).toBeVisible();
  });
});

describe('the client’s own shop', () => {
  it('opens on the first active profile’s overview in the woman theme, with the subscribers’ offer and every filled section', async () => {
    serve({
      12: [
        collection('new', 'Neuheiten', [jeans, tee, cap, sampleProduct({ id: 43, name: 'Bluse' }), sampleProduct({ id: 44, name: 'Mantel' })]),
        collection('looks', 'Looks', []),
        collection('promo', 'Reduziert', [jeans]),
        collection('essentials', 'Basics', []),
        collection('recommendations', 'Die Auswahl Ihrer Stylistin', [cap]),
      ],
    });
    renderPage('/de/your-shop', {}, { profiles: [{ ...leo, has_requested: false }, julia], locale: 'de', subscribed: true });
    const title = await screen.findByRole('heading', { level: 1, name: 'Ihre Boutique' }, LOADED);
    expect(title.closest('[data-theme]')).toHaveAttribute('data-theme', 'woman');
    expect(within(await screen.findByRole('complementary', { name: 'Der Abo-Vorteil' })).getByText('Mit Ihrem Abo erhalten Sie 10 % Rabatt auf alle Artikel der Boutique.')).toBeVisible();

    expect(await screen.findByRole('heading', { level: 2, name: 'Neuheiten' })).toBeVisible();
    const news = within(screen.getByRole('region', { name: 'Neuheiten' }));
    expect(news.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(news.getByRole('link', { name: 'Alle ansehen, Neuheiten' })).toHaveAttribute('href', '/de/your-shop/new');
    // The own shop has no promo page: its promo section is the profile's.
    expect(within(screen.getByRole('region', { name: 'Reduziert' })).getByRole('link', { name: 'Alle ansehen, Reduziert' })).toHaveAttribute('href', '/de/12/your-shop/promo');
    expect(screen.queryByRole('region', { name: 'Looks' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Basics' })).toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'Bereiche der Boutique' })).getByRole('link', { name: 'Die ganze Boutique' })).toHaveAttribute('aria-current', 'page');
  });

  it('invites a client without an ongoing subscription to subscribe for the offer', async () => {
    serve({ 11: leoShop });
    renderPage('/your-shop', {}, { profiles: [leo] });
    expect(await screen.findByRole('heading', { level: 1, name: 'La boutique de Léo' }, LOADED)).toBeVisible();
    expect(await screen.findByText('Abonnez-vous à la malle et profitez de 10 % de remise sur tous les articles de la boutique.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 }).closest('[data-theme]')).toHaveAttribute('data-theme', 'kid');
    expect(screen.queryByRole('navigation', { name: 'Les boutiques de la famille' })).toBeNull();
  });
});
