import { isProblem } from '@/shared/api';

/** The server's codes a preview screen explains in its own words. */
const KNOWN_CODES = ['NOT_ENOUGH_STOCK', 'ALREADY_IN_PREVIEW', 'PRODUCT_NOT_FOR_PROFILE', 'PREVIEW_CLOSED', 'INVALID_PREVIEW_TOKEN', 'NO_PREVIEW'] as const;

/**
 * Why a preview call failed, as the screens tell it: one of the server's codes, a refused request
 * (400), something not found (404), another answer of the server, or no answer at all.
 */
export type PreviewFailure = (typeof KNOWN_CODES)[number] | 'INVALID' | 'NOT_FOUND' | 'SERVER' | 'NETWORK';

export function previewFailure(error: unknown): PreviewFailure {
  if (!isProblem(error)) return 'NETWORK';
  const known = KNOWN_CODES.find((code) => code === error.type);
  if (known) return known;
  if (error.status === 400) return 'INVALID';
  if (error.status === 404) return 'NOT_FOUND';
  return 'SERVER';
}

/** A failure that trying again may cure: the server or the network was down. */
export function isRetryableFailure(failure: PreviewFailure | null): boolean {
  return failure === 'NETWORK' || failure === 'SERVER';
}
