import { isProblem } from '@/shared/api';

/** Where opening an email-change link leaves the person. */
export type EmailConfirmationState =
  | { kind: 'confirming' }
  | { kind: 'confirmed'; email: string }
  /** The link is wrong, spent, replaced or expired (or the page was opened without one). */
  | { kind: 'invalid' }
  /** The address got an account since the link was sent. */
  | { kind: 'taken' }
  /** The call failed: trying again may work. */
  | { kind: 'failed' };

/** How a refused confirmation reads. */
export function confirmationFailure(error: unknown): EmailConfirmationState {
  if (isProblem(error) && error.type === 'EMAIL_TAKEN') return { kind: 'taken' };
  if (isProblem(error) && error.status === 400) return { kind: 'invalid' };
  return { kind: 'failed' };
}
