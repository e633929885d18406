import { randomBytes, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { addresses, discountCodes, giftCards, paymentMethods, sandboxPaymentMethods } from '../db/schema';
import { giftCardExpiry, newGiftCardCode } from '../giftcards';
import { todayInFrance } from '../lib/birthdate';
import type { TestServer } from './app';
import { newClient, type TestClient } from './clients';
import { call } from './http';

/** What charging a sandbox card does: succeed, require_action, or decline:<decline_code>. */
export type CardBehaviour = 'succeed' | 'require_action' | `decline:${string}`;

export interface Shopper extends TestClient {
  billingId: number;
  shippingId: number;
  cardId: number;
}

/** A saved address of the client, in France unless `country`. */
export async function addAddress(server: TestServer, clientId: number, kind: 'BILLING' | 'SHIPPING', country = 'FR'): Promise<number> {
  const [row] = await server.db
    .insert(addresses)
    .values({ clientId, kind, street: '3 rue du Port', postcode: country === 'FR' ? '44000' : '10115', city: country === 'FR' ? 'Nantes' : 'Berlin', countryCode: country, phone: '+33600000000' })
    .returning({ id: addresses.id });
  return row!.id;
}

/** A sandbox card of the client, as the payment method calls save it (valid until `expires`). */
export async function addCard(server: TestServer, clientId: number, behaviour: CardBehaviour = 'succeed', expires = '2099-12-31'): Promise<number> {
  const externalId = `pm_sandbox_${randomBytes(12).toString('hex')}`;
  await server.db.insert(sandboxPaymentMethods).values({ id: externalId, behaviour, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2099 });
  const [row] = await server.db
    .insert(paymentMethods)
    .values({ clientId, platform: 'card', paymentGateway: 'stripe', externalId, brand: 'visa', last4: '4242', expirationDate: expires, isTest: true })
    .returning({ id: paymentMethods.id });
  return row!.id;
}

/** A client ready to check out: names, a billing and a shipping address in France, a sandbox card. */
export async function newShopper(server: TestServer, card: CardBehaviour = 'succeed'): Promise<Shopper> {
  const client = await newClient(server, { firstname: 'Camille', lastname: 'Martin' });
  return {
    ...client,
    billingId: await addAddress(server, client.id, 'BILLING'),
    shippingId: await addAddress(server, client.id, 'SHIPPING'),
    cardId: await addCard(server, client.id, card),
  };
}

/** A discount code of its own for one test. */
export async function newCode(server: TestServer, fields: Omit<typeof discountCodes.$inferInsert, 'code'>): Promise<string> {
  const code = `TEST-${randomBytes(4).toString('hex').toUpperCase()}`;
  await server.db.insert(discountCodes).values({ code, ...fields });
  return code;
}

/** A paid gift card of its own, already mailed to its recipient, for one test: its code. */
export async function newGiftCard(server: TestServer, fields: Partial<typeof giftCards.$inferInsert> = {}): Promise<string> {
  const code = newGiftCardCode();
  const sendOn = todayInFrance();
  await server.db.insert(giftCards).values({
    code,
    amountCents: 2000,
    design: 'STARS',
    for: 'KID',
    recipientName: 'Léa',
    recipientEmail: `lea.${code.toLowerCase()}@example.com`,
    recipientLocale: 'fr',
    sendOn,
    status: 'PAID',
    idempotencyKey: `test-${code}`,
    locale: 'fr',
    paidAt: new Date(),
    sentAt: new Date(),
    expiresAt: giftCardExpiry(sendOn),
    ...fields,
  });
  return code;
}

export async function putLine(server: TestServer, client: TestClient, variantId: number, quantity = 1) {
  const res = await call(server, 'PUT', `/api/clients/me/cart/lines/${variantId}`, { token: client.token, payload: { quantity } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A checkout of the shopper's cart, delivered home, the shop terms accepted, with a key of its own unless `key`. */
export function order(server: TestServer, shopper: Shopper, fields: Record<string, unknown> = {}, key: string = randomUUID()) {
  return call(server, 'POST', '/api/clients/me/orders', {
    token: shopper.token,
    headers: { 'idempotency-key': key },
    payload: { billing_address_id: shopper.billingId, shipping_mode: 'HOME', shipping_address_id: shopper.shippingId, payment_method_id: shopper.cardId, terms_accepted: true, ...fields },
  });
}
