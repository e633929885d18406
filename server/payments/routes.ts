import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { clients, paymentMethods } from '../db/schema';
import { clientOf } from '../http/auth';
import { fieldProblem, ProblemError, validationProblem } from '../http/problem';
import type { Handlers, Schemas } from '../http/types';
import { todayInFrance } from '../lib/birthdate';
import { signedUpClient, type ClientRow } from '../session';
import { CardProblem, type GatewayClient, type PaymentGateway, type SetUpMethod } from './gateway';
import { SandboxGateway } from './sandbox';

/** What the payment calls work with. */
export interface PaymentDeps {
  db: Database;
  config: ServerConfig;
  /** Stripe, or the sandbox gateway when no Stripe keys are configured. */
  payments: PaymentGateway;
}

type Platform = Schemas['PaymentPlatformName'];
type PaymentGatewayName = Schemas['PaymentGatewayName'];

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

type MethodRow = typeof paymentMethods.$inferSelect;

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
const sandboxOff = () => new ProblemError(404, 'NOT_FOUND', 'Not found', 'The payment sandbox runs only when no Stripe keys are configured');
const approvalNotFound = () => new ProblemError(404, 'NOT_FOUND', 'Not found', 'No such approval');

/**
 * Payment platforms, saved payment methods and setup intents (seed 001 sections 3, 4, 5 and 7),
 * through the payment gateway port; and the sandbox gateway's own calls, standing in for
 * Stripe.js and the platforms' approval pages when no Stripe keys are configured.
 */
