import type { ComponentType } from 'react';
import type { PageLoader, PageProps } from '@/shared/lib';

export type Layout = 'default' | 'quiz';
export type Transition = 'none' | 'slide-left';

/**
 * What a page chunk exports: its screen as the default export, and the loader of its first screen's
 * data when it has one. The build names the module it came from (`pageModuleId`), so that the server
 * can tell the browser which files the page needs.
 */
export type PageModule = { default: ComponentType<PageProps>; loader?: PageLoader; pageModuleId?: string };

export interface RouteDef {
  /** Unique name, used in tests and analytics. */
  name: string;
  /** The path without its locale prefix, as wouter patterns write it. */
  path: string;
  /** Guard names, looked up in the guard registry, run in order. */
  guards: readonly string[];
  layout: Layout;
  transition: Transition;
  /** The page's own chunk. */
  page: { load: () => Promise<PageModule> };
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

/**
 * Each page module once: the routes that show the same page share its loader (and its chunk).
 */
const pages = {
  home: () => import('@/pages/home'),
  unsub: () => import('@/pages/unsub'),
  terms: () => import('@/pages/website/terms'),
  faq: () => import('@/pages/website/faq'),
  contact: () => import('@/pages/website/contact'),
  blog: () => import('@/pages/blog/list'),
  blogPost: () => import('@/pages/blog/post'),
  looks: () => import('@/pages/website/looks'),
  concept: () => import('@/pages/website/concept'),
  littlegeste: () => import('@/pages/littlegeste/public'),
  littlegesteAccount: () => import('@/pages/littlegeste/account'),
  shopHome: () => import('@/pages/shop/home'),
  shopCart: () => import('@/pages/shop/cart'),
  shopCheckout: () => import('@/pages/shop/checkout'),
  shopAllProducts: () => import('@/pages/shop/all-products'),
  shopBirthGift: () => import('@/pages/shop/birth-gift'),
  yourShopShop: () => import('@/pages/your-shop/shop'),
  shopPaymentSuccessful: () => import('@/pages/shop/payment-successful'),
  sandboxApproval: () => import('@/pages/sandbox-approval'),
  shopProduct: () => import('@/pages/shop/product'),
  shopCollection: () => import('@/pages/shop/collection'),
  login: () => import('@/pages/login'),
  logout: () => import('@/pages/logout'),
  resetPassword: () => import('@/pages/reset-password'),
  confirmEmail: () => import('@/pages/confirm-email'),
  account: () => import('@/pages/account'),
  accountHelp: () => import('@/pages/account-help'),
  trunksAllBoxes: () => import('@/pages/trunks/all-boxes'),
  accountEdit: () => import('@/pages/account-edit'),
  accountPassword: () => import('@/pages/account-password'),
  accountAddresses: () => import('@/pages/account-addresses'),
  accountPayment: () => import('@/pages/account-payment'),
  ordersList: () => import('@/pages/orders/list'),
  wallet: () => import('@/pages/wallet/balance'),
  ordersFailedPayment: () => import('@/pages/orders/failed-payment'),
  ordersFailedPaymentOrder: () => import('@/pages/orders/failed-payment-order'),
  ordersFailedPaymentSuccess: () => import('@/pages/orders/failed-payment-success'),
  kids: () => import('@/pages/kids'),
  previewList: () => import('@/pages/preview/list'),
  previewRequest: () => import('@/pages/preview/request'),
  previewComment: () => import('@/pages/preview/comment'),
  previewConfirmation: () => import('@/pages/preview/confirmation'),
  trunksSubscriptions: () => import('@/pages/trunks/subscriptions'),
  trunksReactivate: () => import('@/pages/trunks/reactivate'),
  kidChoice: () => import('@/pages/kid-choice'),
  profile: () => import('@/pages/profile'),
  previewPublicConfirmation: () => import('@/pages/preview/public-confirmation'),
  quizSignup: () => import('@/pages/quiz/signup'),
  quizComment: () => import('@/pages/quiz/comment'),
  quizAnswers: () => import('@/pages/quiz/answers'),
  quizConfirm: () => import('@/pages/quiz/confirm'),
  quizSizeAlert: () => import('@/pages/quiz/size-alert'),
  quizProfile: () => import('@/pages/quiz/profile'),
  quizPhoto: () => import('@/pages/quiz/photo'),
  quizMembership: () => import('@/pages/quiz/membership'),
  quizStart: () => import('@/pages/quiz/start'),
  yourShopProduct: () => import('@/pages/your-shop/product'),
  trunksMalle: () => import('@/pages/trunks/malle'),
  returnsTrunk: () => import('@/pages/returns/trunk'),
  returnsTrunkSuccess: () => import('@/pages/returns/trunk-success'),
  trunksDelivery: () => import('@/pages/trunks/delivery'),
  trunksRating: () => import('@/pages/trunks/rating'),
  suggestionsKid: () => import('@/pages/suggestions/kid'),
  suggestionsRequest: () => import('@/pages/suggestions/request'),
  suggestionsSuccess: () => import('@/pages/suggestions/success'),
  suggestionsProduct: () => import('@/pages/suggestions/product'),
  suggestionsSatisfied: () => import('@/pages/suggestions/satisfied'),
  stylists: () => import('@/pages/website/stylists'),
  brands: () => import('@/pages/website/brands'),
  testimonials: () => import('@/pages/website/testimonials'),
  returnsOverview: () => import('@/pages/returns/overview'),
  returnsOrder: () => import('@/pages/returns/order'),
  returnsOrderSuccess: () => import('@/pages/returns/order-success'),
  returnsLabels: () => import('@/pages/returns/labels'),
  returnsMode: () => import('@/pages/returns/mode'),
  returnsModeConfirmation: () => import('@/pages/returns/mode-confirmation'),
  returnsDeadline: () => import('@/pages/returns/deadline'),
  giftcardOffer: () => import('@/pages/giftcard/offer'),
  giftcardCheckout: () => import('@/pages/giftcard/checkout'),
  giftcardSuccess: () => import('@/pages/giftcard/success'),
  walletAddGiftcard: () => import('@/pages/wallet/add-giftcard'),
  clubLoyalty: () => import('@/pages/club/loyalty'),
  clubAccountLoyalty: () => import('@/pages/club/account-loyalty'),
  clubLoyaltyHistory: () => import('@/pages/club/loyalty-history'),
  clubReferral: () => import('@/pages/club/referral'),
  clubAccountReferral: () => import('@/pages/club/account-referral'),
  clubInvitation: () => import('@/pages/club/invitation'),
  littlegesteCreateStart: () => import('@/pages/littlegeste/create-start'),
  littlegesteCreateAddress: () => import('@/pages/littlegeste/create-address'),
  littlegesteCreateConfirmation: () => import('@/pages/littlegeste/create-confirmation'),
  littlegesteBlocked: () => import('@/pages/littlegeste/blocked'),
} satisfies Record<string, () => Promise<PageModule>>;

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
  built('home', '/', pages.home, PUBLIC),
  built('looks', '/looks', pages.looks, PUBLIC),
  built('woman', '/woman', pages.home, PUBLIC),
  built('concept', '/concept', pages.concept, PUBLIC),
  built('contact', '/contact', pages.contact, PUBLIC),
  built('loyalty', '/loyalty', pages.clubLoyalty, PUBLIC),
  built('referral', '/referral', pages.clubReferral, PUBLIC),
  built('faq', '/faq', pages.faq, PUBLIC),
  built('brands', '/brands', pages.brands, PUBLIC),
  built('brands-page', '/brands/:page', pages.brands, PUBLIC),
  built('testimonials', '/testimonials', pages.testimonials, PUBLIC),
  built('stylists', '/stylists', pages.stylists, PUBLIC),
  built('stylists-page', '/stylists/:page', pages.stylists, PUBLIC),
  built('giftcard', '/giftcard', pages.giftcardOffer, PUBLIC),
  built('giftcard-checkout', '/giftcard/checkout', pages.giftcardCheckout),
  built('giftcard-payment-successful', '/giftcard/payment-successful', pages.giftcardSuccess, { guards: AUTH }),
  built('littlegeste', '/littlegeste', pages.littlegeste, PUBLIC),
  // The six legal texts of the website's content; the fragment chooses the one shown (#data, #legal, #shop...).
  built('terms-and-conditions', '/terms-and-conditions', pages.terms, PUBLIC),
  built('unsub', '/unsub/:number/:list', pages.unsub),
  built('lp-referral-invitation', '/lp-referral/invitation', pages.clubInvitation, PUBLIC),
  built('blog', '/blog', pages.blog, { guards: ['blog'], ...PUBLIC }),
  built('blog-category', '/blog/category/:name', pages.blog, { guards: ['blog'], ...PUBLIC }),
  built('blog-post', '/blog/post/:slug', pages.blogPost, { guards: ['blog'], ...PUBLIC }),
  built('blog-page', '/blog/:page', pages.blog, { guards: ['blog'], ...PUBLIC }),

