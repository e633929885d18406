import { describe, expect, it } from 'vitest';
import { clientKind } from './client-kind';

const profile = (hasRequested: boolean, hasSubscription: boolean) => ({ hasRequested, hasSubscription });

describe('clientKind', () => {
  it('is prospect without profiles, or while no profile has requested', () => {
    expect(clientKind([])).toBe('prospect');
    expect(clientKind([profile(false, false), profile(false, false)])).toBe('prospect');
  });

  it('is one-shot once a profile has requested without a subscription', () => {
    expect(clientKind([profile(true, false), profile(false, false)])).toBe('one-shot');
  });

  it('is subscriber as soon as one profile has a subscription', () => {
    expect(clientKind([profile(true, false), profile(true, true)])).toBe('subscriber');
  });
});
