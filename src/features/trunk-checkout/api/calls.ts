import { listPaymentMethods } from '@/entities/payment-method';
import { getWalletBalance } from '@/entities/wallet';
import { api, unwrap } from '@/shared/api';
import type { PaymentRequest, QuoteRequest, ReturnLabel, TrunkCheckout, TrunkCheckoutData } from '../model/types';

const trunk = (rid: number) => ({ params: { path: { rid } } });

export function getTrunkCheckout(requestId: number): Promise<TrunkCheckout> {
  return unwrap(api.GET('/clients/me/trunks/{rid}/checkout', trunk(requestId)));
}

/** The trunk at home (a payment back from the bank's page settled first) and the methods to pay with. */
export async function loadTrunkCheckout(requestId: number): Promise<TrunkCheckoutData> {
  const [checkout, paymentMethods, walletBalance] = await Promise.all([
    getTrunkCheckout(requestId),
    listPaymentMethods(),
    // A wallet that cannot be read does not stop the payment: the card pays it all.
    getWalletBalance().catch(() => 0),
  ]);
  return { checkout, paymentMethods, walletBalance };
}

export function quoteTrunkCheckout({ requestId, body }: QuoteRequest): Promise<TrunkCheckout> {
  return unwrap(api.POST('/clients/me/trunks/{rid}/checkout/quote', { ...trunk(requestId), body }));
}

export function payTrunkCheckout({ requestId, idempotencyKey, body }: PaymentRequest): Promise<TrunkCheckout> {
  return unwrap(
    api.POST('/clients/me/trunks/{rid}/checkout/payment', { params: { path: { rid: requestId }, header: { 'Idempotency-Key': idempotencyKey } }, body }),
  );
}

export function extendReturnDeadline(requestId: number): Promise<TrunkCheckout> {
  return unwrap(api.POST('/clients/me/trunks/{rid}/return-deadline', trunk(requestId)));
}

/** The trunk's return label, made once (the same one again after). */
export function createTrunkReturnLabel(requestId: number): Promise<ReturnLabel> {
  return unwrap(api.POST('/clients/me/trunks/{rid}/return-label', trunk(requestId)));
}

/** The label's PDF, fetched with the client's token, as a file to save. */
export async function getReturnLabelPdf(labelId: number): Promise<Blob> {
  const { data, error, response } = await api.GET('/clients/me/return-labels/{labelId}/pdf', { params: { path: { labelId } }, parseAs: 'blob' });
  if (error !== undefined || !data) throw error ?? response;
  return data;
}
