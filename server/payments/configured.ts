import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import type { PaymentGateway } from './gateway';
import { SandboxGateway } from './sandbox';
import { StripeGateway } from './stripe';

/** Stripe when its keys are configured, otherwise the sandbox gateway (`sandboxKey` signs its setup intents and names its charges). */
export function paymentGateway(db: Database, config: ServerConfig, sandboxKey: Uint8Array): PaymentGateway {
  return config.stripe ? new StripeGateway(config.stripe) : new SandboxGateway(db, sandboxKey, config.appUrl);
}
