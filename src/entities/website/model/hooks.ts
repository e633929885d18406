import { useIntl } from '@/shared/i18n';
import { useResource } from '@/shared/lib';
import { fetchConfigValue, fetchDelays, type Delays } from '../api/website';

/** A website configuration value for the current locale; null while loading or when absent. */
export function useWebsiteConfig(configKey: string): string | null {
  const locale = useIntl().appLocale;
  const resource = useResource(`website:${locale}:config:${configKey}`, () => fetchConfigValue(configKey));
  return resource.status === 'ready' ? resource.data : null;
}

export function useDelays(): Delays | null {
  const locale = useIntl().appLocale;
  const resource = useResource(`website:${locale}:delays`, fetchDelays);
  return resource.status === 'ready' ? resource.data : null;
}
