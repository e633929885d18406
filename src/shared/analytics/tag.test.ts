import { afterEach, beforeEach, expect, it } from 'vitest';
import { CONSENT_COOKIE, writeConsent } from '@/shared/consent';
import { startTagManager } from './tag';

const tags = () => document.querySelectorAll('script[src*="googletagmanager"]');

beforeEach(() => {
  document.head.innerHTML = '';
  document.cookie = `${CONSENT_COOKIE}=; path=/; max-age=0`;
});
afterEach(() => (document.cookie = `${CONSENT_COOKIE}=; path=/; max-age=0`));

it('loads no tag without an ID, even with consent (the demo)', () => {
  writeConsent({ measurement: true, advertising: true });
  startTagManager(null);
  startTagManager('');
  startTagManager('not an id');
  expect(tags()).toHaveLength(0);
});

it('waits for measurement consent before loading the tag, once', () => {
  startTagManager('GTM-ABC123');
  expect(tags()).toHaveLength(0);
  writeConsent({ measurement: false, advertising: true });
  expect(tags()).toHaveLength(0);
  writeConsent({ measurement: true, advertising: false });
  writeConsent({ measurement: true, advertising: true });
  expect(tags()).toHaveLength(1);
  expect(tags()[0]!.getAttribute('src')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
});
