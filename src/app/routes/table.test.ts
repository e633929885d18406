import { describe, expect, it } from 'vitest';
import { matchRoute, type Parser } from 'wouter';
import { parse } from 'regexparam';
import { createGuardRegistry } from '../guards/guards';
import { findRoute } from './match';
import { ROUTES } from './table';

const parser: Parser = (route, loose) => parse(route, loose);

/** Every route of seed 000 and seed 001 section 2, with its guards, as the specifications list them. */
const SPECIFIED: Array<[path: string, guards: string[]]> = [
  ['/', []], ['/looks', []], ['/woman', []], ['/concept', []], ['/contact', []], ['/loyalty', []], ['/referral', []],
  ['/faq', []], ['/brands', []], ['/brands/:page', []], ['/testimonials', []], ['/stylists', []], ['/stylists/:page', []],
  ['/giftcard', []], ['/giftcard/checkout', []], ['/littlegeste', []], ['/terms-and-conditions', []], ['/unsub/:number/:list', []],
  // `/sitemap.xml` is no page: the server answers it (server/pages/sitemap.ts).
  ['/lp-referral/invitation', []],
  ['/blog', ['blog']], ['/blog/:page', ['blog']], ['/blog/category/:name', ['blog']],
  // Not in the seeds: a blog post's own page.
  ['/blog/post/:slug', ['blog']],
  ['/shop', []], ['/shop/cart', []], ['/shop/checkout', []], ['/shop/all-products', []], ['/shop/birth-gift', []],
  ['/shop/your-shop', ['shop']], ['/shop/product/:id', []], ['/shop/:collection', []], ['/shop/:collection/:productId', []],
  ['/shop/payment-successful', ['lc-auth']], ['/giftcard/payment-successful', ['lc-auth']],
  // Not in the seeds: the payment sandbox's approval page (PayPal, Klarna, iDEAL, 3-D Secure stand-in).
  ['/sandbox/approve/:approvalId', []],
  ['/login', ['guest']], ['/logout', ['guest']], ['/reset-password', ['guest']],
  // Not in the seeds: the confirmation link mailed to a new email (PATCH clients/me).
  ['/confirm-email', []],
  ...['/infos', '/infos/help', '/infos/all-boxes', '/infos/edit', '/infos/edit/password', '/infos/edit/addresses', '/infos/add-giftcard',
    '/infos/littlegeste', '/infos/orders', '/infos/wallet', '/infos/referral', '/infos/return-labels', '/infos/loyalty/history',
    '/infos/failed-payment', '/infos/failed-payment/:orderId', '/infos/failed-payment/:orderId/success', '/infos/edit/return-mode',
    '/infos/edit/return-mode/confirmation', '/infos/edit/return-deadline/:orderId'].map((p): [string, string[]] => [p, ['lc-auth']]),
  ['/infos/loyalty', ['lc-auth', 'loyalty']], ['/infos/kids', ['lc-auth', 'profile']], ['/login/kid-choice', ['lc-auth', 'kids']],
  ...['/infos/preview', '/infos/returns', '/infos/returns/:id', '/infos/returns/:id/success', '/infos/returns/order/:id',
    '/infos/returns/order/:id/success', '/infos/subscriptions', '/infos/add/payment', '/infos/rating/:orderId', '/profil',
    '/profil/:profileId', '/profil/woman/:profileId', '/:orderId/satisfied'].map((p): [string, string[]] => [p, ['lc-auth', 'signed-up']]),
  ['/infos/subscriptions/:profileId/reactivate', []],
  ['/infos/preview/:profileId/:requestId', ['lc-auth', 'preview']],
  ['/infos/preview/:profileId/:requestId/comment', ['lc-auth', 'signed-up']],
  ['/infos/preview/:profileId/:requestId/confirmation', ['lc-auth', 'signed-up']],
  ['/preview/confirmation', []], ['/preview/confirmation/woman', []],
  ['/:kidId/malle', ['lc-auth', 'signed-up', 'profile-suggestions']],
  ['/:kidId/malle/:subscription/delivery', ['lc-auth', 'signed-up']],
  ['/:kidId/suggestions', ['lc-auth', 'signed-up']],
  ['/:kidId/suggestions/:requestId', ['lc-auth', 'signed-up', 'profile-suggestions']],
  ['/:kidId/suggestions/:requestId/success', ['lc-auth', 'signed-up']],
  ['/:kidId/suggestions/:requestId/product/:id', ['lc-auth', 'signed-up', 'profile-suggestions']],
  ...['/your-shop', '/your-shop/new', '/your-shop/looks', '/your-shop/essentials', '/your-shop/recommendations', '/:kidId/your-shop',
    ...['new', 'looks', 'promo', 'essentials', 'recommendations'].flatMap((s) => [`/:kidId/your-shop/${s}`, `/:kidId/your-shop/${s}/:productId`]),
  ].map((p): [string, string[]] => [p, ['shop']]),
  ['/quiz/:code', []], ['/quiz/:code/:slug', []], ['/quiz/signup/kid', []], ['/quiz/signup/woman', []], ['/quiz/comment/:kidId', []],
  ['/quiz/:code/comment/:kidId', ['lc-auth']], ['/quiz/:code/photo/:kidId', []], ['/quiz/:code/profile/:kidId', []],
  ['/quiz/:code/kid/:kidId', ['lc-auth']], ['/quiz/:code/woman/:kidId', ['lc-auth']], ['/quiz/:code/woman/:slug/:kidId', ['lc-auth']],
  ['/quiz/:code/woman/profile/:kidId', []], ['/quiz/:code/woman/size-alert/:profileId', ['lc-auth']],
  ['/quiz/:code/checkout/:kidId', ['lc-auth']], ['/quiz/:code/membership/:kidId', ['lc-auth']], ['/quiz/:code/subscription/:kidId', ['lc-auth']],
  ['/quiz/new-kid/kid', ['lc-auth', 'kids']], ['/quiz/new-kid/kid/:editingKidId', ['lc-auth', 'kids', 'new-kid']],
  ['/quiz/new-profile/woman', ['lc-auth', 'kids']], ['/quiz/new-profile/woman/:editingKidId', ['lc-auth', 'kids', 'new-woman']],
  ['/quiz/additional-quiz/confirm/:kidId', ['lc-auth', 'signed-up']],
  ['/quiz/confirm/:kidId/:requestId', ['lc-auth', 'signed-up']], ['/quiz/confirm/woman/:kidId/:requestId', ['lc-auth', 'signed-up']],
  ['/littlegeste/create-label', []], ['/littlegeste/create-label/address', ['littlegeste']],
  ['/littlegeste/create-label/confirmation', ['lc-auth', 'littlegeste']], ['/littlegeste/create-label/blocked/:reason', []],
];

