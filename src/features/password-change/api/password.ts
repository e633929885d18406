import { api, unwrap, type components } from '@/shared/api';

export type PasswordChange = components['schemas']['PasswordChange'];

/** Changes the password; the answer is this session's new pair (the other sessions end). */
export function changePassword(body: PasswordChange) {
  return unwrap(api.PUT('/clients/me/password', { body }));
}
