import { api, unwrap, type components } from '@/shared/api';

export type Delays = components['schemas']['Delays'];

export function fetchDelays(): Promise<Delays> {
  return unwrap(api.GET('/delays'));
}

/** A configuration value, or null when the website has none by that name. */
export async function fetchConfigValue(configKey: string): Promise<string | null> {
  const { data, response } = await api.GET('/website/config/{configKey}', { params: { path: { configKey } } });
  if (response.status === 404) return null;
  if (!response.ok || !data) throw new Error(`website config ${configKey}: HTTP ${response.status}`);
  return data.value;
}

export type SeoMetadata = components['schemas']['SeoMetadata'];

/** The pages' search and social metadata in the page's locale. */
export function fetchSeoMetadata(): Promise<SeoMetadata[]> {
  return unwrap(api.GET('/website/seo-metadata'));
}
