import { api, unwrap, type components } from '@/shared/api';

export type TrunkRequest = components['schemas']['TrunkRequest'];

/** The client's requests whose preview awaits them, then those validated and being packed. */
export async function listPreviewRequests(): Promise<TrunkRequest[]> {
  const [ready, preparing] = await Promise.all(
    (['PREVIEW_READY', 'PREPARING'] as const).map((status) => unwrap(api.GET('/clients/me/requests', { params: { query: { status } } }))),
  );
  return [...ready!, ...preparing!];
}
