import type { ComponentType } from 'react';
import type { PageLoader, PageProps } from '@/shared/lib';
import type { PendingArea } from './pending';

export type Layout = 'default' | 'quiz';
export type Transition = 'none' | 'slide-left';

/**
 * What a page chunk exports: its screen as the default export, and the loader of its first screen's
 * data when it has one. The build names the module it came from (`pageModuleId`), so that the server
 * can tell the browser which files the page needs.
 */
export type PageModule = { default: ComponentType<PageProps>; loader?: PageLoader; pageModuleId?: string };

export interface RouteDef {
  /** Unique name, used in tests, analytics and the placeholder count. */
  name: string;
  /** The path without its locale prefix, as wouter patterns write it. */
  path: string;
  /** Guard names, looked up in the guard registry, run in order. */
  guards: readonly string[];
  layout: Layout;
  transition: Transition;
  /** The page's own chunk, or the area that will build it (the shared placeholder until then). */
  page: { load: () => Promise<PageModule> } | { pending: PendingArea };
  /**
   * A public page: rendered on the server with its data, indexed, listed in the sitemap. Other
   * routes get the app shell from the server and render in the browser.
   */
  ssr: boolean;
  /** Listed in the sitemap (each public page unless it says otherwise). */
  sitemap: boolean;
}

type Options = { guards?: readonly string[]; layout?: Layout; transition?: Transition; ssr?: boolean; sitemap?: boolean };

function route(name: string, path: string, page: RouteDef['page'], options: Options): RouteDef {
  return { name, path, guards: options.guards ?? [], layout: options.layout ?? 'default', transition: options.transition ?? 'none', page, ssr: options.ssr ?? false, sitemap: options.sitemap ?? options.ssr ?? false };
}

function built(name: string, path: string, load: () => Promise<PageModule>, options: Options = {}): RouteDef {
  return route(name, path, { load }, options);
}

function pending(name: string, path: string, area: PendingArea, options: Options = {}): RouteDef {
  return route(name, path, { pending: area }, options);
}

const AUTH = ['lc-auth'] as const;
const SIGNED_UP = ['lc-auth', 'signed-up'] as const;
const QUIZ = { layout: 'quiz', transition: 'slide-left' } as const;
const SLIDE = { transition: 'slide-left' } as const;
const PUBLIC = { ssr: true } as const;

/**
 * Every route of the website, in matching order: fixed paths before parameters, the
 * per-kid paths (`/{kidId}/...`) last. Each exists in fr (no prefix), /de, /nl and /es.
 */
