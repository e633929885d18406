import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { addSessionCookies, freshEmail } from './accounts';

type Locale = 'fr' | 'de' | 'nl' | 'es';
type Message = (id: string, values?: Record<string, string | number>) => string;
export type Headers = Record<string, string>;

/** The sandbox's test cards (the test-mode banner lists them). */
export const TEST_CARDS = {
  success: '4242 4242 4242 4242',
  insufficientFunds: '4000 0000 0000 9995',
  threeDSecure: '4000 0027 6000 3184',
} as const;

/** A message as a pattern: the values given as null match any text (an amount, an order's number). */
export function messagePattern(message: Message, id: string, values: Record<string, string | number | null>): RegExp {
  const marks = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value ?? `\u0001${name}\u0001`]));
  const parts = message(id, marks).split(/\u0001\w+\u0001/);
  return new RegExp(`^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`);
}

export interface Shopper {
  email: string;
  password: string;
  headers: Headers;
  tokens: { access_token: string; refresh_token: string; client_id: number };
}

/** A new account through the API (signed in), in the locale and country given; names only when given. */
export async function newShopper(request: APIRequestContext, locale: Locale, country: string, names: { firstname?: string; lastname?: string } = {}): Promise<Shopper> {
  const email = freshEmail(`shop-${locale}`);
  const password = 'Une-Belle-Commande-2026';
  const created = await request.post('/api/clients', { headers: { 'X-LC-Locale': locale }, data: { email, password, country, ...names } });
  if (created.status() !== 201) throw new Error(`Sign-up of ${email} answered ${created.status()}`);
  const tokens = await created.json();
  return { email, password, tokens, headers: { Authorization: `Bearer ${tokens.access_token}`, 'X-LC-Locale': locale } };
}

/** The browser signed in as the shopper: the session's cookies, as the app writes them. */
export async function signInBrowser(context: BrowserContext, baseURL: string, shopper: Shopper): Promise<void> {
  await addSessionCookies(context, baseURL, shopper.tokens);
}

/** A billing or shipping address in Berlin, through the API. */
export async function addAddress(request: APIRequestContext, headers: Headers, kind: 'billing' | 'shipping'): Promise<void> {
  const data = { street: 'Kastanienallee 12', postcode: '10435', city: 'Berlin', country_code: 'DE', phone: '+49 30 1234567' };
  const answer = await request.post(`/api/clients/me/${kind}-addresses`, { headers, data });
  if (answer.status() !== 201) throw new Error(`The ${kind} address answered ${answer.status()}: ${await answer.text()}`);
}

/** A sandbox test card saved as the shopper's default method, as the card form does it. */
export async function addTestCard(request: APIRequestContext, headers: Headers, number: string): Promise<void> {
  const intent = await request.post('/api/clients/me/setup-intents', { headers, data: { stripe_payment_method_type: 'card' } });
  const { client_secret } = await intent.json();
  const confirmed = await request.post('/api/sandbox/setup-intents/confirm', { headers, data: { client_secret, number, exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' } });
  const { payment_method } = await confirmed.json();
  const saved = await request.post('/api/clients/me/payment-methods', { headers, data: { stripe_payment_method_id: payment_method } });
  if (saved.status() !== 201) throw new Error(`Saving the card ${number} answered ${saved.status()}: ${await saved.text()}`);
}

export interface ShopVariant {
  productId: number;
  variantId: number;
  name: string;
  size: string;
}

/** One size in good stock of each of `count` products of the shop, as its listing shows them. */
export async function inStockVariants(request: APIRequestContext, count: number, query = ''): Promise<ShopVariant[]> {
  const listing = await request.get(`/api/shop/product-collections/all-products/products${query}`, { headers: { 'X-LC-Locale': 'es' } });
  const { products } = (await listing.json()) as { products: { id: number; name: string; variants: { variant_id: number; size: string; is_available: boolean; is_low_stock: boolean }[] }[] };
  const found = products.flatMap((product) => {
    const variant = product.variants.find((candidate) => candidate.is_available && !candidate.is_low_stock);
    return variant ? [{ productId: product.id, variantId: variant.variant_id, name: product.name, size: variant.size }] : [];
  });
  if (found.length < count) throw new Error(`Only ${found.length} products in good stock`);
  return found.slice(0, count);
}

/** The cart through the API: one of each size. */
export async function fillCart(request: APIRequestContext, headers: Headers, variants: readonly Pick<ShopVariant, 'variantId'>[]): Promise<void> {
  for (const { variantId } of variants) {
    const answer = await request.put(`/api/clients/me/cart/lines/${variantId}`, { headers, data: { quantity: 1 } });
    if (!answer.ok()) throw new Error(`Putting the size ${variantId} in the cart answered ${answer.status()}`);
  }
}

/**
 * The stock of some sizes, as a cart shows it (`available_quantity`), read through a cart of
 * its own: another client's, so that the shopper's cart is left as it is.
 */
export async function stockReader(request: APIRequestContext, variantIds: readonly number[]) {
  const { headers } = await newShopper(request, 'es', 'ES');
  await fillCart(request, headers, variantIds.map((variantId) => ({ variantId })));
  return async (): Promise<Record<number, number>> => {
    const { lines } = (await (await request.get('/api/clients/me/cart', { headers })).json()) as { lines: { variant_id: number; available_quantity: number }[] };
    return Object.fromEntries(lines.map((line) => [line.variant_id, line.available_quantity]));
  };
}
