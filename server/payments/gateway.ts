import { ProblemError } from '../http/problem';

/**
 * The payment gateway port. Stripe implements it when keys are configured; otherwise the sandbox
 * gateway does, behaving like Stripe's test mode (test card numbers, decline codes, a 3-D Secure-like
 * redirect). Routes only ever speak to this port.
 */
export type GatewayMode = 'stripe' | 'sandbox';

/** What a failed payment or card setup reports, read in this order by the app: decline_code, code, type. */
export interface PaymentFailure {
  declineCode: string | null;
  code: string | null;
  type: string;
}

/** The method to charge, as saved in `payment_methods`. */
export interface ChargeableMethod {
  externalId: string;
  platform: string;
  paymentGateway: string;
}

export interface ChargeRequest {
  /** What is paid: a shop order, a trunk's kept pieces (its request), or a gift card. */
  orderId?: number;
  requestId?: number;
  giftCardId?: number;
  clientId: number;
  amountCents: number;
  method: ChargeableMethod;
  /** Where the payer comes back after a redirect (3-D Secure or a redirect platform). */
  returnUrl: string;
  /** One charge per key, however often it is asked for. */
  idempotencyKey: string;
}

export type ChargeResult =
  | { status: 'SUCCEEDED'; externalId: string }
  | { status: 'REQUIRES_ACTION'; externalId: string; redirectUrl: string }
  | ({ status: 'FAILED'; externalId: string | null } & PaymentFailure);

/** A refund of (part of) a charge that succeeded. */
export interface RefundRequest {
  /** The gateway's id of the charge (a Stripe payment intent, a sandbox payment). */
  chargeExternalId: string;
  amountCents: number;
  /** One refund per key, however often it is asked for. */
  idempotencyKey: string;
}

export type RefundResult = { status: 'SUCCEEDED'; externalId: string } | ({ status: 'FAILED'; externalId: string | null } & PaymentFailure);

export interface PaymentGateway {
  readonly mode: GatewayMode;
  /** Stripe's publishable key for Stripe.js; null in sandbox mode. */
  readonly publishableKey: string | null;
  /** Redirect platforms, when this gateway has them; null: cards only. */
  readonly approvals: ApprovalPort | null;
  /** The client secret of a new setup intent of `type` (a card) for off-session charges. */
  createSetupIntent(client: GatewayClient, type: string): Promise<string>;
  /** A card set up for `client` through a setup intent; null when unknown or not the client's. */
  retrieveSetUpMethod(client: GatewayClient, externalId: string): Promise<SetUpMethod | null>;
  /** Charges a saved method off-session. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** The outcome of a charge once the payer is back from its redirect. */
  retrieveCharge(externalId: string): Promise<ChargeResult>;
  /**
   * Cancels a charge still waiting on its payer (an abandoned redirect), so that it can never go
   * through later; gives its outcome after: FAILED once cancelled, or SUCCEEDED (or FAILED) when the
   * payer decided first.
   */
  cancelCharge(externalId: string): Promise<ChargeResult>;
  /** Pays back (part of) a charge to the method it was made with; a refused refund may be asked for again with the same key. */
  refund(request: RefundRequest): Promise<RefundResult>;
}

/** A client as the gateway knows it. */
export interface GatewayClient {
  id: number;
  email: string;
}

/** A method the gateway has set up, ready to save in `payment_methods`. */
export interface SetUpMethod extends ChargeableMethod {
  brand: string | null;
  last4: string | null;
  /** The last day it can be charged (YYYY-MM-DD), null when it does not expire. */
  expirationDate: string | null;
}

/** The outcome of a redirect platform's approval, as the payer comes back with its `redirect_result`. */
export type ApprovalOutcome = { status: 'APPROVED'; method: SetUpMethod } | { status: 'DECLINED' | 'PENDING' | 'UNKNOWN' };

/** Redirect platforms approved on their own page (PayPal, Klarna, iDEAL...). */
export interface ApprovalPort {
  /** Opens the approval of `platform`; the payer is sent to the answer's address and comes back to `returnUrl`. */
  start(platform: string, paymentGateway: string, returnUrl: string): Promise<{ id: string; redirectUrl: string }>;
  finish(redirectResult: string, paymentGateway: string): Promise<ApprovalOutcome>;
}

/** The last day of a card's expiry month, YYYY-MM-DD. */
export function lastDayOfExpiry(month: number, year: number): string {
  const day = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A card error, answered as Stripe reports it (402, `type`, `code`, `decline_code`). */
export class CardProblem extends ProblemError {
  constructor(readonly failure: PaymentFailure, detail: string) {
    super(402, failure.type, 'Payment declined', detail);
  }
  override toProblem(instance?: string) {
    return { ...super.toProblem(instance), code: this.failure.code, decline_code: this.failure.declineCode };
  }
}
