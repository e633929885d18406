import type { NewsletterList } from './machine';

/** The phone pattern of the contract (`PhoneUnsubscribeInput.phone`). */
export const PHONE_PATTERN = /^\+?[0-9][0-9 .-]{5,19}$/;

export interface PhoneUnsubscribeRequest {
  phone: string;
  list: NewsletterList;
}

function isList(value: string): value is NewsletterList {
  return value === 'KID' || value === 'WOMAN';
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Reads the `/unsub/{number}/{list}` link of a text message: the request to send, or null when the
 * link cannot be right (unknown list, or a number the contract would refuse).
 */
export function readUnsubscribeLink(number: string, list: string): PhoneUnsubscribeRequest | null {
  const phone = decode(number)?.trim() ?? '';
  if (!isList(list) || !PHONE_PATTERN.test(phone)) return null;
  return { phone, list };
}
