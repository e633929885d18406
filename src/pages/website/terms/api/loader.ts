import { legalContentsQuery } from '@/entities/website';
import type { PageLoader } from '@/shared/lib';

/** The six legal texts: the page shows the one its address's fragment names, switching without a read. */
export const loader: PageLoader = async ({ locale, read }) => {
  await read(legalContentsQuery(locale));
};