/** A concrete path for a pattern: each parameter gets a value that names it. */
function example(pattern: string): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => `${name.toLowerCase()}-42`);
}

describe('the route table', () => {
  it('has every specified route with its guards, and nothing else', () => {
    const table = new Map(ROUTES.map((r) => [r.path, [...r.guards]]));
    expect(new Set(table.keys())).toEqual(new Set(SPECIFIED.map(([path]) => path)));
    for (const [path, guards] of SPECIFIED) expect({ path, guards: table.get(path) }).toEqual({ path, guards });
  });

  it('has unique names and paths', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it.each(SPECIFIED.map(([path]) => path))('reaches %s from a concrete path (no earlier route shadows it)', (pattern) => {
    const found = findRoute(parser, example(pattern));
    expect(found?.route.path).toBe(pattern);
  });

  it('gives quiz pages the quiz layout and every other page the default one', () => {
    for (const route of ROUTES) expect([route.path, route.layout]).toEqual([route.path, route.path.startsWith('/quiz') ? 'quiz' : 'default']);
  });

  it('names only registered guards', () => {
    const registry = createGuardRegistry();
    for (const route of ROUTES) for (const guard of route.guards) expect(registry.has(guard), guard).toBe(true);
  });

  it('gives every route a name of its own and its own page chunk', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    for (const route of ROUTES) expect(typeof route.page.load, route.name).toBe('function');
  });

  it('reads parameters, and matches nothing for an unknown path', () => {
    expect(findRoute(parser, '/shop/robes/123-robe-fleurie')?.params).toMatchObject({ collection: 'robes', productId: '123-robe-fleurie' });
    expect(findRoute(parser, '/infos/unknown/deep/path')).toBeNull();
    expect(matchRoute(parser, '/quiz/:code', '/quiz/signup-woman')[0]).toBe(true);
  });
});

describe('public pages', () => {
  it('are the pages a visitor lands on from a search engine, rendered on the server; the areas behind sign-in are not', () => {
    const ssr = ROUTES.filter((r) => r.ssr).map((r) => r.path);
    for (const path of ['/', '/woman', '/shop', '/shop/all-products', '/shop/birth-gift', '/shop/:collection', '/shop/product/:id', '/shop/:collection/:productId', '/giftcard', '/preview/confirmation']) {
      expect(ssr).toContain(path);
    }
    expect(ROUTES.filter((r) => r.ssr && r.guards.includes('lc-auth'))).toEqual([]);
    expect(ROUTES.find((r) => r.path === '/shop/cart')).toMatchObject({ ssr: true, sitemap: false });
  });
});
