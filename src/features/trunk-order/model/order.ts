import { isProblem } from '@/shared/api';
import type { Frequency, TrunkRequest, TrunkSubscription } from '../api/trunks';
import { isFraudLabel, type FraudLabel } from '../lib/fraud-label';

/** What the family picks: a trunk every 1, 2 or 3 months, or a single trunk. */
export type TrunkChoice = Frequency | 'one-shot';

export const FREQUENCIES: readonly Frequency[] = [1, 2, 3];

/** What an order created: the subscription (with its first trunk), or the single trunk. */
export type CreatedOrder = { kind: 'subscription'; subscription: TrunkSubscription } | { kind: 'one-shot'; request: TrunkRequest };

/** What the page learns once the order is settled: the created object, or the fraud check's label once the family read it. */
export type TrunkOrderOutcome = CreatedOrder | { kind: 'fraud'; label: FraudLabel };

/** Why an order did not go through, as the family reads it, when another try may do. */
export type OrderRefusal = 'requestInProgress' | 'subscriptionExists' | 'signUpFirst' | 'failed';

/**
 * How a failed creation reads: the fraud check's refusal (its label is kept, and the family is
 * told what happened and what to do); a trunk already in creation, an existing subscription or a
 * quiz account not signed up have their own message; anything else is a failure to retry.
 */
export function failedOrder(error: unknown): { fraud: FraudLabel } | { refusal: OrderRefusal } {
  if (!isProblem(error)) return { refusal: 'failed' };
  if (error.status === 409 && isFraudLabel(error.type)) return { fraud: error.type };
  if (error.status === 409 && error.type === 'REQUEST_IN_PROGRESS') return { refusal: 'requestInProgress' };
  if (error.status === 409 && error.type === 'SUBSCRIPTION_EXISTS') return { refusal: 'subscriptionExists' };
  if (error.status === 403) return { refusal: 'signUpFirst' };
  return { refusal: 'failed' };
}
