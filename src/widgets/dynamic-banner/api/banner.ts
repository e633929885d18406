import { fetchConfigValue } from '@/entities/website';
import { query } from '@/shared/lib';
import type { BannerConfig } from '../lib/visibility';

/** The banner's switch and text in a locale: one read, which the server makes for every page it renders. */
export const dynamicBannerQuery = (locale: string) =>
  query<BannerConfig>(`website:${locale}:dynamic-banner`, async () => {
    const [on, text] = await Promise.all([fetchConfigValue('dynamic_banner_switch'), fetchConfigValue('dynamic_banner_text')]);
    return { switch: on, text };
  });
