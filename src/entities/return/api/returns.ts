import { api, unwrap } from '@/shared/api';
import type { OrderReturnOptions, ReturnLabel, ReturnMode, ReturnModeInput, ReturnsOverview } from '../model/types';

/** The trunks and shop orders with something to send back, deadlines soonest first. */
export function getReturns(): Promise<ReturnsOverview> {
  return unwrap(api.GET('/clients/me/returns'));
}

/** Every return label of the client, newest first. */
export function listReturnLabels(): Promise<ReturnLabel[]> {
  return unwrap(api.GET('/clients/me/return-labels'));
}

export function getReturnMode(): Promise<ReturnMode> {
  return unwrap(api.GET('/clients/me/return-mode'));
}

export function updateReturnMode(body: ReturnModeInput): Promise<ReturnMode> {
  return unwrap(api.PUT('/clients/me/return-mode', { body }));
}

/** The label's PDF, read with the client's token (a plain link would go without it). */
export async function fetchReturnLabelPdf(labelId: number): Promise<Blob> {
  const { data, error, response } = await api.GET('/clients/me/return-labels/{labelId}/pdf', { params: { path: { labelId } }, parseAs: 'blob' });
  if (error !== undefined || !data) throw error ?? response;
  return data as Blob;
}

/** The file name the server gives the label. */
export const labelFileName = (label: Pick<ReturnLabel, 'barcode'>) => `little-closet-return-${label.barcode}.pdf`;

/** A shop order as its withdrawal sees it: what may still go back, and the returns made. */
export function getOrderReturn(orderId: number): Promise<OrderReturnOptions> {
  return unwrap(api.GET('/clients/me/orders/{orderId}/return', { params: { path: { orderId } } }));
}
