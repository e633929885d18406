import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_COOKIE, consentGiven, onConsentChange, parseConsent, readConsent, writeConsent } from '.';

function clearCookie() {
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
}

describe('consent', () => {
  afterEach(() => {
    clearCookie();
    vi.useRealTimers();
  });

  it('is not decided on a first visit: nothing is given', () => {
    expect(readConsent()).toBeNull();
    expect(consentGiven('measurement')).toBe(false);
    expect(consentGiven('advertising')).toBe(false);
  });

  it('keeps a decision in a compact first-party cookie and reads it back', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T12:00:00.400Z'));
    const consent = writeConsent({ measurement: true, advertising: false });
    expect(consent).toEqual({ measurement: true, advertising: false, decided_at: '2026-11-26T12:00:00.000Z' });
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=v1.m1.a0.${Date.parse('2026-11-26T12:00:00Z') / 1000}`);
    expect(readConsent()).toEqual(consent);
    expect(consentGiven('measurement')).toBe(true);
    expect(consentGiven('advertising')).toBe(false);
  });

  it('tells the listeners of each decision until they stop listening', () => {
    const heard: unknown[] = [];
    const stop = onConsentChange((consent) => heard.push(consent && { m: consent.measurement, a: consent.advertising }));
    writeConsent({ measurement: false, advertising: true });
    stop();
    writeConsent({ measurement: true, advertising: true });
    expect(heard).toEqual([{ m: false, a: true }]);
  });

  it('a failing listener does not keep the others from hearing', () => {
    const heard: boolean[] = [];
    const stopBad = onConsentChange(() => {
      throw new Error('broken');
    });
    const stopGood = onConsentChange((consent) => heard.push(consent!.measurement));
    writeConsent({ measurement: true, advertising: false });
    stopBad();
    stopGood();
    expect(heard).toEqual([true]);
  });

  it.each(['yes', 'v1.m1.a0', 'v2.m1.a1.1790000000', 'v1.m2.a0.1790000000', 'v1.m1.a0.abc', '%E0%A4%A'])('asks again when the cookie is malformed (%s)', (value) => {
    document.cookie = `${CONSENT_COOKIE}=${value}; path=/`;
    expect(readConsent()).toBeNull();
    expect(consentGiven('measurement')).toBe(false);
  });

  it('asks again after six months', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    const day = 24 * 3600;
    expect(parseConsent(`v1.m1.a1.${now / 1000 - 181 * day}`, now)).not.toBeNull();
    expect(parseConsent(`v1.m1.a1.${now / 1000 - 183 * day}`, now)).toBeNull();
    expect(parseConsent(`v1.m1.a1.${now / 1000 + 30 * day}`, now)).toBeNull();
  });
});
