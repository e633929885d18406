import { useIntl } from '@/shared/i18n';
import { query, useResource } from '@/shared/lib';
import { fetchConfigValue, fetchDelays, fetchSeoMetadata, type Delays } from '../api/website';

/** The delivery delays of a locale, as pages and their loaders read them. */
export const delaysQuery = (locale: string) => query(`website:${locale}:delays`, fetchDelays);

/** The pages' search and social metadata of a locale. */
export const seoMetadataQuery = (locale: string) => query(`website:${locale}:seo`, fetchSeoMetadata);

/** A website configuration value of a locale. */
export const configQuery = (locale: string, configKey: string) => query(`website:${locale}:config:${configKey}`, () => fetchConfigValue(configKey));

/** A website configuration value for the current locale; null while loading or when absent. */
export function useWebsiteConfig(configKey: string): string | null {
  const resource = useResource(configQuery(useIntl().appLocale, configKey));
  return resource.status === 'ready' ? resource.data : null;
}

export function useDelays(): Delays | null {
  const resource = useResource(delaysQuery(useIntl().appLocale));
  return resource.status === 'ready' ? resource.data : null;
}
