import { listAddresses, type Address } from '@/entities/address';
import { createRecycleLabel, forgetRecycleLabels, getRecycleOffer, listRecycleLabels } from '@/entities/recycle-label';
import type { RecycleAddressData, RecycleCreateRequest, RecycleLabel, RecycleStartData } from '../model/types';

/** The start: the offer, and the allowance of a signed-in client. */
export async function loadRecycleStart({ signedIn }: { signedIn: boolean }): Promise<RecycleStartData> {
  const [offer, labels] = await Promise.all([getRecycleOffer(), signedIn ? listRecycleLabels() : null]);
  return { offer, allowance: labels?.allowance ?? null };
}

/** The address step: the offer, the allowance and every saved address of the client (any kind, each once). */
export async function loadRecycleAddress(): Promise<RecycleAddressData> {
  const [offer, labels, shipping, billing] = await Promise.all([getRecycleOffer(), listRecycleLabels(), listAddresses('SHIPPING'), listAddresses('BILLING')]);
  const addresses: Address[] = [...shipping, ...billing.filter((address) => !shipping.some((known) => known.id === address.id))];
  return { offer, allowance: labels.allowance, addresses };
}

export async function createLabel({ body, idempotencyKey }: RecycleCreateRequest): Promise<RecycleLabel> {
  const label = await createRecycleLabel(body, idempotencyKey);
  // The account's list and allowance are read again when next shown.
  forgetRecycleLabels();
  return label;
}
