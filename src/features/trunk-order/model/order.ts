import { isProblem } from '@/shared/api';
import type { Frequency, TrunkRequest, TrunkSubscription } from '../api/trunks';
import { isFraudLabel, type FraudLabel } from '../lib/fraud-label';

/** What the family picks: a trunk every 1, 2 or 3 months, or a single trunk. */
export type TrunkChoice = Frequency | 'one-shot';

export const FREQUENCIES: readonly Frequency[] = [1, 2, 3];

/** What the page learns once the order is settled: the created object, or the fraud label. */
export type TrunkOrderOutcome =
  | { kind: 'subscription'; subscription: TrunkSubscription }
  | { kind: 'one-shot'; request: TrunkRequest }
  | { kind: 'fraud'; label: FraudLabel };

/** Why an order did not go through, as the family reads it. */
export type OrderRefusal = 'requestInProgress' | 'subscriptionExists' | 'signUpFirst' | 'failed';

/** Where the form is: each is what the person sees. */
export type OrderStatus = { kind: 'choosing' } | { kind: 'ordering' } | { kind: 'ordered' } | { kind: 'refused'; refusal: OrderRefusal };

/**
 * How a failed creation reads: the fraud check's answer is an outcome like a creation (the label
 * is kept, no error shown); a trunk already in creation, an existing subscription or a quiz
 * account not signed up have their own message; anything else is a failure to retry.
 */
export function failedOrder(error: unknown): { fraud: FraudLabel } | { refusal: OrderRefusal } {
  if (!isProblem(error)) return { refusal: 'failed' };
  if (error.status === 409 && isFraudLabel(error.type)) return { fraud: error.type };
  if (error.status === 409 && error.type === 'REQUEST_IN_PROGRESS') return { refusal: 'requestInProgress' };
  if (error.status === 409 && error.type === 'SUBSCRIPTION_EXISTS') return { refusal: 'subscriptionExists' };
  if (error.status === 403) return { refusal: 'signUpFirst' };
  return { refusal: 'failed' };
}
