/** Emails are stored trimmed and lower-cased so that one address is one account and one subscriber. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Phone numbers are stored as digits with their leading +. */
export function normalisePhone(phone: string): string {
  const plus = phone.trim().startsWith('+');
  return (plus ? '+' : '') + phone.replace(/\D/g, '');
}

const TEMPORARY_EMAIL = /^temp[-_.]?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\S*signup-kid/i;

/**
 * The address a quiz gives an account before its sign-up is complete (seed 001, section 9): a
 * random UUID with the prefix 'temp' and the suffix 'signup-kid', e.g.
 * `temp<uuid>@signup-kid.littlecloset.test` or `temp-<uuid>-signup-kid@littlecloset.test`.
 */
export function isTemporaryEmail(email: string): boolean {
  return TEMPORARY_EMAIL.test(normaliseEmail(email));
}
