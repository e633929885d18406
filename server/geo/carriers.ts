import { isRelayCountry, type SHIPPING_COUNTRIES } from '../../src/shared/lib/postcode';

export { RELAY_COUNTRIES, SHIPPING_COUNTRIES, isRelayCountry, isShippingCountry } from '../../src/shared/lib/postcode';
export type { RelayCountry, ShippingCountry } from '../../src/shared/lib/postcode';

export type ShippingMode = 'HOME' | 'RELAY';

/**
 * The carrier of each shipping country (seed 001 section 9): the national post where the seed
 * names one (Colissimo, BPost, Österreichische Post, DHL, PostNL, Correos), otherwise Hermes,
 * Mondial Relay or InPost. One carrier delivers a country, at home and to its relay points, so a
 * checkout never names two. The seed gives the carriers "by locale and country": in the supported
 * pairs (FR fr, BE fr and nl, DE de, AT de, LU fr and de, NL nl, ES es) the language does not
 * change who delivers a country, so the table is by country.
 *
 * | country | carrier               | relay points |
 * |---------|-----------------------|--------------|
 * | FR, MC  | Colissimo             | FR           |
 * | DE      | DHL                   | yes          |
 * | AT      | Österreichische Post  | yes          |
 * | BE      | BPost                 | yes          |
 * | NL      | PostNL                | yes          |
 * | LU      | Mondial Relay         | yes          |
 * | ES      | Correos               | yes          |
 * | IT      | InPost                | –            |
 * | IE      | Hermes                | –            |
 */
const CARRIERS: Record<(typeof SHIPPING_COUNTRIES)[number], string> = {
  FR: 'Colissimo',
  MC: 'Colissimo',
  DE: 'DHL',
  AT: 'Österreichische Post',
  BE: 'BPost',
  NL: 'PostNL',
  LU: 'Mondial Relay',
  ES: 'Correos',
  IT: 'InPost',
  IE: 'Hermes',
};

/** The carrier that delivers `country`; a country the shop does not serve gets the French one (callers check the country first). */
export function carrierOf(country: string): string {
  return (CARRIERS as Record<string, string>)[country] ?? CARRIERS.FR;
}

/** Who delivers a country at home, and to its relay points where it has some: the same carrier. */
export function carriersOf<C extends string>(country: C): { country: C; home: string; relay: string | null } {
  const carrier = carrierOf(country);
  return { country, home: carrier, relay: isRelayCountry(country) ? carrier : null };
}
