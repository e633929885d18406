import type { ClientPatch } from '@/entities/session';
import { api, unwrap } from '@/shared/api';

/** Saves the changed fields; the answer is the client as it now is. */
export function updateMe(body: ClientPatch) {
  return unwrap(api.PATCH('/clients/me', { body }));
}
