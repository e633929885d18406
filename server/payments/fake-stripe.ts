import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake saw of one call. */
export interface FakeStripeCall {
  method: string;
  path: string;
  body: URLSearchParams;
  idempotencyKey: string | undefined;
}

type Json = Record<string, unknown>;

/** Cards of Stripe's test mode the fake knows, by payment method id. */
const CARDS: Record<string, { card: Json; outcome: 'succeeded' | 'requires_action' | 'insufficient_funds' }> = {
  pm_card_visa: { card: { brand: 'visa', last4: '4242', exp_month: 2, exp_year: 2028 }, outcome: 'succeeded' },
  pm_card_threeDSecure2Required: { card: { brand: 'visa', last4: '3184', exp_month: 11, exp_year: 2030 }, outcome: 'requires_action' },
  pm_card_chargeDeclinedInsufficientFunds: { card: { brand: 'visa', last4: '9995', exp_month: 1, exp_year: 2029 }, outcome: 'insufficient_funds' },
};

/**
 * A small stand-in for Stripe's HTTP API (customers, setup intents, payment methods, payment
 * intents), enough for the Stripe gateway's tests. Each test card belongs to the customer of the
 * client set with `setOwner`.
 */
export async function startFakeStripe() {
  let owner = 0;
  const calls: FakeStripeCall[] = [];
  const customers: Json[] = [];
  const intents = new Map<string, Json>();
  const byKey = new Map<string, Json>();
  let sequence = 0;

  function route(req: IncomingMessage, path: string, query: URLSearchParams, body: URLSearchParams): [number, Json] {
    const key = req.headers['idempotency-key'] as string | undefined;
    if (req.method === 'GET' && path === '/v1/customers/search') {
      const id = /metadata\['client_id'\]:'(\d+)'/.exec(query.get('query') ?? '')?.[1];
      return [200, { object: 'search_result', has_more: false, data: customers.filter((c) => (c.metadata as Json).client_id === id) }];
    }
    if (req.method === 'POST' && path === '/v1/customers') {
      const customer = { id: `cus_${++sequence}`, object: 'customer', email: body.get('email'), metadata: { client_id: body.get('metadata[client_id]') } };
      customers.push(customer);
      return [200, customer];
    }
    if (req.method === 'POST' && path === '/v1/setup_intents') {
      const id = `seti_${++sequence}`;
      return [200, { id, object: 'setup_intent', client_secret: `${id}_secret_fake`, customer: body.get('customer'), usage: body.get('usage') }];
    }
    const method = /^\/v1\/payment_methods\/(\w+)$/.exec(path);
    if (req.method === 'GET' && method) {
      const known = CARDS[method[1]!];
      if (!known) return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such PaymentMethod' } }];
      const customer = customers.find((c) => (c.metadata as Json).client_id === String(owner)) ?? null;
      return [200, { id: method[1], object: 'payment_method', type: 'card', card: known.card, customer: query.has('expand[0]') ? customer : customer?.id ?? null }];
    }
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      if (key && byKey.has(key)) return [200, byKey.get(key)!];
      const id = `pi_${++sequence}`;
      const outcome = CARDS[body.get('payment_method') ?? '']?.outcome;
      if (outcome === 'insufficient_funds') {
        const intent = { id, object: 'payment_intent', status: 'requires_payment_method' };
        return [402, { error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.', payment_intent: intent } }];
      }
      const intent: Json =
        outcome === 'requires_action'
          ? { id, object: 'payment_intent', status: 'requires_action', next_action: { type: 'redirect_to_url', redirect_to_url: { url: `https://hooks.stripe.test/3ds/${id}`, return_url: body.get('return_url') } } }
          : { id, object: 'payment_intent', status: 'succeeded', next_action: null };
      intents.set(id, intent);
      if (key) byKey.set(key, intent);
      return [200, intent];
    }
    const cancel = /^\/v1\/payment_intents\/(\w+)\/cancel$/.exec(path);
    if (req.method === 'POST' && cancel && intents.has(cancel[1]!)) {
      const current = intents.get(cancel[1]!)!;
      if (current.status === 'succeeded' || current.status === 'canceled') {
        return [400, { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `This PaymentIntent's status is ${String(current.status)}` } }];
      }
      const canceled = { ...current, status: 'canceled', next_action: null };
      intents.set(cancel[1]!, canceled);
      return [200, canceled];
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      if (key && byKey.has(key)) return [200, byKey.get(key)!];
      const paid = intents.get(body.get('payment_intent') ?? '');
      if (!paid || paid.status !== 'succeeded') {
        return [400, { error: { type: 'invalid_request_error', code: paid ? 'charge_not_refundable' : 'resource_missing', message: 'This payment intent cannot be refunded' } }];
      }
      const refund = { id: `re_${++sequence}`, object: 'refund', status: 'succeeded', amount: Number(body.get('amount')), payment_intent: paid.id };
      if (key) byKey.set(key, refund);
      return [200, refund];
    }
    const intent = /^\/v1\/payment_intents\/(\w+)$/.exec(path);
    if (req.method === 'GET' && intent && intents.has(intent[1]!)) return [200, intents.get(intent[1]!)!];
    return [404, { error: { type: 'invalid_request_error', message: `No route ${req.method} ${path}` } }];
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = new URLSearchParams(raw);
      calls.push({ method: req.method ?? '', path: url.pathname, body, idempotencyKey: req.headers['idempotency-key'] as string | undefined });
      const [status, json] = route(req, url.pathname, url.searchParams, body);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    setOwner(clientId: number) {
      owner = clientId;
    },
    /** Marks a 3-D Secure payment intent as the payer left it. */
    settle(id: string, status: 'succeeded' | 'requires_payment_method') {
      intents.set(id, {
        id,
        object: 'payment_intent',
        status,
        last_payment_error: status === 'succeeded' ? null : { type: 'invalid_request_error', code: 'payment_intent_authentication_failure' },
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
