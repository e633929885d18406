import { delaysQuery, instagramMediaQuery } from '@/entities/website';
import type { PageLoader } from '@/shared/lib';

/** The delivery promise under the hero, and the Instagram media below the fold. */
export const loader: PageLoader = async ({ locale, read }) => {
  await Promise.all([read(delaysQuery(locale)), read(instagramMediaQuery(locale))]);
};
