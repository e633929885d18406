import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, paymentMethods } from '../db/schema';
import { todayInFrance } from '../lib/birthdate';
import type { ChargeRequest } from './gateway';
import { SandboxGateway } from './sandbox';
import { startTestServer, type TestServer } from '../testing/app';
import { newClient, newQuizClient, type TestClient } from '../testing/clients';
import { call, expectInvalid, expectProblem } from '../testing/http';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const NEXT_YEAR = Number(todayInFrance().slice(0, 4)) + 1;
const CREATION_MESSAGE = 'You need to include stripe_payment_method_id or redirect_result & payment_gateway or payment_method_type & payment_gateway';

async function setupSecret(client: TestClient): Promise<string> {
  const res = await call(server, 'POST', '/api/clients/me/setup-intents', { token: client.token, payload: { stripe_payment_method_type: 'card' } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().client_secret;
}

function confirm(clientSecret: string, card: Partial<{ number: string; exp_month: number; exp_year: number; cvc: string }> = {}) {
  return call(server, 'POST', '/api/sandbox/setup-intents/confirm', {
    payload: { client_secret: clientSecret, number: '4242 4242 4242 4242', exp_month: 12, exp_year: NEXT_YEAR, cvc: '123', ...card },
  });
}

/** A card saved through the sandbox as the app does it: setup intent, confirmation, creation. */
async function saveCard(client: TestClient, number = '4242424242424242') {
  const confirmed = await confirm(await setupSecret(client), { number });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const res = await call(server, 'POST', '/api/clients/me/payment-methods', {
    token: client.token,
    payload: { stripe_payment_method_id: confirmed.json().payment_method },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const list = async (client: TestClient) => (await call(server, 'GET', '/api/clients/me/payment-methods', { token: client.token })).json().payment_methods;

describe('available payment platforms', () => {
  const platforms = async (client: TestClient, forShop: boolean) =>
    (await call(server, 'GET', `/api/clients/me/available_payment_platforms?for_shop=${forShop}`, { token: client.token })).json();

  it('offers cards and the redirect platforms of the client’s country in sandbox mode', async () => {
    const french = await newClient(server, { country: 'FR' });
    expect(await platforms(french, false)).toEqual({
      mode: 'sandbox',
      publishable_key: null,
      platforms: [
        { platform: 'card', payment_gateway: 'stripe', is_redirect: false },
        { platform: 'paypal_via_stripe', payment_gateway: 'stripe', is_redirect: true },
      ],
    });
    expect((await platforms(french, true)).platforms.map((p: { platform: string }) => p.platform)).toEqual(['card', 'paypal_via_stripe', 'klarna_paylater_via_adyen']);
    const dutch = await newClient(server, { country: 'NL' });
    expect((await platforms(dutch, true)).platforms.map((p: { platform: string }) => p.platform)).toEqual([
      'card',
      'paypal_via_stripe',
      'ideal_via_adyen',
      'klarna_paylater_via_adyen',
      'klarna_paynow_via_adyen',
    ]);
  });

  it('needs a signed-in client', async () => {
    expectProblem(await call(server, 'GET', '/api/clients/me/available_payment_platforms'), 401, 'UNAUTHORIZED');
  });
});

describe('sandbox cards', () => {
  it('saves the success card as the client’s default, valid until the end of its expiry month', async () => {
    const client = await newClient(server);
    const method = await saveCard(client);
    expect(method).toEqual({
      id: expect.any(Number),
      platform: 'card',
      payment_gateway: 'stripe',
      brand: 'visa',
      last4: '4242',
      expiration_date: `${NEXT_YEAR}-12-31`,
      is_valid: true,
      is_default: true,
      is_test: true,
    });
    const [row] = await server.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row!.defaultPaymentMethodId).toBe(method.id);
    const second = await saveCard(client, '5555555555554444');
    expect(await list(client)).toEqual([
      expect.objectContaining({ id: second.id, brand: 'mastercard', is_default: true }),
      expect.objectContaining({ id: method.id, is_default: false }),
    ]);
  });

  it('declines the test cards that Stripe declines at setup, with decline_code, code and type', async () => {
    const client = await newClient(server);
    const secret = await setupSecret(client);
    const cases: Array<[string, string, string | null]> = [
      ['4000000000000002', 'card_declined', 'generic_decline'],
      ['4000000000000069', 'expired_card', 'expired_card'],
      ['4000000000000127', 'incorrect_cvc', 'incorrect_cvc'],
      ['4242424242424241', 'incorrect_number', null],
    ];
    for (const [number, code, declineCode] of cases) {
      const body = expectProblem(await confirm(secret, { number }), 402, 'card_error');
      expect(body).toMatchObject({ code, decline_code: declineCode });
    }
    expect(expectProblem(await confirm(secret, { exp_year: NEXT_YEAR - 2 }), 402, 'card_error')).toMatchObject({ code: 'invalid_expiry_year' });
    expect(expectProblem(await confirm(secret, { cvc: '12' }), 402, 'card_error')).toMatchObject({ code: 'invalid_cvc' });
  });

  it('refuses a forged client secret and a malformed card', async () => {
    const client = await newClient(server);
    const secret = await setupSecret(client);
    expect(secret).toMatch(/^seti_sandbox_\w+_secret_\w+$/);
    expectInvalid(await confirm(secret.replace(/.$/, (c) => (c === '0' ? '1' : '0'))), 'client_secret');
    expectInvalid(await confirm(secret, { number: '4242-4242' }), 'number');
    expectInvalid(await confirm(secret, { exp_month: 13 }), 'exp_month');
  });

  it('lists a method whose expiry is past as invalid', async () => {
    const client = await newClient(server);
    const method = await saveCard(client);
    await server.db.update(paymentMethods).set({ expirationDate: '2020-01-31' }).where(eq(paymentMethods.id, method.id));
    expect(await list(client)).toEqual([expect.objectContaining({ id: method.id, is_valid: false, expiration_date: '2020-01-31' })]);
  });
});

describe('creating a payment method', () => {
  it('needs one of the three combinations, naming the missing fields', async () => {
    const client = await newClient(server);
    const create = (payload: unknown) => call(server, 'POST', '/api/clients/me/payment-methods', { token: client.token, payload });
    for (const payload of [{}, { payment_gateway: 'stripe' }, { redirect_result: 'pm_sandbox_x' }, { payment_method_type: 'paypal_via_stripe' }]) {
      const problem = expectInvalid(await create(payload), 'stripe_payment_method_id', CREATION_MESSAGE);
      expect(problem.detail).toBe(CREATION_MESSAGE);
    }
    expectInvalid(await create({ redirect_result: 'x' }), 'payment_gateway', CREATION_MESSAGE);
    expectInvalid(await create({ stripe_payment_method_id: 'pm_sandbox_unknown' }), 'stripe_payment_method_id');
    expectInvalid(await create({ stripe_payment_method_id: 'pm_x', brand: 'visa' }), 'brand');
  });

  it('keeps a method to the client who saved it', async () => {
    const owner = await newClient(server);
    const method = await saveCard(owner);
    const [row] = await server.db.select().from(paymentMethods).where(eq(paymentMethods.id, method.id));
    const other = await newClient(server);
    const res = await call(server, 'POST', '/api/clients/me/payment-methods', { token: other.token, payload: { stripe_payment_method_id: row!.externalId } });
    expectProblem(res, 409, 'PAYMENT_METHOD_TAKEN');
    expect(await list(other)).toEqual([]);
    const again = await call(server, 'POST', '/api/clients/me/payment-methods', { token: owner.token, payload: { stripe_payment_method_id: row!.externalId } });
    expect(again.statusCode).toBe(200);
    expect(await list(owner)).toHaveLength(1);
  });

  it('is refused to a quiz’s temporary account', async () => {
    const quiz = await newQuizClient(server);
    const res = await call(server, 'POST', '/api/clients/me/setup-intents', { token: quiz.token, payload: { stripe_payment_method_type: 'card' } });
    expectProblem(res, 403, 'FORBIDDEN');
  });
});

describe('redirect platforms in the sandbox', () => {
  async function startPaypal(client: TestClient, returnPath = '/es/shop/checkout') {
    const res = await call(server, 'POST', '/api/clients/me/payment-methods', {
      token: client.token,
      payload: { payment_method_type: 'paypal_via_stripe', payment_gateway: 'stripe', return_path: returnPath },
    });
    expect(res.statusCode, res.body).toBe(202);
    const url = new URL(res.json().redirect_url);
    expect(url.pathname).toMatch(new RegExp(`^${returnPath.startsWith('/es/') ? '/es' : ''}/sandbox/approve/pm_sandbox_\\w+$`));
    return url.pathname.split('/').pop()!;
  }

  it('saves PayPal once the payer approves it, and goes back where the app asked', async () => {
    const client = await newClient(server);
    const id = await startPaypal(client);
    expect((await call(server, 'GET', `/api/sandbox/approvals/${id}`)).json()).toEqual({
      id,
      kind: 'PAYMENT_METHOD',
      platform: 'paypal_via_stripe',
      status: 'PENDING',
      return_url: null,
    });
    const pending = await call(server, 'POST', '/api/clients/me/payment-methods', { token: client.token, payload: { redirect_result: id, payment_gateway: 'stripe' } });
    expectInvalid(pending, 'redirect_result');
    const decided = await call(server, 'POST', `/api/sandbox/approvals/${id}`, { payload: { decision: 'APPROVE' } });
    expect(decided.json()).toMatchObject({ status: 'APPROVED', return_url: `/es/shop/checkout?redirect_result=${id}&payment_gateway=stripe` });
    expectProblem(await call(server, 'POST', `/api/sandbox/approvals/${id}`, { payload: { decision: 'DECLINE' } }), 409, 'ALREADY_DECIDED');
    const saved = await call(server, 'POST', '/api/clients/me/payment-methods', { token: client.token, payload: { redirect_result: id, payment_gateway: 'stripe' } });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ platform: 'paypal_via_stripe', payment_gateway: 'stripe', brand: null, expiration_date: null, is_valid: true, is_default: true });
  });

  it('reports a declined approval as a provider decline', async () => {
    const client = await newClient(server);
    const id = await startPaypal(client, '/infos/add/payment');
    const decided = await call(server, 'POST', `/api/sandbox/approvals/${id}`, { payload: { decision: 'DECLINE' } });
    expect(decided.json().return_url).toBe(`/infos/add/payment?redirect_result=${id}&payment_gateway=stripe`);
    const res = await call(server, 'POST', '/api/clients/me/payment-methods', { token: client.token, payload: { redirect_result: id, payment_gateway: 'stripe' } });
    expect(expectProblem(res, 402, 'invalid_request_error')).toMatchObject({ code: 'payment_method_provider_decline', decline_code: null });
  });

  it('offers a platform only where it is available, with its own gateway', async () => {
    const client = await newClient(server, { country: 'FR' });
    const create = (payload: unknown) => call(server, 'POST', '/api/clients/me/payment-methods', { token: client.token, payload });
    expectInvalid(await create({ payment_method_type: 'ideal_via_adyen', payment_gateway: 'adyen' }), 'payment_method_type');
    expectInvalid(await create({ payment_method_type: 'card_via_adyen', payment_gateway: 'adyen' }), 'payment_method_type');
    expectInvalid(await create({ payment_method_type: 'klarna_paylater_via_adyen', payment_gateway: 'stripe' }), 'payment_gateway');
    expectInvalid(await create({ payment_method_type: 'paypal_via_stripe', payment_gateway: 'stripe', return_path: '//evil.test/x' }), 'return_path');
    const session = await call(server, 'POST', '/api/clients/me/adyen-sessions', { token: client.token, payload: { payment_method_type: 'klarna_paylater_via_adyen' } });
    expect(session.statusCode).toBe(201);
    expect(session.json().redirect_url).toMatch(/\/sandbox\/approve\/pm_sandbox_\w+$/);
  });

  it('answers 404 for an unknown approval', async () => {
    expectProblem(await call(server, 'GET', '/api/sandbox/approvals/pm_sandbox_nothing'), 404, 'NOT_FOUND');
    expectProblem(await call(server, 'POST', '/api/sandbox/approvals/pi_sandbox_nothing', { payload: { decision: 'APPROVE' } }), 404, 'NOT_FOUND');
  });
});

describe('sandbox charges', () => {
  const gateway = () => new SandboxGateway(server.db, new Uint8Array(32).fill(7), server.config.appUrl);

  async function chargeOf(client: TestClient, number: string, idempotencyKey = `order-${Math.random()}`): Promise<ChargeRequest> {
    const method = await saveCard(client, number);
    const [row] = await server.db.select().from(paymentMethods).where(eq(paymentMethods.id, method.id));
    return {
      orderId: 1,
      clientId: client.id,
      amountCents: 4990,
      method: { externalId: row!.externalId, platform: row!.platform, paymentGateway: row!.paymentGateway },
      returnUrl: `${server.config.appUrl}/de/shop/payment-successful?order_id=1`,
      idempotencyKey,
    };
  }

  it('follows the card: success, then the same charge for the same idempotency key', async () => {
    const request = await chargeOf(await newClient(server), '4242424242424242');
    const first = await gateway().charge(request);
    expect(first).toEqual({ status: 'SUCCEEDED', externalId: expect.stringMatching(/^pi_sandbox_/) });
    expect(await gateway().charge(request)).toEqual(first);
    expect(await gateway().retrieveCharge(first.externalId!)).toEqual(first);
  });

  it('declines insufficient funds with decline_code, code and type', async () => {
    const request = await chargeOf(await newClient(server), '4000 0000 0000 9995');
    expect(await gateway().charge(request)).toEqual({
      status: 'FAILED',
      externalId: expect.stringMatching(/^pi_sandbox_/),
      declineCode: 'insufficient_funds',
      code: 'card_declined',
      type: 'card_error',
    });
  });

  it('sends a 3-D Secure card to an approval page in the payer’s language, then settles it', async () => {
    const client = await newClient(server);
    const approved = await gateway().charge(await chargeOf(client, '4000002760003184'));
    expect(approved).toMatchObject({ status: 'REQUIRES_ACTION', redirectUrl: expect.stringMatching(/\/de\/sandbox\/approve\/pi_sandbox_\w+$/) });
    const id = approved.externalId!;
    const decided = await call(server, 'POST', `/api/sandbox/approvals/${id}`, { payload: { decision: 'APPROVE' } });
    expect(decided.json()).toEqual({ id, kind: 'CHARGE', platform: 'card', status: 'APPROVED', return_url: `/de/shop/payment-successful?order_id=1&redirect_result=${id}` });
    expect(await gateway().retrieveCharge(id)).toEqual({ status: 'SUCCEEDED', externalId: id });

    const refused = await gateway().charge(await chargeOf(client, '4000002760003184'));
    await call(server, 'POST', `/api/sandbox/approvals/${refused.externalId}`, { payload: { decision: 'DECLINE' } });
    expect(await gateway().retrieveCharge(refused.externalId!)).toMatchObject({ status: 'FAILED', code: 'payment_intent_authentication_failure' });
  });
});
