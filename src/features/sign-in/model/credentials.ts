import type { Credentials, SignInFailure } from '@/entities/session';
import { checkEmail } from '@/shared/lib';

export type CredentialErrors = Partial<Record<keyof Credentials, 'required' | 'invalid'>>;

/** What stops the sign-in before any call: a missing or malformed address, a missing password. */
export function credentialErrors({ email, password }: Credentials): CredentialErrors {
  const errors: CredentialErrors = {};
  const check = checkEmail(email).status;
  if (check === 'empty') errors.email = 'required';
  else if (check === 'invalid') errors.email = 'invalid';
  if (password === '') errors.password = 'required';
  return errors;
}

/** The message of a failed sign-in, with its values: the wait in whole minutes, at least one. */
export function failureMessage(failure: SignInFailure): { id: string; values?: Record<string, number> } {
  switch (failure.kind) {
    case 'invalid-credentials':
      return { id: 'login.failure.invalidCredentials' };
    case 'too-many-attempts':
      return { id: 'login.failure.tooManyAttempts', values: { minutes: Math.max(1, Math.ceil(failure.retryAfter / 60)) } };
    case 'unavailable':
      return { id: 'login.failure.unavailable' };
  }
}
