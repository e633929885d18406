import { describe, expect, it } from 'vitest';
import { trunkOrderGuards, type TrunkOrderContext } from './machine';
import { sampleHomeAddress, sampleOtherAddress } from './sample-events';

const context = (overrides: Partial<TrunkOrderContext> = {}): TrunkOrderContext => ({
  profileId: 11,
  offers: 'both',
  choice: 2,
  address: null,
  newAddress: null,
  refusal: null,
  fraud: null,
  created: null,
  ...overrides,
});
const problem = (status: number, type: string) => ({ error: { type, title: type, status } });

describe('the formula step’s rules', () => {
  it('offers every formula on the membership step, the frequencies on the subscription step, nothing to choose on the single trunk’s', () => {
    const offered = (offers: TrunkOrderContext['offers'], choice: unknown) => trunkOrderGuards.isOffered({ context: context({ offers }), event: { type: 'CHOOSE', choice } });
    expect([1, 2, 3, 'one-shot'].map((choice) => offered('both', choice))).toEqual([true, true, true, true]);
    expect([1, 2, 3, 'one-shot'].map((choice) => offered('subscription', choice))).toEqual([true, true, true, false]);
    expect([1, 'one-shot'].map((choice) => offered('one-shot', choice))).toEqual([false, false]);
  });

  it('orders only once a delivery address is known', () => {
    expect(trunkOrderGuards.hasDeliveryAddress({ context: context(), event: {} })).toBe(false);
    expect(trunkOrderGuards.hasDeliveryAddress({ context: context({ address: sampleHomeAddress }), event: {} })).toBe(true);
  });

  it('takes an address saved as the default at once; another one must become the default first', () => {
    expect(trunkOrderGuards.savedAsDefault({ context: context(), event: { type: 'ADDRESS_SAVED', address: sampleHomeAddress } })).toBe(true);
    expect(trunkOrderGuards.savedAsDefault({ context: context(), event: { type: 'ADDRESS_SAVED', address: sampleOtherAddress } })).toBe(false);
  });

  it('tells the fraud check’s refusals from the others', () => {
    expect(trunkOrderGuards.refusedByFraudCheck({ context: context(), event: problem(409, 'DUPLICATE_ACCOUNTS') })).toBe(true);
    expect(trunkOrderGuards.refusedByFraudCheck({ context: context(), event: problem(409, 'PRESUMED_FRAUDSTER') })).toBe(true);
    expect(trunkOrderGuards.refusedByFraudCheck({ context: context(), event: problem(409, 'SUBSCRIPTION_EXISTS') })).toBe(false);
    expect(trunkOrderGuards.refusedByFraudCheck({ context: context(), event: { error: new TypeError('Failed to fetch') } })).toBe(false);
  });
});