export function paymentHandlers({ db, config, payments }: PaymentDeps): Handlers {
  const gatewayClient = (row: ClientRow): GatewayClient => ({ id: row.id, email: row.email });

  function offeredRedirect(client: ClientRow, platform: Platform, gateway: PaymentGatewayName) {
    const offered = platformsFor(payments, client.country, true).find((p) => p.platform === platform && p.is_redirect);
    if (!offered) throw fieldProblem('VALIDATION_ERROR', 'Invalid request', 'payment_method_type', `payment_method_type ${platform} is not offered to this client`);
    if (offered.payment_gateway !== gateway) {
      throw fieldProblem('VALIDATION_ERROR', 'Invalid request', 'payment_gateway', `payment_gateway of ${platform} is ${offered.payment_gateway}`);
    }
  }

  /** Saves a set-up method as the client's default; 200 when it was already the client's. */
  async function save(client: ClientRow, method: SetUpMethod) {
    return db.transaction(async (tx) => {
      const [created] = await tx
        .insert(paymentMethods)
        .values({ clientId: client.id, ...method, isTest: payments.mode === 'sandbox' })
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
      return { status: created ? 201 : 200, view: methodView(saved!, row.id, todayInFrance()) };
    });
  }

  function sandbox(): SandboxGateway {
    if (!(payments instanceof SandboxGateway)) throw sandboxOff();
    return payments;
  }

  /** The app's path to go back to once an approval is decided, with what it needs in its query. */
  function returnPath(approval: NonNullable<Awaited<ReturnType<SandboxGateway['approval']>>>): string | null {
    if (approval.status === 'PENDING') return null;
    const url = new URL(approval.returnUrl, config.appUrl);
    url.searchParams.set('redirect_result', approval.id);
    if (approval.kind === 'PAYMENT_METHOD') url.searchParams.set('payment_gateway', approval.platform.endsWith('_via_adyen') ? 'adyen' : 'stripe');
    return url.pathname + url.search;
  }

  async function approvalView(id: string): Promise<Schemas['SandboxApproval']> {
    const approval = await sandbox().approval(id);
    if (!approval) throw approvalNotFound();
    return { id: approval.id, kind: approval.kind, platform: approval.platform as Platform, status: approval.status, return_url: returnPath(approval) };
  }

  return {
    async getPaymentPlatforms(request) {
      const { clientId } = clientOf(request);
      const [client] = await db.select({ country: clients.country }).from(clients).where(eq(clients.id, clientId));
      return {
        mode: payments.mode,
        publishable_key: payments.publishableKey,
        platforms: platformsFor(payments, client?.country ?? 'FR', request.query.for_shop ?? false),
      };
    },

    async listPaymentMethods(request) {
      const { clientId } = clientOf(request);
      const [client] = await db.select({ defaultId: clients.defaultPaymentMethodId }).from(clients).where(eq(clients.id, clientId));
      const rows = await db
        .select()
        .from(paymentMethods)
        .where(and(eq(paymentMethods.clientId, clientId), isNull(paymentMethods.deletedAt)))
        .orderBy(desc(paymentMethods.id));
      const today = todayInFrance();
      return { payment_methods: rows.map((row) => methodView(row, client?.defaultId ?? null, today)) };
    },

    async createPaymentMethod(request, reply) {
      const client = await signedUpClient(db, clientOf(request).clientId, REFUSAL);
      const body = request.body;
      const returnUrl = `${config.appUrl}${body.return_path ?? DEFAULT_RETURN_PATH}`;
      let method: SetUpMethod | null = null;
      if (body.stripe_payment_method_id) {
        method = await payments.retrieveSetUpMethod(gatewayClient(client), body.stripe_payment_method_id);
        if (!method) {
          throw fieldProblem('VALIDATION_ERROR', 'Invalid request', 'stripe_payment_method_id', 'stripe_payment_method_id is not a payment method set up for this client');
        }
      } else if (body.redirect_result && body.payment_gateway) {
        if (!payments.approvals) throw notConfigured();
        const outcome = await payments.approvals.finish(body.redirect_result, body.payment_gateway);
        if (outcome.status === 'DECLINED') {
          throw new CardProblem({ declineCode: null, code: 'payment_method_provider_decline', type: 'invalid_request_error' }, 'The payment method was declined');
        }
        if (outcome.status !== 'APPROVED') throw fieldProblem('VALIDATION_ERROR', 'Invalid request', 'redirect_result', 'redirect_result is not an approved payment method');
        method = outcome.method;
      } else if (body.payment_method_type && body.payment_gateway) {
        offeredRedirect(client, body.payment_method_type, body.payment_gateway);
        const { redirectUrl } = await payments.approvals!.start(body.payment_method_type, body.payment_gateway, returnUrl);
        return reply.status(202).send({ redirect_url: redirectUrl });
      } else {
        const missing = [
          'stripe_payment_method_id',
          ...(body.payment_gateway ? [] : ['payment_gateway']),
          ...(body.redirect_result || body.payment_method_type ? [] : ['redirect_result', 'payment_method_type']),
        ];
        throw validationProblem(
          missing.map((field) => ({ field, pointer: `/${field}`, in: 'body', detail: CREATION_MESSAGE })),
          CREATION_MESSAGE,
        );
      }
      const { status, view } = await save(client, method);
      return reply.status(status).send(view);
    },

    async createSetupIntent(request, reply) {
      const client = await signedUpClient(db, clientOf(request).clientId, REFUSAL);
      const clientSecret = await payments.createSetupIntent(gatewayClient(client), request.body.stripe_payment_method_type);
      return reply.status(201).send({ client_secret: clientSecret });
    },

    async createAdyenSession(request, reply) {
      if (!payments.approvals) throw notConfigured();
      const client = await signedUpClient(db, clientOf(request).clientId, REFUSAL);
      offeredRedirect(client, request.body.payment_method_type, 'adyen');
      const returnUrl = `${config.appUrl}${request.body.return_path ?? DEFAULT_RETURN_PATH}`;
      const { id, redirectUrl } = await payments.approvals.start(request.body.payment_method_type, 'adyen', returnUrl);
      return reply.status(201).send({ id, redirect_url: redirectUrl });
    },

    async confirmSandboxSetupIntent(request) {
      const { client_secret, number, exp_month, exp_year, cvc } = request.body;
      const paymentMethod = await sandbox().confirmSetupIntent(
        { clientSecret: client_secret, number, expMonth: exp_month, expYear: exp_year, cvc },
        todayInFrance(),
      );
      return { status: 'succeeded' as const, payment_method: paymentMethod };
    },

    async getSandboxApproval(request) {
      return approvalView(request.params.approvalId);
    },

    async decideSandboxApproval(request) {
      const decided = await sandbox().decide(request.params.approvalId, request.body.decision);
      const view = await approvalView(request.params.approvalId);
      if (!decided) throw new ProblemError(409, 'ALREADY_DECIDED', 'Already decided', `This approval is already ${view.status.toLowerCase()}`);
      return view;
    },
  };
}
