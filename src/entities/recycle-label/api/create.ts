import { api, unwrap, type components } from '@/shared/api';

/**
 * Creates a free Little Geste label for the signed-in client. The same `idempotencyKey` again (a
 * reload, a lost answer) gives the same label and writes nothing. Refusals reject with the problem:
 * 403 RECYCLE_SWITCHED_OFF, 422 COUNTRY_NOT_SUPPORTED, 409 MONTHLY_LIMIT_REACHED.
 */
export function createRecycleLabel(input: components['schemas']['RecycleLabelInput'], idempotencyKey: string): Promise<components['schemas']['RecycleLabel']> {
  return unwrap(api.POST('/clients/me/recycle-labels', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body: input }));
}
