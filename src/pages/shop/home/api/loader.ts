import { shopCollectionsQuery } from '@/entities/collection';
import { salesQuery } from '@/entities/website';
import type { PageLoader } from '@/shared/lib';

export const loader: PageLoader = async ({ locale, read }) => {
  await Promise.all([read(shopCollectionsQuery(locale)), read(salesQuery(locale))]);
};
