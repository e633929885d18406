import { conceptQuery } from '@/entities/website';
import type { PageLoader } from '@/shared/lib';

/** The concept page's sections. */
export const loader: PageLoader = async ({ locale, read }) => {
  await read(conceptQuery(locale));
};
