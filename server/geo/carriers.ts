import type { LocaleCode } from '../http/types';
import { isRelayCountry, RELAY_COUNTRIES, SHIPPING_COUNTRIES } from '../../src/shared/lib/postcode';

export { RELAY_COUNTRIES, SHIPPING_COUNTRIES, isRelayCountry, isShippingCountry } from '../../src/shared/lib/postcode';
export type { RelayCountry, ShippingCountry } from '../../src/shared/lib/postcode';

export type ShippingMode = 'HOME' | 'RELAY';

/**
 * Carriers by delivery mode and country (seed 001 section 9): the national post where it delivers
 * (Colissimo, BPost, Österreichische Post, DHL, PostNL, Correos), otherwise Hermes, Mondial Relay
 * or InPost. The locale matters only in the countries with two languages (seed 001 section 9,
 * Supported country and locale pairs):
 * - Belgium: home by BPost; relay points of BPost for Dutch speakers, of Mondial Relay for the others.
 * - Luxembourg: home by Colissimo, by DHL for German speakers; relay points of Mondial Relay.
 *
 * | country | HOME                  | RELAY                 |
 * |---------|-----------------------|-----------------------|
 * | FR, MC  | Colissimo             | Mondial Relay (FR)    |
 * | DE      | DHL                   | Hermes                |
 * | AT      | Österreichische Post  | Österreichische Post  |
 * | BE      | BPost                 | nl: BPost, else Mondial Relay |
 * | NL      | PostNL                | PostNL                |
 * | LU      | de: DHL, else Colissimo | Mondial Relay       |
 * | ES      | Correos               | Correos               |
 * | IT      | InPost                | –                     |
 * | IE      | Hermes                | –                     |
 */
const HOME: Record<(typeof SHIPPING_COUNTRIES)[number], string> = {
  FR: 'Colissimo',
  MC: 'Colissimo',
  DE: 'DHL',
  AT: 'Österreichische Post',
  BE: 'BPost',
  NL: 'PostNL',
  LU: 'Colissimo',
  ES: 'Correos',
  IT: 'InPost',
  IE: 'Hermes',
};

const RELAY: Record<(typeof RELAY_COUNTRIES)[number], string> = {
  FR: 'Mondial Relay',
  DE: 'Hermes',
  AT: 'Österreichische Post',
  BE: 'Mondial Relay',
  NL: 'PostNL',
  LU: 'Mondial Relay',
  ES: 'Correos',
};

/** Where the locale changes the carrier: `${mode} ${country} ${locale}`. */
const BY_LOCALE: Record<string, string> = {
  'HOME LU de': 'DHL',
  'RELAY BE nl': 'BPost',
};

/**
 * The carrier that delivers an order in `country` by `mode` for a client speaking `locale`. A
 * country the shop does not serve (by that mode) gets the French carrier of the mode, Colissimo or
 * Mondial Relay: callers check the country first.
 */
export function carrierFor(mode: ShippingMode, locale: LocaleCode | string, country: string): string {
  const table: Record<string, string> = mode === 'HOME' ? HOME : RELAY;
  return BY_LOCALE[`${mode} ${country} ${locale}`] ?? table[country] ?? table.FR!;
}

/** The carriers of a country for a client speaking `locale`: home delivery, and relay points where there are some. */
export function carriersOf<C extends string>(country: C, locale: LocaleCode): { country: C; home: string; relay: string | null } {
  return { country, home: carrierFor('HOME', locale, country), relay: isRelayCountry(country) ? carrierFor('RELAY', locale, country) : null };
}
