import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { clients, paymentMethods } from '../db/schema';
import { fieldProblem, ProblemError, validationProblem } from '../http/problem';
import type { Schemas } from '../http/types';
import { todayInFrance } from '../lib/birthdate';
import { signedUpClient, type ClientRow } from '../session';
import { CardProblem, type GatewayClient, type PaymentGateway, type SetUpMethod } from './gateway';

// Payment platforms, saved payment methods and setup intents (seed 001 sections 3, 4, 5 and 7),
// through the payment gateway port.

export type Platform = Schemas['PaymentPlatformName'];
type PaymentGatewayName = Schemas['PaymentGatewayName'];
type MethodRow = typeof paymentMethods.$inferSelect;

/** What the payment methods work with. */
export interface PaymentMethodDeps {
  db: Database;
  /** Public address of the app (config.appUrl), where the payer comes back from an approval. */
  appUrl: string;
  /** Stripe, or the sandbox gateway when no Stripe keys are configured. */
  gateway: PaymentGateway;
}

/** Redirect platforms (approved on their own page), for which clients (see `getPaymentPlatforms`). */
const REDIRECT_PLATFORMS: Array<{ platform: Platform; payment_gateway: PaymentGatewayName; countries: string[] | null; shopOnly: boolean }> = [
  { platform: 'paypal_via_stripe', payment_gateway: 'stripe', countries: null, shopOnly: false },
  { platform: 'ideal_via_adyen', payment_gateway: 'adyen', countries: ['NL'], shopOnly: false },
  { platform: 'klarna_paylater_via_adyen', payment_gateway: 'adyen', countries: ['FR', 'DE', 'AT', 'BE', 'NL', 'ES', 'IT'], shopOnly: true },
  { platform: 'klarna_paynow_via_adyen', payment_gateway: 'adyen', countries: ['DE', 'AT', 'BE', 'NL'], shopOnly: true },
];

const CREATION_MESSAGE = 'You need to include stripe_payment_method_id or redirect_result & payment_gateway or payment_method_type & payment_gateway';
const DEFAULT_RETURN_PATH = '/infos/add/payment';
const REFUSAL = 'Finish signing up to add a payment method';

function platformsFor(gateway: PaymentGateway, country: string, forShop: boolean): Schemas['PaymentPlatforms']['platforms'] {
  const redirects = gateway.approvals
    ? REDIRECT_PLATFORMS.filter((p) => (p.countries === null || p.countries.includes(country)) && (forShop || !p.shopOnly))
    : [];
  return [
    { platform: 'card', payment_gateway: 'stripe', is_redirect: false },
    ...redirects.map(({ platform, payment_gateway }) => ({ platform, payment_gateway, is_redirect: true })),
  ];
}

function methodView(row: MethodRow, defaultId: number | null, today: string): Schemas['PaymentMethod'] {
  return {
    id: row.id,
    platform: row.platform as Platform,
    payment_gateway: row.paymentGateway as PaymentGatewayName,
    brand: row.brand,
    last4: row.last4,
    expiration_date: row.expirationDate,
    is_valid: row.expirationDate === null || row.expirationDate >= today,
    is_default: row.id === defaultId,
    is_test: row.isTest,
  };
}

const notConfigured = () => new ProblemError(501, 'NOT_CONFIGURED', 'Not configured', 'No Adyen account is configured: redirect platforms are not available');

const gatewayClient = (row: ClientRow): GatewayClient => ({ id: row.id, email: row.email });

/** A redirect platform offered to the client, through that gateway; else a 400 naming the field. */
function offeredRedirect(gateway: PaymentGateway, client: ClientRow, platform: Platform, gatewayName: PaymentGatewayName) {
  const offered = platformsFor(gateway, client.country, true).find((p) => p.platform === platform && p.is_redirect);
  if (!offered) throw fieldProblem('VALIDATION_ERROR', 'Invalid request', 'payment_method_type', `payment_method_type ${platform} is not offered to this client`);
  if (offered.payment_gateway !== gatewayName) {
    throw fieldProblem('VALIDATION_ERROR', 'Invalid request', 'payment_gateway', `payment_gateway of ${platform} is ${offered.payment_gateway}`);
  }
}

/** Saves a set-up method as the client's default; 200 when it was already the client's. */
async function save({ db, gateway }: Pick<PaymentMethodDeps, 'db' | 'gateway'>, client: ClientRow, method: SetUpMethod) {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(paymentMethods)
      .values({ clientId: client.id, ...method, isTest: gateway.mode === 'sandbox' })
      .onConflictDoNothing()
      .returning();
    const [row] = created
      ? [created]
      : await tx
          .select()
          .from(paymentMethods)
          .where(and(eq(paymentMethods.paymentGateway, method.paymentGateway), eq(paymentMethods.externalId, method.externalId)));
    if (!row || row.clientId !== client.id) {
      throw new ProblemError(409, 'PAYMENT_METHOD_TAKEN', 'Payment method taken', 'This payment method is saved by another account');
    }
    const [saved] = await tx.update(paymentMethods).set({ deletedAt: null }).where(eq(paymentMethods.id, row.id)).returning();
    await tx.update(clients).set({ defaultPaymentMethodId: row.id, updatedAt: new Date() }).where(eq(clients.id, client.id));
    return { status: created ? (201 as const) : (200 as const), body: methodView(saved!, row.id, todayInFrance()) };
  });
}

