import { shopCollectionsQuery } from '@/entities/collection';
import type { PageLoader } from '@/shared/lib';

export const loader: PageLoader = async ({ locale, read }) => {
  await read(shopCollectionsQuery(locale));
};
