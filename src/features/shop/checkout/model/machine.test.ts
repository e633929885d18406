import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { checkoutFailure, failureMessage } from './failure';
import { checkoutMachine } from './machine';
import { sampleCheckout, sampleCheckoutFailures, sampleOrders, SAMPLE_TODAY } from './sample-events';
import type { CheckoutData, OrderRequest } from './types';

const data = (overrides: Partial<CheckoutData> = {}): CheckoutData => ({
  client: sampleCheckout.client,
  billingAddresses: [sampleCheckout.billingAddress],
  shippingAddresses: [sampleCheckout.shippingAddress],
  paymentMethods: [sampleCheckout.card],
  cart: sampleCheckout.cart,
  walletBalance: 0,
  ...overrides,
});

function start(loaded: CheckoutData, createOrder: (request: OrderRequest) => Promise<typeof sampleOrders.pending> = async () => sampleOrders.pending) {
  const requests: OrderRequest[] = [];
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        load: fromPromise(async () => loaded),
        quote: fromPromise(async () => sampleCheckout.quote),
        createOrder: fromPromise(({ input }) => {
          requests.push(input);
          return createOrder(input);
        }),
        payOrder: fromPromise(async () => sampleOrders.paid),
      },
    }),
    { input: { checkoutId: 'checkout-1', today: SAMPLE_TODAY } },
  ).start();
  return { actor, requests };
}

describe('checkout completeness', () => {
  it('reports the first missing item: billing address, then payment method, then names', async () => {
    const nothing = { billingAddresses: [], paymentMethods: [], client: { ...sampleCheckout.client, firstname: null } };
    expect((await waitFor(start(data(nothing)).actor, (s) => s.value !== 'loading')).value).toBe('billingAddressMissing');
    expect((await waitFor(start(data({ ...nothing, billingAddresses: [sampleCheckout.billingAddress] })).actor, (s) => s.value !== 'loading')).value).toBe('paymentMethodMissing');
    expect((await waitFor(start(data({ client: { ...sampleCheckout.client, lastname: ' ' } })).actor, (s) => s.value !== 'loading')).value).toBe('namesMissing');
  });

  it('counts an expired payment method as missing', async () => {
    const { actor } = start(data({ paymentMethods: [sampleCheckout.expiredCard] }));
    expect((await waitFor(actor, (s) => s.value !== 'loading')).value).toBe('paymentMethodMissing');
  });

  it('refuses to pay with an expired method', async () => {
    const { actor } = start(data({ paymentMethods: [sampleCheckout.card, sampleCheckout.expiredCard] }));
    await waitFor(actor, (s) => s.value === 'ready');
    expect(actor.getSnapshot().can({ type: 'PAY', paymentMethodId: sampleCheckout.expiredCard.id })).toBe(false);
  });
});

describe('ordering', () => {
  it.each([
    ['no answer', sampleCheckoutFailures.unreachable, { failure: 'NETWORK', retryMinutes: null }],
    ['too many orders (the wait in minutes)', sampleCheckoutFailures.tooManyAttempts, { failure: 'TOO_MANY_ATTEMPTS', retryMinutes: 12 }],
  ])('tells of %s, and sends the retried order with the same Idempotency-Key and the trimmed choices', async (_name, error, told) => {
    let calls = 0;
    const { actor, requests } = start(data(), async () => {
      calls += 1;
      if (calls === 1) throw error;
      return sampleOrders.pending;
    });
    await waitFor(actor, (s) => s.value === 'ready');
    actor.send({ type: 'ACCEPT_TERMS', accepted: true });
    actor.send({ type: 'PAY', paymentMethodId: 41 });
    await waitFor(actor, (s) => s.value === 'orderFailed');
    expect(actor.getSnapshot().context).toMatchObject(told);
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.value === 'paid');
    expect(requests).toHaveLength(2);
    expect(requests[1]).toEqual(requests[0]);
    expect(requests[0]!.body).toEqual({ billing_address_id: 21, shipping_mode: 'HOME', shipping_address_id: 31, relay_point: null, discount_code: null, payment_method_id: 41, terms_accepted: true });
  });

  it('names the line the stock no longer covers', async () => {
    const { actor } = start(data(), async () => Promise.reject(sampleCheckoutFailures.notEnoughStock));
    await waitFor(actor, (s) => s.value === 'ready');
    actor.send({ type: 'ACCEPT_TERMS', accepted: true });
    actor.send({ type: 'PAY', paymentMethodId: 41 });
    await waitFor(actor, (s) => s.value === 'outOfStock');
    expect(actor.getSnapshot().context.missingLine).toEqual({ variantId: 521, name: 'Gilet en maille', size: '3 ans' });
  });
});

