import { faqQuery } from '@/entities/website';
import type { PageLoader } from '@/shared/lib';

/** The FAQ's sections and questions, in the page's locale. */
export const loader: PageLoader = async ({ locale, read }) => {
  await read(faqQuery(locale));
};
