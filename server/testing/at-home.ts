import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { clients, requests } from '../db/schema';
import { deriveKey, loadTokenSecret } from '../lib/secret';
import { paymentGateway, type PaymentGateway } from '../payments';
import { TEST_ADMIN_TOKEN, type TestServer } from './app';
import { addCard, type CardBehaviour } from './shop';
import { newClient, type TestClient } from './clients';
import { call } from './http';
import { composeNow, onlyTestStock, profileWithTrunk } from './trunks';

/** The payment gateway the server runs (the sandbox's, with the server's key). */
export async function gatewayOf(server: TestServer): Promise<PaymentGateway> {
  return paymentGateway(server.db, server.config, deriveKey(await loadTokenSecret(server.db, server.config.tokenSecret), 'sandbox-gateway'));
}

export interface TrunkAtHome {
  client: TestClient;
  profileId: number;
  requestId: number;
  cardId: number;
}

/**
 * A client whose kid's one-shot trunk was composed (9 pieces of the test catalogue), shipped and
 * delivered now by the carrier (the admin call), with a sandbox card as their default method.
 */
export async function trunkAtHome(server: TestServer, options: { locale?: string; card?: CardBehaviour } = {}): Promise<TrunkAtHome> {
  await onlyTestStock(server);
  const client = await newClient(server);
  if (options.locale) await server.db.update(clients).set({ locale: options.locale }).where(eq(clients.id, client.id));
  const cardId = await addCard(server, client.id, options.card ?? 'succeed');
  await server.db.update(clients).set({ defaultPaymentMethodId: cardId }).where(eq(clients.id, client.id));
  const { profileId, requestId } = await profileWithTrunk(server, client);
  const composed = await composeNow(server, requestId);
  expect(composed.statusCode, composed.body).toBe(201);
  await server.db.update(requests).set({ statusDetailsCode: 'SHIPPED', validatedAt: new Date(), validatedBy: 'client', shippedAt: new Date() }).where(eq(requests.id, requestId));
  const delivered = await call(server, 'POST', `/api/admin/trunks/${requestId}/delivered`, { token: TEST_ADMIN_TOKEN });
  expect(delivered.statusCode, delivered.body).toBe(200);
  return { client, profileId, requestId, cardId };
}
