import { api, unwrap } from '@/shared/api';
import type { ResetPasswordInput } from '../model/machine';

/** Mails a reset link when the address has an account; the answer is the same when it has none. */
export function sendResetEmail({ email }: { email: string }) {
  return unwrap(api.POST('/clients/send-reset-password-email', { body: { email } }));
}

/** Sets the new password with the link's token; the answer signs the client in. */
export function resetPassword(body: ResetPasswordInput) {
  return unwrap(api.POST('/clients/reset-password', { body }));
}
