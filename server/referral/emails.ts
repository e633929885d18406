import { normaliseEmail } from '../lib/contact';

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * An address as one mailbox: lower case; for gmail.com and googlemail.com (which ignore them) the
 * dots and the `+tag` of the local part are dropped, and both domains are one.
 */
export function mailboxOf(email: string): string {
  const lower = normaliseEmail(email);
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  const local = lower.slice(0, at);
  const domain = lower.slice(at + 1);
  if (!GMAIL_DOMAINS.has(domain)) return lower;
  return `${local.split('+')[0]!.replace(/\./g, '')}@gmail.com`;
}

/** Whether two addresses reach the same mailbox (`mailboxOf`). */
export const sameMailbox = (a: string, b: string): boolean => mailboxOf(a) === mailboxOf(b);

/** The share link's `godfather` token: the godfather's email, base64url-encoded (the app decodes it). */
export const godfatherToken = (email: string): string => Buffer.from(email, 'utf8').toString('base64url');
