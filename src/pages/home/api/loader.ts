import { delaysQuery } from '@/entities/website';
import type { PageLoader } from '@/shared/lib';

/** The delivery promise under the hero. */
export const loader: PageLoader = async ({ locale, read }) => {
  await read(delaysQuery(locale));
};
