import { recycleOfferQuery } from '@/entities/recycle-label';
import type { PageLoader } from '@/shared/lib';

/** The programme of the locale (its switch, reward, limits and countries): the server renders the page with it. */
export const loader: PageLoader = async ({ read, locale }) => {
  await read(recycleOfferQuery(locale));
};
