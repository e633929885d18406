import { giftCardOfferQuery } from '@/entities/gift-card';
import type { PageLoader } from '@/shared/lib';

/** The amounts, limits and designs offered, the same for both pages. */
export const loader: PageLoader = async ({ read }) => {
  await read(giftCardOfferQuery());
};