  // Shop
  built('shop', '/shop', pages.shopHome, PUBLIC),
  // The cart renders on the server (its contents load in the browser) but is no page to index.
  built('shop-cart', '/shop/cart', pages.shopCart, { ssr: true, sitemap: false }),
  built('shop-checkout', '/shop/checkout', pages.shopCheckout),
  built('shop-all-products', '/shop/all-products', pages.shopAllProducts, PUBLIC),
  built('shop-birth-gift', '/shop/birth-gift', pages.shopBirthGift, PUBLIC),
  built('shop-your-shop', '/shop/your-shop', pages.yourShopShop, { guards: ['shop'] }),
  built('shop-payment-successful', '/shop/payment-successful', pages.shopPaymentSuccessful, { guards: AUTH }),
  built('sandbox-approval', '/sandbox/approve/:approvalId', pages.sandboxApproval),
  built('shop-product', '/shop/product/:id', pages.shopProduct, { ...SLIDE, ...PUBLIC }),
  built('shop-collection', '/shop/:collection', pages.shopCollection, PUBLIC),
  built('shop-collection-product', '/shop/:collection/:productId', pages.shopProduct, { ...SLIDE, ...PUBLIC }),

  // Visitor-only
  built('login', '/login', pages.login, { guards: ['guest'] }),
  built('logout', '/logout', pages.logout, { guards: ['guest'] }),
  built('reset-password', '/reset-password', pages.resetPassword, { guards: ['guest'] }),
  // Not in the seeds: the link mailed to a new email; whoever opens it may be signed in or not.
  built('confirm-email', '/confirm-email', pages.confirmEmail),

