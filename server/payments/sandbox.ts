import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sandboxPaymentMethods } from '../db/schema';
import { fieldProblem } from '../http/problem';
import {
  CardProblem,
  lastDayOfExpiry,
  type ApprovalOutcome,
  type ApprovalPort,
  type ChargeRequest,
  type ChargeResult,
  type PaymentFailure,
  type PaymentGateway,
  type RefundRequest,
  type RefundResult,
  type SetUpMethod,
} from './gateway';

/**
 * The sandbox gateway: Stripe's test mode without Stripe. Rows of `sandbox_payment_methods`:
 * - cards (`pm_sandbox_…`, with last4), whose `behaviour` says what charging them does:
 *   `succeed`, `require_action` (a 3-D Secure-like approval) or `decline:<decline_code>`;
 * - approvals (with `platform` and `return_url`): a redirect platform being saved (`pm_sandbox_…`)
 *   or a charge waiting for the payer (`pi_sandbox_…`), `pending`, then `approved` or `declined`
 *   (or `canceled` by the app: its approval page can no longer approve it);
 * - charges settled at once (`pi_sandbox_…`): `succeed` or `decline:<decline_code>`.
 */
type SandboxRow = typeof sandboxPaymentMethods.$inferSelect;
type Decision = 'APPROVE' | 'DECLINE';

const CARD_ERROR = 'card_error';
const declined = (declineCode: string): PaymentFailure => ({ declineCode, code: 'card_declined', type: CARD_ERROR });
const cardError = (code: string): PaymentFailure => ({ declineCode: code, code, type: CARD_ERROR });
const invalidCard = (code: string): PaymentFailure => ({ declineCode: null, code, type: CARD_ERROR });

/** Stripe's test cards: declined when set up, or saved with what charging them does. */
const TEST_CARDS: Record<string, { refusal: PaymentFailure } | { behaviour: string }> = {
  '4000000000000002': { refusal: declined('generic_decline') },
  '4000000000000069': { refusal: cardError('expired_card') },
  '4000000000000127': { refusal: cardError('incorrect_cvc') },
  '4000000000009995': { behaviour: 'decline:insufficient_funds' },
  '4000000000000341': { behaviour: 'decline:card_declined' },
  '4000002760003184': { behaviour: 'require_action' },
};

/** The payer declined a redirect platform or a 3-D Secure-like check. */
const PROVIDER_DECLINE: PaymentFailure = { declineCode: null, code: 'payment_method_provider_decline', type: 'invalid_request_error' };
const AUTHENTICATION_FAILURE: PaymentFailure = { declineCode: null, code: 'payment_intent_authentication_failure', type: 'invalid_request_error' };
/** A charge cancelled while it waited on its payer (what Stripe's canceled payment intent reports here). */
export const CHARGE_CANCELED: PaymentFailure = { declineCode: null, code: 'payment_intent_canceled', type: 'invalid_request_error' };

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

const randomId = (prefix: string) => `${prefix}${randomBytes(18).toString('hex')}`;

export interface SandboxCard {
  clientSecret: string;
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface SandboxApprovalView {
  id: string;
  kind: 'PAYMENT_METHOD' | 'CHARGE';
  platform: string;
  status: 'PENDING' | 'APPROVED' | 'DECLINED';
  /** Where the payer goes back once decided. */
  returnUrl: string;
}

export class SandboxGateway implements PaymentGateway, ApprovalPort {
  readonly mode = 'sandbox';
  readonly publishableKey = null;
  readonly approvals: ApprovalPort = this;

  /** `key` signs the setup intents' secrets and names charges after their idempotency keys. */
  constructor(
    private readonly db: Database,
    private readonly key: Uint8Array,
    private readonly appUrl: string,
  ) {}

  private sign(value: string): string {
    return createHmac('sha256', this.key).update(value).digest('hex').slice(0, 32);
  }

