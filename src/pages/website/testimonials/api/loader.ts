import { testimonialsQuery } from '@/entities/website';
import type { PageLoader } from '@/shared/lib';

/** The testimonials and their average rating. */
export const loader: PageLoader = async ({ locale, read }) => {
  await read(testimonialsQuery(locale));
};
