import { api, unwrap } from '@/shared/api';
import type { ShippingCountry } from '@/shared/lib';

/** The communes of a French postcode (null: the lookup failed). */
export async function getCommunes(postcode: string): Promise<string[] | null> {
  return (await unwrap(api.GET('/geo/communes', { params: { query: { postcode } } }))).communes;
}

/** The places of a postcode in a country (null: the lookup failed). */
export async function getPlaces(country: ShippingCountry, postcode: string): Promise<string[] | null> {
  return (await unwrap(api.GET('/geo/places', { params: { query: { country, postcode } } }))).places;
}
