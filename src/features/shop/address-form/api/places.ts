import { api, unwrap } from '@/shared/api';
import { reportError } from '@/shared/errors';
import type { ShippingCountry } from '@/shared/lib';

/**
 * A lookup that failed (the call, or the service behind it: `null`) is reported under GEO_LOOKUP,
 * without the postcode, and gives null: the form then asks for the town as it is typed.
 */
async function lookUp(what: string, call: () => Promise<string[] | null>): Promise<string[] | null> {
  try {
    const names = await call();
    if (names === null) reportError(new Error(`${what} lookup failed`), { label: 'GEO_LOOKUP' });
    return names;
  } catch (error) {
    reportError(error, { label: 'GEO_LOOKUP' });
    return null;
  }
}

/** The communes of a French postcode (null: the lookup failed). */
export function getCommunes(postcode: string): Promise<string[] | null> {
  return lookUp('Commune', async () => (await unwrap(api.GET('/geo/communes', { params: { query: { postcode } } }))).communes);
}

/** The places of a postcode in a country (null: the lookup failed). */
export function getPlaces(country: ShippingCountry, postcode: string): Promise<string[] | null> {
  return lookUp(`Place (${country})`, async () => (await unwrap(api.GET('/geo/places', { params: { query: { country, postcode } } }))).places);
}
