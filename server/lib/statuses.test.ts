import { describe, expect, it } from 'vitest';
import { afterOneShot, kidLineStatus, womanLineStatus } from './statuses';

describe("the client's statuses follow its profiles", () => {
  it('is PROSPECT without kids and PROSPECT_WITH_KID with kids that requested nothing', () => {
    expect(kidLineStatus([])).toBe('PROSPECT');
    expect(kidLineStatus(['PROSPECT_WITH_KID', 'PROSPECT_WITH_KID'])).toBe('PROSPECT_WITH_KID');
  });

  it('takes the strongest status of the kids: subscribed, paused, one-shot, ended', () => {
    expect(kidLineStatus(['PROSPECT_WITH_KID', 'ONE_SHOT'])).toBe('ONE_SHOT');
    expect(kidLineStatus(['ONE_SHOT', 'TERMINATED_SUBSCRIPTION'])).toBe('ONE_SHOT');
    expect(kidLineStatus(['TERMINATED_SUBSCRIPTION', 'PROSPECT_WITH_KID'])).toBe('TERMINATED_SUBSCRIPTION');
    expect(kidLineStatus(['ONE_SHOT', 'PAUSED_SUBSCRIPTION'])).toBe('PAUSED_SUBSCRIPTION');
    expect(kidLineStatus(['PAUSED_SUBSCRIPTION', 'ONGOING_SUBSCRIPTION', 'ONE_SHOT'])).toBe('ONGOING_SUBSCRIPTION');
  });

  it('keeps a woman status null for a client who never had a woman profile, PROSPECT once it had one', () => {
    expect(womanLineStatus([], null)).toBeNull();
    expect(womanLineStatus([], 'PROSPECT_WITH_WOMAN')).toBe('PROSPECT');
    expect(womanLineStatus(['PROSPECT_WITH_WOMAN'], null)).toBe('PROSPECT_WITH_WOMAN');
    expect(womanLineStatus(['ONGOING_SUBSCRIPTION'], 'PROSPECT')).toBe('ONGOING_SUBSCRIPTION');
  });
});

describe('afterOneShot', () => {
  it('makes a prospect or a former subscriber ONE_SHOT and leaves a subscriber one', () => {
    expect(afterOneShot('PROSPECT_WITH_KID')).toBe('ONE_SHOT');
    expect(afterOneShot('TERMINATED_SUBSCRIPTION')).toBe('ONE_SHOT');
    expect(afterOneShot('ONGOING_SUBSCRIPTION')).toBe('ONGOING_SUBSCRIPTION');
    expect(afterOneShot('PAUSED_SUBSCRIPTION')).toBe('PAUSED_SUBSCRIPTION');
  });
});
