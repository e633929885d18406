import { api, unwrap } from '@/shared/api';
import { forgetQueries, query } from '@/shared/lib';
import type { RecycleLabel, RecycleLabels, RecycleOffer } from '../model/types';

/** The programme in the call's locale (`GET /clients/recycle-offer`, no token): switch, reward, limits, countries. */
export function getRecycleOffer(): Promise<RecycleOffer> {
  return unwrap(api.GET('/clients/recycle-offer'));
}

/** The client's labels, newest first, with this month's allowance and the rewards credited. */
export function listRecycleLabels(): Promise<RecycleLabels> {
  return unwrap(api.GET('/clients/me/recycle-labels'));
}

/** The label's PDF, read with the client's token (a plain link would go without it). */
export async function fetchRecycleLabelPdf(labelId: number): Promise<Blob> {
  const { data, error, response } = await api.GET('/clients/me/recycle-labels/{labelId}/pdf', { params: { path: { labelId } }, parseAs: 'blob' });
  if (error !== undefined || !data) throw error ?? response;
  return data as Blob;
}

/** The file name the server gives the label. */
export const recycleLabelFileName = (label: Pick<RecycleLabel, 'barcode'>) => `little-geste-${label.barcode}.pdf`;

/** The offer depends on the locale's switch: one read per locale (a public page's loader reads it). */
export const recycleOfferQuery = (locale: string) => query(`recycle:offer:${locale}`, getRecycleOffer);
/** The client's labels: a page that shows them reads them afresh (carriers move them on). */
export const recycleLabelsQuery = () => query('recycle:me:labels', listRecycleLabels);
/** After a label is made (or a sign-out): the client's reads are read again when next shown. */
export const forgetRecycleLabels = () => forgetQueries('recycle:me:');