  private async row(id: string): Promise<SandboxRow | null> {
    const [row] = await this.db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, id));
    return row ?? null;
  }

  async createSetupIntent(): Promise<string> {
    const id = randomId('seti_sandbox_');
    return `${id}_secret_${this.sign(id)}`;
  }

  /** What Stripe.js would do with the card: checked like Stripe's test mode, then saved as `pm_sandbox_…`. */
  async confirmSetupIntent(card: SandboxCard, today: string): Promise<string> {
    const [id, secret] = card.clientSecret.split('_secret_');
    const expected = id ? Buffer.from(this.sign(id)) : null;
    if (!id?.startsWith('seti_sandbox_') || !secret || !expected || secret.length !== expected.length || !timingSafeEqual(Buffer.from(secret), expected)) {
      throw fieldProblem('VALIDATION_ERROR', 'Invalid request', 'client_secret', 'client_secret is not a setup intent of this sandbox');
    }
    const digits = card.number.replace(/ /g, '');
    if (!luhn(digits)) throw new CardProblem(invalidCard('incorrect_number'), 'The card number is incorrect');
    const [year, month] = today.split('-').map(Number) as [number, number];
    if (card.expYear < year) throw new CardProblem(invalidCard('invalid_expiry_year'), 'The expiry year is in the past');
    if (card.expYear === year && card.expMonth < month) throw new CardProblem(invalidCard('invalid_expiry_month'), 'The expiry month is in the past');
    if (!/^\d{3,4}$/.test(card.cvc)) throw new CardProblem(invalidCard('invalid_cvc'), 'The security code is invalid');
    const test = TEST_CARDS[digits];
    if (test && 'refusal' in test) throw new CardProblem(test.refusal, 'The card was declined');
    const methodId = randomId('pm_sandbox_');
    await this.db.insert(sandboxPaymentMethods).values({
      id: methodId,
      behaviour: test?.behaviour ?? 'succeed',
      brand: brandOf(digits),
      last4: digits.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear,
    });
    return methodId;
  }

  async retrieveSetUpMethod(_client: unknown, externalId: string): Promise<SetUpMethod | null> {
    const row = await this.row(externalId);
    if (!row?.id.startsWith('pm_sandbox_') || row.last4 === null || row.expMonth === null || row.expYear === null) return null;
    return {
      externalId: row.id,
      platform: 'card',
      paymentGateway: 'stripe',
      brand: row.brand,
      last4: row.last4,
      expirationDate: lastDayOfExpiry(row.expMonth, row.expYear),
    };
  }

  /** The approval page, in the return address's language. */
  private approvalUrl(id: string, returnUrl: string): string {
    const locale = /^\/(de|nl|es)(\/|$)/.exec(returnUrl)?.[1];
    return `${this.appUrl}${locale ? `/${locale}` : ''}/sandbox/approve/${id}`;
  }

  /** A return address as a path of the app. */
  private returnPath(returnUrl: string): string {
    const url = new URL(returnUrl, this.appUrl);
    return url.pathname + url.search;
  }

  async start(platform: string, _paymentGateway: string, returnUrl: string): Promise<{ id: string; redirectUrl: string }> {
    const id = randomId('pm_sandbox_');
    const path = this.returnPath(returnUrl);
    await this.db.insert(sandboxPaymentMethods).values({ id, behaviour: 'pending', platform, returnUrl: path });
    return { id, redirectUrl: this.approvalUrl(id, path) };
  }

  async finish(redirectResult: string, paymentGateway: string): Promise<ApprovalOutcome> {
    const row = redirectResult.startsWith('pm_sandbox_') ? await this.row(redirectResult) : null;
    if (!row?.platform) return { status: 'UNKNOWN' };
    if (row.behaviour === 'pending') return { status: 'PENDING' };
    if (row.behaviour === 'declined') return { status: 'DECLINED' };
    return {
      status: 'APPROVED',
      method: { externalId: row.id, platform: row.platform, paymentGateway, brand: null, last4: null, expirationDate: null },
    };
  }

  async approval(id: string): Promise<SandboxApprovalView | null> {
    const row = await this.row(id);
    if (!row?.platform || !row.returnUrl) return null;
    const status = row.behaviour === 'pending' ? 'PENDING' : row.behaviour === 'approved' ? 'APPROVED' : 'DECLINED';
    return { id: row.id, kind: row.id.startsWith('pi_') ? 'CHARGE' : 'PAYMENT_METHOD', platform: row.platform, status, returnUrl: row.returnUrl };
  }

  /** Approves or declines a pending approval; false when it was already decided. */
  async decide(id: string, decision: Decision): Promise<boolean> {
    const updated = await this.db
      .update(sandboxPaymentMethods)
      .set({ behaviour: decision === 'APPROVE' ? 'approved' : 'declined' })
      .where(and(eq(sandboxPaymentMethods.id, id), eq(sandboxPaymentMethods.behaviour, 'pending'), isNotNull(sandboxPaymentMethods.platform)))
      .returning();
    return updated.length > 0;
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const id = `pi_sandbox_${this.sign(`${request.clientId}:${request.idempotencyKey}`)}`;
    const method = await this.row(request.method.externalId);
    const needsPayer = method?.behaviour === 'require_action' || (method?.platform != null && method.behaviour === 'approved');
    const settled = method?.behaviour === 'succeed' || method?.behaviour.startsWith('decline:') ? method.behaviour : 'decline:card_declined';
    const returnUrl = this.returnPath(request.returnUrl);
    await this.db
      .insert(sandboxPaymentMethods)
      .values(needsPayer ? { id, behaviour: 'pending', platform: request.method.platform, returnUrl } : { id, behaviour: settled })
      .onConflictDoNothing();
    return this.retrieveCharge(id);
  }

  /** Only a charge still pending is cancelled; one the payer already decided stays as decided. */
  async cancelCharge(externalId: string): Promise<ChargeResult> {
    await this.db
      .update(sandboxPaymentMethods)
      .set({ behaviour: 'canceled' })
      .where(and(eq(sandboxPaymentMethods.id, externalId), eq(sandboxPaymentMethods.behaviour, 'pending'), isNotNull(sandboxPaymentMethods.platform)));
    return this.retrieveCharge(externalId);
  }

  /**
   * A refund of a charge that succeeded, kept as `re_sandbox_…` (behaviour `refunded:<charge>:<cents>`),
   * named after its key so that asking again gives the same refund. A charge the sandbox does not
   * know, or that did not succeed, is refused (`charge_not_refundable`, or `resource_missing`).
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    const id = `re_sandbox_${this.sign(`refund:${request.idempotencyKey}`)}`;
    if (await this.row(id)) return { status: 'SUCCEEDED', externalId: id };
    const charge = await this.row(request.chargeExternalId);
    if (!charge) return { status: 'FAILED', externalId: null, declineCode: null, code: 'resource_missing', type: 'invalid_request_error' };
    if (charge.behaviour !== 'succeed' && charge.behaviour !== 'approved') {
      return { status: 'FAILED', externalId: null, declineCode: null, code: 'charge_not_refundable', type: 'invalid_request_error' };
    }
    await this.db
      .insert(sandboxPaymentMethods)
      .values({ id, behaviour: `refunded:${request.chargeExternalId}:${request.amountCents}` })
      .onConflictDoNothing();
    return { status: 'SUCCEEDED', externalId: id };
  }

  async retrieveCharge(externalId: string): Promise<ChargeResult> {
    const row = await this.row(externalId);
    if (!row) return { status: 'FAILED', externalId, declineCode: null, code: 'resource_missing', type: 'invalid_request_error' };
    switch (row.behaviour) {
      case 'succeed':
      case 'approved':
        return { status: 'SUCCEEDED', externalId };
      case 'pending':
        return { status: 'REQUIRES_ACTION', externalId, redirectUrl: this.approvalUrl(externalId, row.returnUrl ?? '/') };
      case 'declined':
        return { status: 'FAILED', externalId, ...(row.platform === 'card' ? AUTHENTICATION_FAILURE : PROVIDER_DECLINE) };
      case 'canceled':
        return { status: 'FAILED', externalId, ...CHARGE_CANCELED };
      default:
        return { status: 'FAILED', externalId, ...declined(row.behaviour.replace('decline:', '')) };
    }
  }
}
