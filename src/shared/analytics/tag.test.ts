import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { CONSENT_COOKIE, writeConsent } from '@/shared/consent';
import { startTagManager } from './tag';

const tags = () => document.querySelectorAll('script[src*="googletagmanager"]');

beforeEach(() => {
  document.head.innerHTML = '';
  document.cookie = `${CONSENT_COOKIE}=; path=/; max-age=0`;
});
afterEach(() => (document.cookie = `${CONSENT_COOKIE}=; path=/; max-age=0`));

it('loads no tag without an ID, a bad one or a failed read, even with consent (the demo)', async () => {
  writeConsent({ measurement: true, advertising: true });
  for (const answer of [Promise.resolve(null), Promise.resolve(''), Promise.resolve('not an id'), Promise.resolve('GTM-A"><b>'), Promise.reject(new Error('offline'))]) {
    startTagManager(() => answer);
  }
  await new Promise((resolve) => setTimeout(resolve));
  expect(tags()).toHaveLength(0);
});

it('asks for the ID and loads the tag only once measurement is allowed, once', async () => {
  const readTagId = vi.fn(async () => 'GTM-ABC123');
  startTagManager(readTagId);
  writeConsent({ measurement: false, advertising: true });
  await Promise.resolve();
  expect(readTagId).not.toHaveBeenCalled();
  expect(tags()).toHaveLength(0);
  writeConsent({ measurement: true, advertising: false });
  writeConsent({ measurement: true, advertising: true });
  await vi.waitFor(() => expect(tags()).toHaveLength(1));
  expect(readTagId).toHaveBeenCalledTimes(1);
  expect(tags()[0]!.getAttribute('src')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
});
