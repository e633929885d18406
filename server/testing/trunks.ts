import { eq, notInArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { productVariants, requests } from '../db/schema';
import { deriveKey, loadTokenSecret } from '../lib/secret';
import { TEST_ADMIN_TOKEN, type TestServer } from './app';
import { insertTestCatalogue, type TestCatalogue } from './catalogue';
import type { TestClient } from './clients';
import { call } from './http';

/** A boy of about five who wears '4 ans' and will not wear hoods. */
export const BOY = { firstname: 'Noé', gender: 'BOY', birthdate: '2021-06-01', quiz: { top_size: '4 ans', bottom_size: '4 ans', styles: ['casual'], dislikes: ['hoods'] } };

/** A fresh test catalogue, and nothing else on the shelf: what a composition may take is known. */
export async function onlyTestStock(server: TestServer): Promise<TestCatalogue> {
  const catalogue = await insertTestCatalogue(server.db);
  const ids = Object.values(catalogue.products).map((p) => p.id);
  await server.db.update(productVariants).set({ stock: 0 }).where(notInArray(productVariants.productId, ids));
  return catalogue;
}

/** A profile of the client with a one-shot trunk in creation. */
export async function profileWithTrunk(server: TestServer, client: TestClient, profile: Record<string, unknown> = BOY, trunk: Record<string, unknown> = {}) {
  const created = await call(server, 'POST', '/api/clients/me/kids', { token: client.token, payload: profile });
  expect(created.statusCode, created.body).toBe(201);
  const requested = await call(server, 'POST', `/api/clients/me/kids/${created.json().id}/requests`, { token: client.token, payload: trunk });
  expect(requested.statusCode, requested.body).toBe(201);
  return { profileId: created.json().id as number, requestId: requested.json().id as number };
}

/** The stylist composes the request's preview now (the admin call). */
export function composeNow(server: TestServer, requestId: number, locale = 'fr') {
  return call(server, 'POST', `/api/admin/requests/${requestId}/preview`, { token: TEST_ADMIN_TOKEN, headers: { 'x-lc-locale': locale } });
}

/** Units left of a size. */
export async function stockOf(server: TestServer, variantId: number): Promise<number> {
  const [row] = await server.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId));
  return row!.stock;
}

export async function requestRow(server: TestServer, id: number) {
  const [row] = await server.db.select().from(requests).where(eq(requests.id, id));
  return row!;
}

/** The key the server signs preview tokens with. */
export async function previewKeyOf(server: TestServer): Promise<Uint8Array> {
  return deriveKey(await loadTokenSecret(server.db, server.config.tokenSecret), 'preview-token');
}

/** The mails the outbox kept for `recipient`, newest first (the admin call). */
export async function mailsTo(server: TestServer, recipient: string): Promise<Array<{ subject: string; text: string; html: string | null }>> {
  const res = await call(server, 'GET', `/api/admin/mails?recipient=${encodeURIComponent(recipient)}`, { token: TEST_ADMIN_TOKEN });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().mails;
}
