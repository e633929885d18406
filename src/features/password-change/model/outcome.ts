import { isProblem, retryAfterMinutes } from '@/shared/api';
import { newPasswordErrors, type NewPasswordErrors } from '@/shared/lib';

export type PasswordChangeErrors = NewPasswordErrors & { current?: 'required' | 'wrong' };

/** Where the form is: each is what the person sees. */
export type PasswordChangeStatus =
  | { kind: 'editing' }
  | { kind: 'saving' }
  | { kind: 'changed' }
  | { kind: 'tooManyAttempts'; minutes: number }
  | { kind: 'forbidden' }
  | { kind: 'failed' };

export interface PasswordChangeValues {
  current: string;
  password: string;
  confirmation: string;
}

/** What stops the change before any call. */
export function passwordChangeErrors({ current, password, confirmation }: PasswordChangeValues): PasswordChangeErrors {
  return { ...(current === '' && { current: 'required' as const }), ...newPasswordErrors(password, confirmation) };
}

/**
 * How a refused change reads: a wrong current password on its field, a refused new password on
 * its own, too many attempts (with the wait in minutes), administrator access, or a failure.
 */
export function refusal(error: unknown): { errors: PasswordChangeErrors } | { status: PasswordChangeStatus } {
  if (!isProblem(error)) return { status: { kind: 'failed' } };
  if (error.type === 'INVALID_PASSWORD') return { errors: { current: 'wrong' } };
  const minutes = retryAfterMinutes(error);
  if (minutes !== null) return { status: { kind: 'tooManyAttempts', minutes } };
  if (error.status === 403) return { status: { kind: 'forbidden' } };
  if (error.status === 400 && error.errors?.some((entry) => entry.field === 'password')) return { errors: { password: 'invalid' } };
  return { status: { kind: 'failed' } };
}
