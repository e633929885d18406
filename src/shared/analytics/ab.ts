import { readCookie, writeCookie } from '@/shared/lib';
import { trackWhenDecided } from './track';

/** The visitor's id for A/B tests: random, first-party, one year. */
export const VISITOR_COOKIE = 'lc_vid';
const VISITOR_MAX_AGE = 365 * 24 * 60 * 60;
const FORCED_PREFIX = 'ab-forced-';

function randomId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The visitor's id, made on first use. */
export function visitorId(): string {
  const known = readCookie(VISITOR_COOKIE);
  if (known && /^[0-9a-f]{8,64}$/.test(known)) return known;
  const id = randomId();
  writeCookie(VISITOR_COOKIE, id, { maxAge: VISITOR_MAX_AGE, sameSite: 'Lax' });
  return id;
}

/** A stable 32-bit hash (FNV-1a) of a string. */
export function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** The variant a visitor sees, the same on every visit: by hash of the visitor and the test. */
export function assignedVariant<V extends string>(test: string, variants: readonly V[], visitor: string): V {
  return variants[hash(`${test}:${visitor}`) % variants.length]!;
}

function forcedVariant<V extends string>(test: string, variants: readonly V[]): V | null {
  try {
    const asked = new URLSearchParams(window.location.search).get(`ab_${test}`);
    if (asked !== null && (variants as readonly string[]).includes(asked)) {
      sessionStorage.setItem(FORCED_PREFIX + test, asked);
      return asked as V;
    }
    const kept = sessionStorage.getItem(FORCED_PREFIX + test);
    return kept !== null && (variants as readonly string[]).includes(kept) ? (kept as V) : null;
  } catch {
    return null;
  }
}

/**
 * The variant of `test` for this visitor: forced by `?ab_<test>=<variant>` (kept for the session,
 * for QA), else stable per visitor (cookie `lc_vid`). Records the exposure (`test A/B`) once per
 * test, with measurement consent (on a first visit, once the banner is answered).
 */
export function variantOf<V extends string>(test: string, variants: readonly V[]): V {
  const variant = forcedVariant(test, variants) ?? assignedVariant(test, variants, visitorId());
  trackWhenDecided({ event: 'ab_test', id: test, test, variant });
  return variant;
}
