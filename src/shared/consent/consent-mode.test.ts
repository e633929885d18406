import { beforeEach, describe, expect, it } from 'vitest';
import { pushConsentMode } from '.';

const layer = () => ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => Array.from(entry));

describe('Google consent mode', () => {
  beforeEach(() => {
    delete (window as unknown as { dataLayer?: unknown }).dataLayer;
  });

  it('says everything is denied once, before the choice, as gtag commands', () => {
    pushConsentMode(null);
    pushConsentMode({ measurement: true, advertising: false });
    const denied = { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };
    expect(layer()).toEqual([
      ['consent', 'default', denied],
      ['consent', 'update', { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }],
    ]);
    // gtag pushes its arguments object, not an array: that is what the tags read.
    const first = (window as unknown as { dataLayer: unknown[] }).dataLayer[0];
    expect(Array.isArray(first)).toBe(false);
    expect(Object.prototype.toString.call(first)).toBe('[object Arguments]');
  });

  it('grants the three advertising signals with advertising', () => {
    pushConsentMode({ measurement: false, advertising: true });
    expect(layer()[1]).toEqual(['consent', 'update', { analytics_storage: 'denied', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }]);
  });
});