/** The platforms the client may pay with (redirect platforms by country, some for the shop only) and the gateway's mode. */
export async function paymentPlatforms({ db, gateway }: Pick<PaymentMethodDeps, 'db' | 'gateway'>, clientId: number, forShop: boolean): Promise<Schemas['PaymentPlatforms']> {
  const [client] = await db.select({ country: clients.country }).from(clients).where(eq(clients.id, clientId));
  return {
    mode: gateway.mode,
    publishable_key: gateway.publishableKey,
    platforms: platformsFor(gateway, client?.country ?? 'FR', forShop),
  };
}

/** The client's saved payment methods, newest first, its default marked. */
export async function savedPaymentMethods(db: Database, clientId: number): Promise<Schemas['PaymentMethod'][]> {
  const [client] = await db.select({ defaultId: clients.defaultPaymentMethodId }).from(clients).where(eq(clients.id, clientId));
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.clientId, clientId), isNull(paymentMethods.deletedAt)))
    .orderBy(desc(paymentMethods.id));
  const today = todayInFrance();
  return rows.map((row) => methodView(row, client?.defaultId ?? null, today));
}

/**
 * Saves a payment method of a signed-up client as its default: a card set up with Stripe, or a
 * redirect platform once approved; or starts the approval of a redirect platform (202, where to send the payer).
 */
export async function createPaymentMethod(
  { db, appUrl, gateway }: PaymentMethodDeps,
  clientId: number,
  input: Schemas['PaymentMethodInput'],
): Promise<{ status: 202; body: Schemas['PaymentRedirect'] } | { status: 200 | 201; body: Schemas['PaymentMethod'] }> {
  const client = await signedUpClient(db, clientId, REFUSAL);
  const returnUrl = `${appUrl}${input.return_path ?? DEFAULT_RETURN_PATH}`;
  let method: SetUpMethod | null = null;
  if (input.stripe_payment_method_id) {
    method = await gateway.retrieveSetUpMethod(gatewayClient(client), input.stripe_payment_method_id);
    if (!method) {
      throw fieldProblem('VALIDATION_ERROR', 'Invalid request', 'stripe_payment_method_id', 'stripe_payment_method_id is not a payment method set up for this client');
    }
  } else if (input.redirect_result && input.payment_gateway) {
    if (!gateway.approvals) throw notConfigured();
    const outcome = await gateway.approvals.finish(input.redirect_result, input.payment_gateway);
    if (outcome.status === 'DECLINED') {
      throw new CardProblem({ declineCode: null, code: 'payment_method_provider_decline', type: 'invalid_request_error' }, 'The payment method was declined');
    }
    if (outcome.status !== 'APPROVED') throw fieldProblem('VALIDATION_ERROR', 'Invalid request', 'redirect_result', 'redirect_result is not an approved payment method');
    method = outcome.method;
  } else if (input.payment_method_type && input.payment_gateway) {
    offeredRedirect(gateway, client, input.payment_method_type, input.payment_gateway);
    const { redirectUrl } = await gateway.approvals!.start(input.payment_method_type, input.payment_gateway, returnUrl);
    return { status: 202, body: { redirect_url: redirectUrl } };
  } else {
    const missing = [
      'stripe_payment_method_id',
      ...(input.payment_gateway ? [] : ['payment_gateway']),
      ...(input.redirect_result || input.payment_method_type ? [] : ['redirect_result', 'payment_method_type']),
    ];
    throw validationProblem(
      missing.map((field) => ({ field, pointer: `/${field}`, in: 'body', detail: CREATION_MESSAGE })),
      CREATION_MESSAGE,
    );
  }
  return save({ db, gateway }, client, method);
}

/** A Stripe setup intent for a signed-up client to enter a card; its client secret. */
export async function createSetupIntent({ db, gateway }: Pick<PaymentMethodDeps, 'db' | 'gateway'>, clientId: number, type: Schemas['SetupIntentInput']['stripe_payment_method_type']): Promise<string> {
  const client = await signedUpClient(db, clientId, REFUSAL);
  return gateway.createSetupIntent(gatewayClient(client), type);
}

/** Starts the approval of an Adyen redirect platform offered to a signed-up client. */
export async function startAdyenSession({ db, appUrl, gateway }: PaymentMethodDeps, clientId: number, input: Schemas['AdyenSessionInput']): Promise<Schemas['AdyenSession']> {
  if (!gateway.approvals) throw notConfigured();
  const client = await signedUpClient(db, clientId, REFUSAL);
  offeredRedirect(gateway, client, input.payment_method_type, 'adyen');
  const returnUrl = `${appUrl}${input.return_path ?? DEFAULT_RETURN_PATH}`;
  const { id, redirectUrl } = await gateway.approvals.start(input.payment_method_type, 'adyen', returnUrl);
  return { id, redirect_url: redirectUrl };
}
