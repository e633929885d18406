import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { startTestServer, type TestServer } from '../testing/app';
import { newClient, type TestClient } from '../testing/clients';
import { call, expectInvalid, expectProblem } from '../testing/http';
import { startFakeStripe } from './fake-stripe';
import type { ChargeRequest } from './gateway';
import { StripeGateway } from './stripe';

let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let server: TestServer;
let client: TestClient;
const keys = { secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake' };

beforeAll(async () => {
  fake = await startFakeStripe();
  server = await startTestServer({ config: { stripe: { ...keys, apiUrl: fake.url } } });
  client = await newClient(server);
  fake.setOwner(client.id);
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

describe('Stripe configuration', () => {
  it('takes both keys or neither', () => {
    expect(readConfig({}).stripe).toBeNull();
    expect(readConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }).stripe).toEqual({
      secretKey: 'sk_test_1',
      publishableKey: 'pk_test_1',
      apiUrl: 'https://api.stripe.com',
    });
    expect(() => readConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY go together');
    expect(() => readConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_1' })).toThrow('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY go together');
  });
});

describe('payments through Stripe', () => {
  it('offers cards only, with the publishable key', async () => {
    const owner = await newClient(server);
    const res = await call(server, 'GET', '/api/clients/me/available_payment_platforms?for_shop=true', { token: owner.token });
    expect(res.json()).toEqual({ mode: 'stripe', publishable_key: 'pk_test_fake', platforms: [{ platform: 'card', payment_gateway: 'stripe', is_redirect: false }] });
    expectProblem(await call(server, 'POST', '/api/clients/me/adyen-sessions', { token: owner.token, payload: { payment_method_type: 'ideal_via_adyen' } }), 501, 'NOT_CONFIGURED');
    expectProblem(await call(server, 'POST', '/api/sandbox/approvals/pm_sandbox_x', { payload: { decision: 'APPROVE' } }), 404, 'NOT_FOUND');
  });

  it('makes one customer per client for its off-session setup intents', async () => {
    const gateway = new StripeGateway({ ...keys, apiUrl: fake.url });
    const first = await gateway.createSetupIntent({ id: client.id, email: 'camille@example.com' }, 'card');
    const second = await gateway.createSetupIntent({ id: client.id, email: 'camille@example.com' }, 'card');
    expect(first).toMatch(/^seti_\d+_secret_fake$/);
    expect(second).not.toBe(first);
    const created = fake.calls.filter((c) => c.method === 'POST' && c.path === '/v1/customers');
    expect(created).toHaveLength(1);
    expect(created[0]!.body.get('metadata[client_id]')).toBe(String(client.id));
    expect(created[0]!.idempotencyKey).toBe(`little-closet-customer-${client.id}`);
    const setups = fake.calls.filter((c) => c.path === '/v1/setup_intents');
    expect(setups.map((c) => [c.body.get('customer'), c.body.get('usage')])).toEqual([
      ['cus_1', 'off_session'],
      ['cus_1', 'off_session'],
    ]);
  });

  it('saves a card of the client’s customer with its expiry, and refuses another’s', async () => {
    const gateway = new StripeGateway({ ...keys, apiUrl: fake.url });
    await gateway.createSetupIntent({ id: client.id, email: 'camille@example.com' }, 'card');
    expect(await gateway.retrieveSetUpMethod({ id: client.id, email: '' }, 'pm_card_visa')).toEqual({
      externalId: 'pm_card_visa',
      platform: 'card',
      paymentGateway: 'stripe',
      brand: 'visa',
      last4: '4242',
      expirationDate: '2028-02-29',
    });
    expect(await gateway.retrieveSetUpMethod({ id: client.id + 1, email: '' }, 'pm_card_visa')).toBeNull();
    expect(await gateway.retrieveSetUpMethod({ id: client.id, email: '' }, 'pm_unknown')).toBeNull();
    const other = await newClient(server);
    const res = await call(server, 'POST', '/api/clients/me/payment-methods', { token: other.token, payload: { stripe_payment_method_id: 'pm_card_visa' } });
    expectInvalid(res, 'stripe_payment_method_id');
  });

  it('charges with an idempotency key, maps 3-D Secure and card declines', async () => {
    const gateway = new StripeGateway({ ...keys, apiUrl: fake.url });
    const request = (externalId: string, idempotencyKey: string): ChargeRequest => ({
      orderId: 7,
      clientId: client.id,
      amountCents: 3590,
      method: { externalId, platform: 'card', paymentGateway: 'stripe' },
      returnUrl: 'http://localhost/nl/shop/payment-successful?order_id=7',
      idempotencyKey,
    });
    const paid = await gateway.charge(request('pm_card_visa', 'order-7-a'));
    expect(paid).toEqual({ status: 'SUCCEEDED', externalId: expect.stringMatching(/^pi_/) });
    expect(await gateway.charge(request('pm_card_visa', 'order-7-a'))).toEqual(paid);
    const sent = fake.calls.filter((c) => c.method === 'POST' && c.path === '/v1/payment_intents');
    expect(sent[0]!.idempotencyKey).toBe('order-7-a');
    expect(Object.fromEntries(sent[0]!.body)).toMatchObject({ amount: '3590', currency: 'eur', confirm: 'true', customer: 'cus_1', return_url: request('', '').returnUrl });

    const secure = await gateway.charge(request('pm_card_threeDSecure2Required', 'order-7-b'));
    expect(secure).toEqual({ status: 'REQUIRES_ACTION', externalId: expect.any(String), redirectUrl: expect.stringMatching(/^https:\/\/hooks\.stripe\.test\/3ds\//) });
    fake.settle(secure.externalId!, 'requires_payment_method');
    expect(await gateway.retrieveCharge(secure.externalId!)).toEqual({
      status: 'FAILED',
      externalId: secure.externalId,
      declineCode: null,
      code: 'payment_intent_authentication_failure',
      type: 'invalid_request_error',
    });
    fake.settle(secure.externalId!, 'succeeded');
    expect(await gateway.retrieveCharge(secure.externalId!)).toEqual({ status: 'SUCCEEDED', externalId: secure.externalId });
    // Cancelling a payment intent that already went through reads it as it stands; one still waiting is cancelled.
    expect(await gateway.cancelCharge(secure.externalId!)).toEqual({ status: 'SUCCEEDED', externalId: secure.externalId });
    const abandoned = await gateway.charge(request('pm_card_threeDSecure2Required', 'order-7-d'));
    expect(await gateway.cancelCharge(abandoned.externalId!)).toEqual({
      status: 'FAILED',
      externalId: abandoned.externalId,
      declineCode: null,
      code: 'payment_intent_canceled',
      type: 'invalid_request_error',
    });
    expect(fake.calls.filter((c) => c.method === 'POST' && c.path === `/v1/payment_intents/${abandoned.externalId}/cancel`)).toHaveLength(1);

    expect(await gateway.charge(request('pm_card_chargeDeclinedInsufficientFunds', 'order-7-c'))).toEqual({
      status: 'FAILED',
      externalId: expect.stringMatching(/^pi_/),
      declineCode: 'insufficient_funds',
      code: 'card_declined',
      type: 'card_error',
    });
  });
});