  // Account area
  built('infos', '/infos', pages.account, { guards: AUTH }),
  built('infos-help', '/infos/help', pages.accountHelp, { guards: AUTH, ...SLIDE }),
  built('infos-all-boxes', '/infos/all-boxes', pages.trunksAllBoxes, { guards: AUTH, ...SLIDE }),
  built('infos-edit', '/infos/edit', pages.accountEdit, { guards: AUTH, ...SLIDE }),
  built('infos-edit-password', '/infos/edit/password', pages.accountPassword, { guards: AUTH, ...SLIDE }),
  built('infos-edit-addresses', '/infos/edit/addresses', pages.accountAddresses, { guards: AUTH, ...SLIDE }),
  built('infos-edit-return-mode', '/infos/edit/return-mode', pages.returnsMode, { guards: AUTH, ...SLIDE }),
  built('infos-edit-return-mode-confirmation', '/infos/edit/return-mode/confirmation', pages.returnsModeConfirmation, { guards: AUTH }),
  built('infos-edit-return-deadline', '/infos/edit/return-deadline/:orderId', pages.returnsDeadline, { guards: AUTH, ...SLIDE }),
  built('infos-add-giftcard', '/infos/add-giftcard', pages.walletAddGiftcard, { guards: AUTH, ...SLIDE }),
  built('infos-add-payment', '/infos/add/payment', pages.accountPayment, { guards: SIGNED_UP, ...SLIDE }),
  built('infos-littlegeste', '/infos/littlegeste', pages.littlegesteAccount, { guards: AUTH, ...SLIDE }),
  built('infos-orders', '/infos/orders', pages.ordersList, { guards: AUTH, ...SLIDE }),
  built('infos-wallet', '/infos/wallet', pages.wallet, { guards: AUTH, ...SLIDE }),
  built('infos-referral', '/infos/referral', pages.clubAccountReferral, { guards: AUTH, ...SLIDE }),
  built('infos-return-labels', '/infos/return-labels', pages.returnsLabels, { guards: AUTH, ...SLIDE }),
  built('infos-loyalty', '/infos/loyalty', pages.clubAccountLoyalty, { guards: ['lc-auth', 'loyalty'], ...SLIDE }),
  built('infos-loyalty-history', '/infos/loyalty/history', pages.clubLoyaltyHistory, { guards: AUTH, ...SLIDE }),
  built('infos-failed-payment', '/infos/failed-payment', pages.ordersFailedPayment, { guards: AUTH }),
  built('infos-failed-payment-order', '/infos/failed-payment/:orderId', pages.ordersFailedPaymentOrder, { guards: AUTH }),
  built('infos-failed-payment-success', '/infos/failed-payment/:orderId/success', pages.ordersFailedPaymentSuccess, { guards: AUTH }),
  built('infos-kids', '/infos/kids', pages.kids, { guards: ['lc-auth', 'profile'], ...SLIDE }),
  built('infos-preview', '/infos/preview', pages.previewList, { guards: SIGNED_UP }),
  built('infos-preview-request', '/infos/preview/:profileId/:requestId', pages.previewRequest, { guards: ['lc-auth', 'preview'] }),
  built('infos-preview-comment', '/infos/preview/:profileId/:requestId/comment', pages.previewComment, { guards: SIGNED_UP, ...SLIDE }),
  built('infos-preview-confirmation', '/infos/preview/:profileId/:requestId/confirmation', pages.previewConfirmation, { guards: SIGNED_UP }),
  built('infos-returns', '/infos/returns', pages.returnsOverview, { guards: SIGNED_UP }),
  built('infos-returns-order', '/infos/returns/order/:id', pages.returnsOrder, { guards: SIGNED_UP, ...SLIDE }),
  built('infos-returns-order-success', '/infos/returns/order/:id/success', pages.returnsOrderSuccess, { guards: SIGNED_UP }),
  built('infos-return', '/infos/returns/:id', pages.returnsTrunk, { guards: SIGNED_UP, ...SLIDE }),
  built('infos-return-success', '/infos/returns/:id/success', pages.returnsTrunkSuccess, { guards: SIGNED_UP }),
  built('infos-subscriptions', '/infos/subscriptions', pages.trunksSubscriptions, { guards: SIGNED_UP }),
  built('infos-subscription-reactivate', '/infos/subscriptions/:profileId/reactivate', pages.trunksReactivate, SLIDE),
  built('infos-rating', '/infos/rating/:orderId', pages.trunksRating, { guards: SIGNED_UP }),
  built('login-kid-choice', '/login/kid-choice', pages.kidChoice, { guards: ['lc-auth', 'kids'] }),
  built('profil', '/profil', pages.profile, { guards: SIGNED_UP }),
  built('profil-woman', '/profil/woman/:profileId', pages.profile, { guards: SIGNED_UP }),
  built('profil-profile', '/profil/:profileId', pages.profile, { guards: SIGNED_UP }),
  // The preview mail's link: rendered on the server, but a confirmation is no page to index.
  built('preview-confirmation', '/preview/confirmation', pages.previewPublicConfirmation, { ssr: true, sitemap: false }),
  built('preview-confirmation-woman', '/preview/confirmation/woman', pages.previewPublicConfirmation, { ssr: true, sitemap: false }),

