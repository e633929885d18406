import { referralOfferQuery } from '@/entities/referral';
import type { PageLoader } from '@/shared/lib';

/** The offer for everyone: the server renders the page with it (a signed-in client's is read in the browser). */
export const loader: PageLoader = async ({ read }) => {
  await read(referralOfferQuery());
};
