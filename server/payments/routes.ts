import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { clientOf } from '../http/auth';
import type { Handlers } from '../http/types';
import { approvalView, confirmSandboxSetupIntent, decideApproval } from './approvals';
import type { PaymentGateway } from './gateway';
import { createPaymentMethod, createSetupIntent, paymentPlatforms, savedPaymentMethods, startAdyenSession } from './methods';

/** What the payment calls work with. */
export interface PaymentDeps {
  db: Database;
  config: ServerConfig;
  /** Stripe, or the sandbox gateway when no Stripe keys are configured. */
  payments: PaymentGateway;
}

/**
 * Payment platforms, saved payment methods and setup intents (seed 001 sections 3, 4, 5 and 7),
 * through the payment gateway port; and the sandbox gateway's own calls.
 */
export function paymentHandlers({ db, config, payments: gateway }: PaymentDeps): Handlers {
  const deps = { db, appUrl: config.appUrl, gateway };
  return {
    async getPaymentPlatforms(request) {
      return paymentPlatforms(deps, clientOf(request).clientId, request.query.for_shop ?? false);
    },

    async listPaymentMethods(request) {
      return { payment_methods: await savedPaymentMethods(db, clientOf(request).clientId) };
    },

    async createPaymentMethod(request, reply) {
      const { status, body } = await createPaymentMethod(deps, clientOf(request).clientId, request.body);
      return reply.status(status).send(body);
    },

    async createSetupIntent(request, reply) {
      const clientSecret = await createSetupIntent(deps, clientOf(request).clientId, request.body.stripe_payment_method_type);
      return reply.status(201).send({ client_secret: clientSecret });
    },

    async createAdyenSession(request, reply) {
      return reply.status(201).send(await startAdyenSession(deps, clientOf(request).clientId, request.body));
    },

    async confirmSandboxSetupIntent(request) {
      return confirmSandboxSetupIntent(gateway, request.body);
    },

    async getSandboxApproval(request) {
      return approvalView(gateway, config.appUrl, request.params.approvalId);
    },

    async decideSandboxApproval(request) {
      return decideApproval(gateway, config.appUrl, request.params.approvalId, request.body.decision);
    },
  };
}