  // Stylist shop
  built('your-shop', '/your-shop', pages.yourShopShop, { guards: ['shop'] }),
  built('your-shop-new', '/your-shop/new', pages.yourShopShop, { guards: ['shop'] }),
  built('your-shop-looks', '/your-shop/looks', pages.yourShopShop, { guards: ['shop'] }),
  built('your-shop-essentials', '/your-shop/essentials', pages.yourShopShop, { guards: ['shop'] }),
  built('your-shop-recommendations', '/your-shop/recommendations', pages.yourShopShop, { guards: ['shop'] }),

  // Recycle label area
  built('create-label', '/littlegeste/create-label', pages.littlegesteCreateStart),
  built('create-label-address', '/littlegeste/create-label/address', pages.littlegesteCreateAddress, { guards: ['littlegeste'], ...SLIDE }),
  built('create-label-confirmation', '/littlegeste/create-label/confirmation', pages.littlegesteCreateConfirmation, { guards: ['lc-auth', 'littlegeste'] }),
  built('create-label-blocked', '/littlegeste/create-label/blocked/:reason', pages.littlegesteBlocked),

  // Quiz (own layout)
  built('quiz-signup-kid', '/quiz/signup/kid', pages.quizSignup, QUIZ),
  built('quiz-signup-woman', '/quiz/signup/woman', pages.quizSignup, QUIZ),
  built('quiz-comment', '/quiz/comment/:kidId', pages.quizComment, QUIZ),
  built('quiz-new-kid', '/quiz/new-kid/kid', pages.quizAnswers, { guards: ['lc-auth', 'kids'], ...QUIZ }),
  built('quiz-new-kid-editing', '/quiz/new-kid/kid/:editingKidId', pages.quizAnswers, { guards: ['lc-auth', 'kids', 'new-kid'], ...QUIZ }),
  built('quiz-new-profile-woman', '/quiz/new-profile/woman', pages.quizAnswers, { guards: ['lc-auth', 'kids'], ...QUIZ }),
  built('quiz-new-profile-woman-editing', '/quiz/new-profile/woman/:editingKidId', pages.quizAnswers, { guards: ['lc-auth', 'kids', 'new-woman'], ...QUIZ }),
  built('quiz-additional-confirm', '/quiz/additional-quiz/confirm/:kidId', pages.quizConfirm, { guards: SIGNED_UP, ...QUIZ }),
  built('quiz-confirm-woman', '/quiz/confirm/woman/:kidId/:requestId', pages.quizConfirm, { guards: SIGNED_UP, ...QUIZ }),
  built('quiz-confirm', '/quiz/confirm/:kidId/:requestId', pages.quizConfirm, { guards: SIGNED_UP, ...QUIZ }),
  built('quiz-woman-size-alert', '/quiz/:code/woman/size-alert/:profileId', pages.quizSizeAlert, { guards: AUTH, ...QUIZ }),
  built('quiz-woman-profile', '/quiz/:code/woman/profile/:kidId', pages.quizProfile, QUIZ),
  built('quiz-woman-step', '/quiz/:code/woman/:slug/:kidId', pages.quizAnswers, { guards: AUTH, ...QUIZ }),
  built('quiz-woman', '/quiz/:code/woman/:kidId', pages.quizAnswers, { guards: AUTH, ...QUIZ }),
  built('quiz-code-comment', '/quiz/:code/comment/:kidId', pages.quizComment, { guards: AUTH, ...QUIZ }),
  built('quiz-photo', '/quiz/:code/photo/:kidId', pages.quizPhoto, QUIZ),
  built('quiz-profile', '/quiz/:code/profile/:kidId', pages.quizProfile, QUIZ),
  built('quiz-kid', '/quiz/:code/kid/:kidId', pages.quizAnswers, { guards: AUTH, ...QUIZ }),
  built('quiz-checkout', '/quiz/:code/checkout/:kidId', pages.quizMembership, { guards: AUTH, ...QUIZ }),
  built('quiz-membership', '/quiz/:code/membership/:kidId', pages.quizMembership, { guards: AUTH, ...QUIZ }),
  built('quiz-subscription', '/quiz/:code/subscription/:kidId', pages.quizMembership, { guards: AUTH, ...QUIZ }),
  built('quiz-step', '/quiz/:code/:slug', pages.quizStart, QUIZ),
  built('quiz', '/quiz/:code', pages.quizStart, QUIZ),

