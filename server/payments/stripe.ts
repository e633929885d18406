import Stripe from 'stripe';
import type { ServerConfig } from '../config';
import { lastDayOfExpiry, type ChargeRequest, type ChargeResult, type GatewayClient, type PaymentGateway, type RefundRequest, type RefundResult, type SetUpMethod } from './gateway';

/** What a payment intent that did not succeed reports (decline_code, code, type). */
function failure(error: { decline_code?: string; code?: string; type?: string } | null | undefined) {
  return { declineCode: error?.decline_code ?? null, code: error?.code ?? null, type: error?.type ?? 'api_error' };
}

function resultOf(intent: Stripe.PaymentIntent): ChargeResult {
  if (intent.status === 'succeeded') return { status: 'SUCCEEDED', externalId: intent.id };
  const redirectUrl = intent.next_action?.redirect_to_url?.url;
  if (intent.status === 'requires_action' && redirectUrl) return { status: 'REQUIRES_ACTION', externalId: intent.id, redirectUrl };
  if (intent.status === 'canceled') return { status: 'FAILED', externalId: intent.id, declineCode: null, code: 'payment_intent_canceled', type: 'invalid_request_error' };
  return { status: 'FAILED', externalId: intent.id, ...failure(intent.last_payment_error) };
}

/**
 * Stripe: cards saved through setup intents confirmed by Stripe.js (the card never reaches this
 * server), charged with payment intents. Each client has one Stripe customer, tagged with its
 * `client_id` in the customer's metadata: found with Stripe's customer search, made otherwise
 * under an idempotency key of the client (which covers the search's indexing delay).
 */
export class StripeGateway implements PaymentGateway {
  readonly mode = 'stripe';
  readonly approvals = null;
  readonly publishableKey: string;
  private readonly stripe: Stripe;

  constructor(config: NonNullable<ServerConfig['stripe']>) {
    const api = new URL(config.apiUrl);
    const protocol = api.protocol === 'http:' ? 'http' : 'https';
    this.stripe = new Stripe(config.secretKey, {
      host: api.hostname,
      port: api.port || (protocol === 'http' ? 80 : 443),
      protocol,
      maxNetworkRetries: 2,
    });
    this.publishableKey = config.publishableKey;
  }

  private async customerId(client: GatewayClient): Promise<string> {
    const found = await this.stripe.customers.search({ query: `metadata['client_id']:'${client.id}'`, limit: 1 });
    if (found.data[0]) return found.data[0].id;
    const created = await this.stripe.customers.create(
      { email: client.email, metadata: { client_id: String(client.id) } },
      { idempotencyKey: `little-closet-customer-${client.id}` },
    );
    return created.id;
  }

  async createSetupIntent(client: GatewayClient, type: string): Promise<string> {
    const intent = await this.stripe.setupIntents.create({
      customer: await this.customerId(client),
      usage: 'off_session',
      allowed_payment_method_types: [type],
      metadata: { client_id: String(client.id) },
    });
    if (!intent.client_secret) throw new Error(`Setup intent ${intent.id} has no client secret`);
    return intent.client_secret;
  }

  async retrieveSetUpMethod(client: GatewayClient, externalId: string): Promise<SetUpMethod | null> {
    let method: Stripe.PaymentMethod;
    try {
      method = await this.stripe.paymentMethods.retrieve(externalId, { expand: ['customer'] });
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
    const customer = method.customer;
    const owned = typeof customer === 'object' && customer !== null && !customer.deleted && customer.metadata.client_id === String(client.id);
    if (!owned || !method.card) return null;
    return {
      externalId: method.id,
      platform: 'card',
      paymentGateway: 'stripe',
      brand: method.card.brand,
      last4: method.card.last4,
      expirationDate: lastDayOfExpiry(method.card.exp_month, method.card.exp_year),
    };
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const method = await this.stripe.paymentMethods.retrieve(request.method.externalId);
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: 'eur',
          customer: typeof method.customer === 'string' ? method.customer : method.customer?.id,
          payment_method: method.id,
          allowed_payment_method_types: [method.type],
          confirm: true,
          return_url: request.returnUrl,
          metadata: {
            ...(request.orderId === undefined ? {} : { order_id: String(request.orderId) }),
            ...(request.requestId === undefined ? {} : { request_id: String(request.requestId) }),
            ...(request.giftCardId === undefined ? {} : { gift_card_id: String(request.giftCardId) }),
            client_id: String(request.clientId),
          },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return resultOf(intent);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
      return {
        status: 'FAILED',
        externalId: error.payment_intent?.id ?? null,
        ...failure({ decline_code: error.decline_code, code: error.code, type: error.rawType }),
      };
    }
  }

  async retrieveCharge(externalId: string): Promise<ChargeResult> {
    return resultOf(await this.stripe.paymentIntents.retrieve(externalId));
  }

  /** A payment intent Stripe no longer lets cancel (it succeeded, or was cancelled already) is read as it stands. */
  async cancelCharge(externalId: string): Promise<ChargeResult> {
    try {
      return resultOf(await this.stripe.paymentIntents.cancel(externalId));
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      return this.retrieveCharge(externalId);
    }
  }

  /** A Refund of the payment intent; pending counts as done (Stripe settles it with the bank). Stripe's refusals and outages come back as FAILED, to be asked again. */
  async refund(request: RefundRequest): Promise<RefundResult> {
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: request.chargeExternalId, amount: request.amountCents },
        { idempotencyKey: request.idempotencyKey },
      );
      if (refund.status === 'failed' || refund.status === 'canceled') {
        return { status: 'FAILED', externalId: refund.id, declineCode: null, code: refund.failure_reason ?? 'refund_failed', type: 'api_error' };
      }
      return { status: 'SUCCEEDED', externalId: refund.id };
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      return { status: 'FAILED', externalId: null, ...failure({ decline_code: error.decline_code, code: error.code, type: error.rawType ?? error.type }) };
    }
  }
}
