import { api, unwrap } from '@/shared/api';
import { query } from '@/shared/lib';
import type { DeliveryTerms } from '../model/types';

/** What the shop promises on delivery and returns, in the page's locale (its delivery delays are the locale's). */
export function getDeliveryTerms(): Promise<DeliveryTerms> {
  return unwrap(api.GET('/shop/delivery-terms'));
}

export const deliveryTermsQuery = (locale: string) => query(`delivery-terms:${locale}`, getDeliveryTerms);
