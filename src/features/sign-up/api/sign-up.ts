import { api, unwrap } from '@/shared/api';
import type { ClientInput } from '../model/machine';

/** Whether an address has an account, as a hash (`hashMeansAccount`). */
export function lookupEmail({ email }: { email: string }) {
  return unwrap(api.GET('/get_client_hash', { params: { query: { email } } }));
}

/** Creates the account; the answer signs the new client in. */
export function createClient(body: ClientInput) {
  return unwrap(api.POST('/clients', { body }));
}
