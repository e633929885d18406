/**
 * Countries and postcode rules of addresses (seed 001 sections 5 and 9), shared by the app and the
 * server so that both accept exactly the same postcodes.
 */

/** Countries the shop ships to. */
export const SHIPPING_COUNTRIES = ['FR', 'MC', 'DE', 'AT', 'BE', 'NL', 'LU', 'ES', 'IT', 'IE'] as const;
export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number];

/** Countries with relay-point (pickup) delivery. */
export const RELAY_COUNTRIES = ['FR', 'DE', 'AT', 'BE', 'NL', 'LU', 'ES'] as const satisfies readonly ShippingCountry[];
export type RelayCountry = (typeof RELAY_COUNTRIES)[number];

export function isShippingCountry(country: string): country is ShippingCountry {
  return (SHIPPING_COUNTRIES as readonly string[]).includes(country);
}

export function isRelayCountry(country: string): country is RelayCountry {
  return (RELAY_COUNTRIES as readonly string[]).includes(country);
}

/** What is wrong with a postcode of a country, or null when it is acceptable. */
export type PostcodeProblem = 'length-5' | 'length-4' | 'dutch';

const FIVE = new Set(['FR', 'MC', 'DE', 'ES', 'IT']);
const FOUR = new Set(['BE', 'AT']);

/**
 * FR, MC, DE, ES and IT need 5 characters; BE and AT 4; NL 4 digits then 2 letters, spaces
 * ignored; other countries are not checked. Surrounding spaces never count.
 */
export function postcodeProblem(country: string, postcode: string): PostcodeProblem | null {
  const value = postcode.trim();
  if (FIVE.has(country)) return value.length === 5 ? null : 'length-5';
  if (FOUR.has(country)) return value.length === 4 ? null : 'length-4';
  if (country === 'NL') return /^\d{4}[A-Za-z]{2}$/.test(value.replace(/\s+/g, '')) ? null : 'dutch';
  return null;
}

/** A postcode as addresses keep it: trimmed, in capitals; Dutch ones written `1234 AB`. */
export function formatPostcode(country: string, postcode: string): string {
  const value = postcode.trim().toUpperCase();
  if (country !== 'NL' || postcodeProblem(country, value)) return value;
  const compact = value.replace(/\s+/g, '');
  return `${compact.slice(0, 4)} ${compact.slice(4)}`;
}

/**
 * How the postcode field of a country is typed (seed 001 section 5): IE, LU and PT take a zip with
 * letters, IE as free text and the others in capitals; NL its own zip with letters (4 digits, 2
 * letters); the others a plain zip, typed on a numeric keyboard.
 */
export interface PostcodeHint {
  kind: 'zip' | 'zip-letter' | 'nl-zip-letter';
  inputMode: 'numeric' | 'text';
  autoCapitalize: 'characters' | 'off';
  /** A pattern the browser can show, when the rule is one. */
  pattern: string | undefined;
  /** The number of characters a plain zip must have, when it is checked. */
  length: 5 | 4 | undefined;
}

export function postcodeHint(country: string): PostcodeHint {
  const letters = { inputMode: 'text', pattern: undefined, length: undefined } as const;
  if (country === 'NL') return { kind: 'nl-zip-letter', ...letters, autoCapitalize: 'characters', pattern: '\\s*\\d{4}\\s*[A-Za-z]{2}\\s*' };
  if (country === 'IE') return { kind: 'zip-letter', ...letters, autoCapitalize: 'off' };
  if (country === 'LU' || country === 'PT') return { kind: 'zip-letter', ...letters, autoCapitalize: 'characters' };
  return { kind: 'zip', inputMode: 'numeric', autoCapitalize: 'off', pattern: undefined, length: FIVE.has(country) ? 5 : FOUR.has(country) ? 4 : undefined };
}
