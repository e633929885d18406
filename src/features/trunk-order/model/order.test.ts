import { describe, expect, it } from 'vitest';
import { failedOrder } from './order';

const problem = (status: number, type: string) => ({ type, title: type, status });

describe('a failed trunk order', () => {
  it('is the fraud check’s label when the server refuses for fraud', () => {
    expect(failedOrder(problem(409, 'PRESUMED_FRAUDSTER'))).toEqual({ fraud: 'PRESUMED_FRAUDSTER' });
    expect(failedOrder(problem(409, 'DUPLICATE_ACCOUNTS'))).toEqual({ fraud: 'DUPLICATE_ACCOUNTS' });
  });

  it('names a trunk in creation, an existing subscription and an account to sign up', () => {
    expect(failedOrder(problem(409, 'REQUEST_IN_PROGRESS'))).toEqual({ refusal: 'requestInProgress' });
    expect(failedOrder(problem(409, 'SUBSCRIPTION_EXISTS'))).toEqual({ refusal: 'subscriptionExists' });
    expect(failedOrder(problem(403, 'FORBIDDEN'))).toEqual({ refusal: 'signUpFirst' });
  });

  it('is a failure to retry otherwise: another problem, a network error, a fraud type on another status', () => {
    expect(failedOrder(problem(404, 'NOT_FOUND'))).toEqual({ refusal: 'failed' });
    expect(failedOrder(problem(500, 'PRESUMED_FRAUDSTER'))).toEqual({ refusal: 'failed' });
    expect(failedOrder(new TypeError('Failed to fetch'))).toEqual({ refusal: 'failed' });
  });
});
