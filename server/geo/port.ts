/**
 * Place lookups by postcode (seed 001 section 7): French communes, and places of a postcode in any
 * shipping country. A lookup that fails answers null (and is logged), never an error.
 */
export interface GeoPort {
  /** The communes a French postcode serves, or null when the lookup failed. */
  communes(postcode: string): Promise<string[] | null>;
  /** The places of a postcode in a country, or null when the lookup failed. */
  places(country: string, postcode: string): Promise<string[] | null>;
}

/** Where a failed lookup is reported. */
export interface GeoLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * The part of a postcode that names a place: capitals without spaces or dashes; Luxembourg's
 * without its `L` prefix, the Netherlands' 4 digits, Ireland's routing key (the Eircode's first 3
 * characters).
 */
export function placeKey(country: string, postcode: string): string {
  const value = postcode.toUpperCase().replace(/[\s-]+/g, '');
  if (country === 'LU') return value.replace(/^L/, '');
  if (country === 'NL') return value.slice(0, 4);
  if (country === 'IE') return value.slice(0, 3);
  return value;
}

/** Names without repeats, in their first order. */
export function distinct(names: string[]): string[] {
  return [...new Set(names)];
}
