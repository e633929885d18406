/**
 * Disposable-mail providers: an account there is presumed to be a fraudster's. Kept short and
 * to the providers seen most; a subdomain counts as its provider.
 */
const DISPOSABLE_DOMAINS = new Set([
  '10minutemail.com',
  'dispostable.com',
  'getnada.com',
  'guerrillamail.com',
  'guerrillamail.net',
  'jetable.org',
  'mailinator.com',
  'maildrop.cc',
  'mohmal.com',
  'sharklasers.com',
  'temp-mail.org',
  'tempmail.com',
  'throwawaymail.com',
  'trashmail.com',
  'yopmail.com',
  'yopmail.fr',
]);

/** The disposable-mail provider of an email, or null. */
export function disposableDomain(email: string): string | null {
  const labels = email.slice(email.lastIndexOf('@') + 1).toLowerCase().split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    const domain = labels.slice(i).join('.');
    if (DISPOSABLE_DOMAINS.has(domain)) return domain;
  }
  return null;
}
