import { looksQuery } from '@/entities/website';
import type { PageLoader } from '@/shared/lib';

/** The looks with their products. */
export const loader: PageLoader = async ({ locale, read }) => {
  await read(looksQuery(locale));
};
