/** Local part, "@", and a domain of at least two dot-separated labels. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The domain of an address (after the last "@"), lower case; '' when there is none. */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : email.slice(at + 1).trim().toLowerCase();
}

/**
 * An address as written (trimmed) when it has the form of one, else null: for addresses that come
 * in links (a referral's godfather), where no one is there to read a typo warning.
 */
export function emailAddress(input: string): string | null {
  const email = input.trim();
  return EMAIL_PATTERN.test(email) ? email : null;
}
