import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPaymentMethods } from '../db/schema';
import { startFakeStripe } from './fake-stripe';
import type { ChargeRequest } from './gateway';
import { SandboxGateway } from './sandbox';
import { StripeGateway } from './stripe';
import { startTestServer, type TestServer } from '../testing/app';

// The gateway's refunds, which the returns' reception asks for: once per key, refusals reported.

let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeStripe();
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

const charge = (externalId: string, idempotencyKey: string): ChargeRequest => ({
  orderId: 7,
  clientId: 3,
  amountCents: 4990,
  method: { externalId, platform: 'card', paymentGateway: 'stripe' },
  returnUrl: 'http://app.test/shop/payment-successful?order_id=7',
  idempotencyKey,
});

describe('refunds through Stripe', () => {
  it('refunds a payment intent once per key, for the amount asked', async () => {
    const gateway = new StripeGateway({ secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', apiUrl: fake.url });
    const paid = await gateway.charge(charge('pm_card_visa', 'order-7-refund'));
    expect(paid.status).toBe('SUCCEEDED');
    const request = { chargeExternalId: paid.externalId!, amountCents: 2990, idempotencyKey: 'little-closet-return-1-attempt-1' };
    const refund = await gateway.refund(request);
    expect(refund).toEqual({ status: 'SUCCEEDED', externalId: expect.stringMatching(/^re_/) });
    expect(await gateway.refund(request)).toEqual(refund);
    const calls = fake.calls.filter((c) => c.path === '/v1/refunds');
    expect(calls).toHaveLength(2);
    expect(calls.every((c) => c.idempotencyKey === 'little-closet-return-1-attempt-1' && c.body.get('amount') === '2990' && c.body.get('payment_intent') === paid.externalId)).toBe(true);
  });

  it('reports a refusal as FAILED with Stripe’s code, to be asked again later', async () => {
    const gateway = new StripeGateway({ secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', apiUrl: fake.url });
    expect(await gateway.refund({ chargeExternalId: 'pi_unknown', amountCents: 100, idempotencyKey: 'little-closet-return-2-attempt-1' })).toEqual({
      status: 'FAILED',
      externalId: null,
      declineCode: null,
      code: 'resource_missing',
      type: 'invalid_request_error',
    });
  });
});

describe('refunds through the sandbox', () => {
  const sandbox = () => new SandboxGateway(server.db, randomBytes(32), 'http://app.test');

  it('refunds a charge that succeeded once per key, and refuses one that did not', async () => {
    const gateway = sandbox();
    const card = `pm_sandbox_${randomBytes(8).toString('hex')}`;
    const declining = `pm_sandbox_${randomBytes(8).toString('hex')}`;
    await server.db.insert(sandboxPaymentMethods).values([
      { id: card, behaviour: 'succeed', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2099 },
      { id: declining, behaviour: 'decline:insufficient_funds', brand: 'visa', last4: '9995', expMonth: 12, expYear: 2099 },
    ]);
    const paid = await gateway.charge(charge(card, `k-${card}`));
    const first = await gateway.refund({ chargeExternalId: paid.externalId!, amountCents: 1500, idempotencyKey: `r-${card}` });
    expect(first).toEqual({ status: 'SUCCEEDED', externalId: expect.stringMatching(/^re_sandbox_/) });
    expect(await gateway.refund({ chargeExternalId: paid.externalId!, amountCents: 1500, idempotencyKey: `r-${card}` })).toEqual(first);
    const failed = await gateway.charge(charge(declining, `k-${declining}`));
    expect(await gateway.refund({ chargeExternalId: failed.externalId!, amountCents: 1500, idempotencyKey: `r-${declining}` })).toMatchObject({ status: 'FAILED', code: 'charge_not_refundable' });
  });
});