describe('failures', () => {
  it('reads a 429 as too many attempts, before any other reading', () => {
    expect(checkoutFailure(sampleCheckoutFailures.tooManyAttempts)).toBe('TOO_MANY_ATTEMPTS');
    expect(checkoutFailure(new Response(null, { status: 429 }))).toBe('TOO_MANY_ATTEMPTS');
    expect(checkoutFailure(sampleCheckoutFailures.unreachable)).toBe('NETWORK');
    expect(checkoutFailure({ type: 'NOT_FOUND', title: 'Not found', status: 404 })).toBe('NOT_FOUND');
  });

  it('says when to try again after too many attempts, and each other failure in its own words', () => {
    expect(failureMessage('TOO_MANY_ATTEMPTS', 12)).toEqual({ id: 'common.tooManyAttempts', values: { minutes: 12 } });
    expect(failureMessage('NETWORK', null)).toEqual({ id: 'shop.checkout.failure.NETWORK' });
    expect(failureMessage(null, null)).toEqual({ id: 'shop.checkout.failure.SERVER' });
  });
});

describe('the steps: address, delivery, payment', () => {
  const stepOf = (value: unknown) => ({ billingAddressMissing: 'address', address: 'address', delivery: 'delivery' })[value as string] ?? 'payment';

  it('asks for the billing address, then the delivery, then the payment, and goes back to a step done', async () => {
    const { actor } = start(data({ billingAddresses: [], shippingAddresses: [], paymentMethods: [] }));
    await waitFor(actor, (s) => s.value !== 'loading');
    expect(stepOf(actor.getSnapshot().value)).toBe('address');
    // The delivery cannot be reached before the address is given.
    expect(actor.getSnapshot().can({ type: 'GO_TO_STEP', step: 'delivery' })).toBe(false);
    actor.send({ type: 'BILLING_ADDRESS_SAVED', address: sampleCheckout.billingAddress });
    expect(actor.getSnapshot().value).toBe('delivery');
    // No delivery address yet: the payment cannot be reached.
    expect(actor.getSnapshot().can({ type: 'GO_TO_STEP', step: 'payment' })).toBe(false);
    actor.send({ type: 'SHIPPING_ADDRESS_SAVED', address: sampleCheckout.shippingAddress });
    expect(actor.getSnapshot().value).toBe('delivery');
    actor.send({ type: 'GO_TO_STEP', step: 'address' });
    expect(actor.getSnapshot().value).toBe('address');
    actor.send({ type: 'GO_TO_STEP', step: 'payment' });
    expect(actor.getSnapshot().value).toBe('paymentMethodMissing');
    actor.send({ type: 'GO_TO_STEP', step: 'delivery' });
    expect(actor.getSnapshot().value).toBe('delivery');
  });

  it('keeps the delivery step while a relay point is picked, until the payer goes on', async () => {
    const { actor } = start(data());
    await waitFor(actor, (s) => s.value === 'ready');
    actor.send({ type: 'GO_TO_STEP', step: 'delivery' });
    actor.send({ type: 'CHOOSE_SHIPPING_MODE', mode: 'RELAY' });
    expect(actor.getSnapshot().can({ type: 'GO_TO_STEP', step: 'payment' })).toBe(false);
    actor.send({ type: 'RELAY_POINT_PICKED', point: sampleCheckout.relayPoint });
    expect(actor.getSnapshot().value).toBe('delivery');
    expect(actor.getSnapshot().context.relayPoint?.id).toBe(sampleCheckout.relayPoint.id);
    actor.send({ type: 'GO_TO_STEP', step: 'payment' });
    await waitFor(actor, (s) => s.value === 'ready');
  });
});

describe('the shop terms', () => {
  it('takes no order before the payer accepts the shop terms, then sends the acceptance with the order', async () => {
    const { actor, requests } = start(data());
    await waitFor(actor, (s) => s.value === 'ready');
    actor.send({ type: 'PAY', paymentMethodId: 41 });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.termsMissing).toBe(true);
    actor.send({ type: 'ACCEPT_TERMS', accepted: true });
    actor.send({ type: 'ACCEPT_TERMS', accepted: false });
    actor.send({ type: 'PAY', paymentMethodId: 41 });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(requests).toEqual([]);
    actor.send({ type: 'ACCEPT_TERMS', accepted: true });
    expect(actor.getSnapshot().context.termsMissing).toBe(false);
    actor.send({ type: 'PAY', paymentMethodId: 41 });
    await waitFor(actor, (s) => s.value === 'paid');
    expect(requests.map((request) => request.body.terms_accepted)).toEqual([true]);
  });
});

describe('another try at paying', () => {
  it('forgets the last refusal once another method is added', async () => {
    const actor = createActor(
      checkoutMachine.provide({ actors: { loadOrder: fromPromise(async () => ({ order: sampleOrders.declined, paymentMethods: [sampleCheckout.card] })) } }),
      { input: { checkoutId: 'checkout-1', today: SAMPLE_TODAY, orderId: 90 } },
    ).start();
    await waitFor(actor, (s) => s.value === 'awaitingPayment');
    expect(actor.getSnapshot().context.paymentError).toBe('website.error.payment.insufficient_funds');
    actor.send({ type: 'PAYMENT_METHOD_ADDED', method: { ...sampleCheckout.card, id: 43, last4: '1881' } });
    expect(actor.getSnapshot().context.paymentError).toBeNull();
  });
});