export const ROUTES: readonly RouteDef[] = [
  // Public
  built('home', '/', () => import('@/pages/home'), PUBLIC),
  pending('looks', '/looks', 'content', PUBLIC),
  built('woman', '/woman', () => import('@/pages/home'), PUBLIC),
  pending('concept', '/concept', 'content', PUBLIC),
  pending('contact', '/contact', 'support', PUBLIC),
  pending('loyalty', '/loyalty', 'loyalty', PUBLIC),
  pending('referral', '/referral', 'loyalty', PUBLIC),
  pending('faq', '/faq', 'content', PUBLIC),
  pending('brands', '/brands', 'content', PUBLIC),
  pending('brands-page', '/brands/:page', 'content', PUBLIC),
  pending('testimonials', '/testimonials', 'content', PUBLIC),
  pending('stylists', '/stylists', 'content', PUBLIC),
  pending('stylists-page', '/stylists/:page', 'content', PUBLIC),
  pending('giftcard', '/giftcard', 'giftcards', PUBLIC),
  pending('giftcard-checkout', '/giftcard/checkout', 'giftcards'),
  pending('giftcard-payment-successful', '/giftcard/payment-successful', 'giftcards', { guards: AUTH }),
  pending('littlegeste', '/littlegeste', 'recycle', PUBLIC),
  pending('terms-and-conditions', '/terms-and-conditions', 'content', PUBLIC),
  built('unsub', '/unsub/:number/:list', () => import('@/pages/unsub')),
  pending('lp-referral-invitation', '/lp-referral/invitation', 'loyalty', PUBLIC),
  pending('sitemap', '/sitemap.xml', 'content'),
  pending('blog', '/blog', 'content', { guards: ['blog'], ...PUBLIC }),
  pending('blog-category', '/blog/category/:name', 'content', { guards: ['blog'], ...PUBLIC }),
  pending('blog-page', '/blog/:page', 'content', { guards: ['blog'], ...PUBLIC }),

  // Shop
  built('shop', '/shop', () => import('@/pages/shop/home'), PUBLIC),
  // The cart renders on the server (its contents load in the browser) but is no page to index.
  built('shop-cart', '/shop/cart', () => import('@/pages/shop/cart'), { ssr: true, sitemap: false }),
  built('shop-checkout', '/shop/checkout', () => import('@/pages/shop/checkout')),
  built('shop-all-products', '/shop/all-products', () => import('@/pages/shop/all-products'), PUBLIC),
  built('shop-birth-gift', '/shop/birth-gift', () => import('@/pages/shop/birth-gift'), PUBLIC),
  built('shop-your-shop', '/shop/your-shop', () => import('@/pages/your-shop/shop'), { guards: ['shop'] }),
  built('shop-payment-successful', '/shop/payment-successful', () => import('@/pages/shop/payment-successful'), { guards: AUTH }),
  built('sandbox-approval', '/sandbox/approve/:approvalId', () => import('@/pages/sandbox-approval')),
  built('shop-product', '/shop/product/:id', () => import('@/pages/shop/product'), { ...SLIDE, ...PUBLIC }),
  built('shop-collection', '/shop/:collection', () => import('@/pages/shop/collection'), PUBLIC),
  built('shop-collection-product', '/shop/:collection/:productId', () => import('@/pages/shop/product'), { ...SLIDE, ...PUBLIC }),

  // Visitor-only
  built('login', '/login', () => import('@/pages/login'), { guards: ['guest'] }),
  built('logout', '/logout', () => import('@/pages/logout'), { guards: ['guest'] }),
  built('reset-password', '/reset-password', () => import('@/pages/reset-password'), { guards: ['guest'] }),

  // Account area
  built('infos', '/infos', () => import('@/pages/account'), { guards: AUTH }),
  built('infos-help', '/infos/help', () => import('@/pages/account-help'), { guards: AUTH, ...SLIDE }),
  built('infos-all-boxes', '/infos/all-boxes', () => import('@/pages/trunks/all-boxes'), { guards: AUTH, ...SLIDE }),
  built('infos-edit', '/infos/edit', () => import('@/pages/account-edit'), { guards: AUTH, ...SLIDE }),
  built('infos-edit-password', '/infos/edit/password', () => import('@/pages/account-password'), { guards: AUTH, ...SLIDE }),
  built('infos-edit-addresses', '/infos/edit/addresses', () => import('@/pages/account-addresses'), { guards: AUTH, ...SLIDE }),
  pending('infos-edit-return-mode', '/infos/edit/return-mode', 'returns', { guards: AUTH, ...SLIDE }),
  pending('infos-edit-return-mode-confirmation', '/infos/edit/return-mode/confirmation', 'returns', { guards: AUTH }),
  pending('infos-edit-return-deadline', '/infos/edit/return-deadline/:orderId', 'returns', { guards: AUTH, ...SLIDE }),
  pending('infos-add-giftcard', '/infos/add-giftcard', 'giftcards', { guards: AUTH, ...SLIDE }),
  built('infos-add-payment', '/infos/add/payment', () => import('@/pages/account-payment'), { guards: SIGNED_UP, ...SLIDE }),
  pending('infos-littlegeste', '/infos/littlegeste', 'recycle', { guards: AUTH }),
  built('infos-orders', '/infos/orders', () => import('@/pages/orders/list'), { guards: AUTH, ...SLIDE }),
  pending('infos-wallet', '/infos/wallet', 'giftcards', { guards: AUTH, ...SLIDE }),
  pending('infos-referral', '/infos/referral', 'loyalty', { guards: AUTH, ...SLIDE }),
  pending('infos-return-labels', '/infos/return-labels', 'returns', { guards: AUTH, ...SLIDE }),
  pending('infos-loyalty', '/infos/loyalty', 'loyalty', { guards: ['lc-auth', 'loyalty'], ...SLIDE }),
  pending('infos-loyalty-history', '/infos/loyalty/history', 'loyalty', { guards: AUTH, ...SLIDE }),
  built('infos-failed-payment', '/infos/failed-payment', () => import('@/pages/orders/failed-payment'), { guards: AUTH }),
  built('infos-failed-payment-order', '/infos/failed-payment/:orderId', () => import('@/pages/orders/failed-payment-order'), { guards: AUTH }),
  built('infos-failed-payment-success', '/infos/failed-payment/:orderId/success', () => import('@/pages/orders/failed-payment-success'), { guards: AUTH }),
  built('infos-kids', '/infos/kids', () => import('@/pages/kids'), { guards: ['lc-auth', 'profile'], ...SLIDE }),
  built('infos-preview', '/infos/preview', () => import('@/pages/preview/list'), { guards: SIGNED_UP }),
  built('infos-preview-request', '/infos/preview/:profileId/:requestId', () => import('@/pages/preview/request'), { guards: ['lc-auth', 'preview'] }),
  built('infos-preview-comment', '/infos/preview/:profileId/:requestId/comment', () => import('@/pages/preview/comment'), { guards: SIGNED_UP, ...SLIDE }),
  built('infos-preview-confirmation', '/infos/preview/:profileId/:requestId/confirmation', () => import('@/pages/preview/confirmation'), { guards: SIGNED_UP }),
  pending('infos-returns', '/infos/returns', 'returns', { guards: SIGNED_UP }),
  pending('infos-returns-order', '/infos/returns/order/:id', 'returns', { guards: SIGNED_UP, ...SLIDE }),
  pending('infos-returns-order-success', '/infos/returns/order/:id/success', 'returns', { guards: SIGNED_UP }),
  pending('infos-return', '/infos/returns/:id', 'returns', { guards: SIGNED_UP, ...SLIDE }),
  pending('infos-return-success', '/infos/returns/:id/success', 'returns', { guards: SIGNED_UP }),
  built('infos-subscriptions', '/infos/subscriptions', () => import('@/pages/trunks/subscriptions'), { guards: SIGNED_UP }),
  built('infos-subscription-reactivate', '/infos/subscriptions/:profileId/reactivate', () => import('@/pages/trunks/reactivate'), SLIDE),
  pending('infos-rating', '/infos/rating/:orderId', 'returns', { guards: SIGNED_UP }),
  built('login-kid-choice', '/login/kid-choice', () => import('@/pages/kid-choice'), { guards: ['lc-auth', 'kids'] }),
  built('profil', '/profil', () => import('@/pages/profile'), { guards: SIGNED_UP }),
  built('profil-woman', '/profil/woman/:profileId', () => import('@/pages/profile'), { guards: SIGNED_UP }),
  built('profil-profile', '/profil/:profileId', () => import('@/pages/profile'), { guards: SIGNED_UP }),
  built('preview-confirmation', '/preview/confirmation', () => import('@/pages/preview/public-confirmation'), PUBLIC),
  built('preview-confirmation-woman', '/preview/confirmation/woman', () => import('@/pages/preview/public-confirmation'), PUBLIC),

  // Stylist shop
  built('your-shop', '/your-shop', () => import('@/pages/your-shop/shop'), { guards: ['shop'] }),
  built('your-shop-new', '/your-shop/new', () => import('@/pages/your-shop/shop'), { guards: ['shop'] }),
  built('your-shop-looks', '/your-shop/looks', () => import('@/pages/your-shop/shop'), { guards: ['shop'] }),
  built('your-shop-essentials', '/your-shop/essentials', () => import('@/pages/your-shop/shop'), { guards: ['shop'] }),
  built('your-shop-recommendations', '/your-shop/recommendations', () => import('@/pages/your-shop/shop'), { guards: ['shop'] }),

  // Recycle label area
  pending('create-label', '/littlegeste/create-label', 'recycle'),
  pending('create-label-address', '/littlegeste/create-label/address', 'recycle', { guards: ['littlegeste'], ...SLIDE }),
  pending('create-label-confirmation', '/littlegeste/create-label/confirmation', 'recycle', { guards: ['lc-auth', 'littlegeste'] }),
  pending('create-label-blocked', '/littlegeste/create-label/blocked/:reason', 'recycle'),

  // Quiz (own layout)
  built('quiz-signup-kid', '/quiz/signup/kid', () => import('@/pages/quiz/signup'), QUIZ),
  built('quiz-signup-woman', '/quiz/signup/woman', () => import('@/pages/quiz/signup'), QUIZ),
  built('quiz-comment', '/quiz/comment/:kidId', () => import('@/pages/quiz/comment'), QUIZ),
  built('quiz-new-kid', '/quiz/new-kid/kid', () => import('@/pages/quiz/answers'), { guards: ['lc-auth', 'kids'], ...QUIZ }),
  built('quiz-new-kid-editing', '/quiz/new-kid/kid/:editingKidId', () => import('@/pages/quiz/answers'), { guards: ['lc-auth', 'kids', 'new-kid'], ...QUIZ }),
  built('quiz-new-profile-woman', '/quiz/new-profile/woman', () => import('@/pages/quiz/answers'), { guards: ['lc-auth', 'kids'], ...QUIZ }),
  built('quiz-new-profile-woman-editing', '/quiz/new-profile/woman/:editingKidId', () => import('@/pages/quiz/answers'), { guards: ['lc-auth', 'kids', 'new-woman'], ...QUIZ }),
  built('quiz-additional-confirm', '/quiz/additional-quiz/confirm/:kidId', () => import('@/pages/quiz/confirm'), { guards: SIGNED_UP, ...QUIZ }),
  built('quiz-confirm-woman', '/quiz/confirm/woman/:kidId/:requestId', () => import('@/pages/quiz/confirm'), { guards: SIGNED_UP, ...QUIZ }),
  built('quiz-confirm', '/quiz/confirm/:kidId/:requestId', () => import('@/pages/quiz/confirm'), { guards: SIGNED_UP, ...QUIZ }),
  built('quiz-woman-size-alert', '/quiz/:code/woman/size-alert/:profileId', () => import('@/pages/quiz/size-alert'), { guards: AUTH, ...QUIZ }),
  built('quiz-woman-profile', '/quiz/:code/woman/profile/:kidId', () => import('@/pages/quiz/profile'), QUIZ),
  built('quiz-woman-step', '/quiz/:code/woman/:slug/:kidId', () => import('@/pages/quiz/answers'), { guards: AUTH, ...QUIZ }),
  built('quiz-woman', '/quiz/:code/woman/:kidId', () => import('@/pages/quiz/answers'), { guards: AUTH, ...QUIZ }),
  built('quiz-code-comment', '/quiz/:code/comment/:kidId', () => import('@/pages/quiz/comment'), { guards: AUTH, ...QUIZ }),
  built('quiz-photo', '/quiz/:code/photo/:kidId', () => import('@/pages/quiz/photo'), QUIZ),
  built('quiz-profile', '/quiz/:code/profile/:kidId', () => import('@/pages/quiz/profile'), QUIZ),
  built('quiz-kid', '/quiz/:code/kid/:kidId', () => import('@/pages/quiz/answers'), { guards: AUTH, ...QUIZ }),
  built('quiz-checkout', '/quiz/:code/checkout/:kidId', () => import('@/pages/quiz/membership'), { guards: AUTH, ...QUIZ }),
  built('quiz-membership', '/quiz/:code/membership/:kidId', () => import('@/pages/quiz/membership'), { guards: AUTH, ...QUIZ }),
  built('quiz-subscription', '/quiz/:code/subscription/:kidId', () => import('@/pages/quiz/membership'), { guards: AUTH, ...QUIZ }),
  built('quiz-step', '/quiz/:code/:slug', () => import('@/pages/quiz/start'), QUIZ),
  built('quiz', '/quiz/:code', () => import('@/pages/quiz/start'), QUIZ),

  // Per kid (last: their first segment is a parameter)
  built('kid-your-shop', '/:kidId/your-shop', () => import('@/pages/your-shop/shop'), { guards: ['shop'] }),
  ...(['new', 'looks', 'promo', 'essentials', 'recommendations'] as const).flatMap((section) => [
    built(`kid-your-shop-${section}`, `/:kidId/your-shop/${section}`, () => import('@/pages/your-shop/shop'), { guards: ['shop'] }),
    built(`kid-your-shop-${section}-product`, `/:kidId/your-shop/${section}/:productId`, () => import('@/pages/your-shop/product'), { guards: ['shop'], ...SLIDE }),
  ]),
  built('kid-malle', '/:kidId/malle', () => import('@/pages/trunks/malle'), { guards: ['lc-auth', 'signed-up', 'profile-suggestions'] }),
  built('kid-malle-delivery', '/:kidId/malle/:subscription/delivery', () => import('@/pages/trunks/delivery'), { guards: SIGNED_UP, ...SLIDE }),
  built('kid-suggestions', '/:kidId/suggestions', () => import('@/pages/suggestions/kid'), { guards: SIGNED_UP }),
  built('kid-suggestions-request', '/:kidId/suggestions/:requestId', () => import('@/pages/suggestions/request'), { guards: ['lc-auth', 'signed-up', 'profile-suggestions'] }),
  built('kid-suggestions-success', '/:kidId/suggestions/:requestId/success', () => import('@/pages/suggestions/success'), { guards: SIGNED_UP }),
  built('kid-suggestions-product', '/:kidId/suggestions/:requestId/product/:id', () => import('@/pages/suggestions/product'), { guards: ['lc-auth', 'signed-up', 'profile-suggestions'], ...SLIDE }),
  built('order-satisfied', '/:orderId/satisfied', () => import('@/pages/suggestions/satisfied'), { guards: SIGNED_UP }),
];

/** Woman-themed routes: their path says so. Editing a woman profile elsewhere arrives with profiles. */
export function isWomanPath(path: string): boolean {
  return path.includes('woman');
}