  // Per kid (last: their first segment is a parameter)
  built('kid-your-shop', '/:kidId/your-shop', pages.yourShopShop, { guards: ['shop'] }),
  ...(['new', 'looks', 'promo', 'essentials', 'recommendations'] as const).flatMap((section) => [
    built(`kid-your-shop-${section}`, `/:kidId/your-shop/${section}`, pages.yourShopShop, { guards: ['shop'] }),
    built(`kid-your-shop-${section}-product`, `/:kidId/your-shop/${section}/:productId`, pages.yourShopProduct, { guards: ['shop'], ...SLIDE }),
  ]),
  built('kid-malle', '/:kidId/malle', pages.trunksMalle, { guards: ['lc-auth', 'signed-up', 'profile-suggestions'] }),
  built('kid-malle-delivery', '/:kidId/malle/:subscription/delivery', pages.trunksDelivery, { guards: SIGNED_UP, ...SLIDE }),
  built('kid-suggestions', '/:kidId/suggestions', pages.suggestionsKid, { guards: SIGNED_UP }),
  built('kid-suggestions-request', '/:kidId/suggestions/:requestId', pages.suggestionsRequest, { guards: ['lc-auth', 'signed-up', 'profile-suggestions'] }),
  built('kid-suggestions-success', '/:kidId/suggestions/:requestId/success', pages.suggestionsSuccess, { guards: SIGNED_UP }),
  built('kid-suggestions-product', '/:kidId/suggestions/:requestId/product/:id', pages.suggestionsProduct, { guards: ['lc-auth', 'signed-up', 'profile-suggestions'], ...SLIDE }),
  built('order-satisfied', '/:orderId/satisfied', pages.suggestionsSatisfied, { guards: SIGNED_UP }),
];

/** Woman-themed routes: their path says so (the pages of a woman's profile are too: shell/theme.ts). */
export function isWomanPath(path: string): boolean {
  return path.includes('woman');
}
