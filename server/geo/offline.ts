import { createRequire } from 'node:module';
import { PLACES } from './places';
import type { GeoPort } from './port';
import { distinct, placeKey } from './port';

type PostcodeEntry = { codePostal: string; codeCommune: string; nomCommune: string };
type FrenchPostcodes = { find(postcode: string): PostcodeEntry[] };

/** The 4 MB list of French postcodes is read on the first French lookup only. */
let frenchPostcodes: FrenchPostcodes | null = null;
function french(): FrenchPostcodes {
  frenchPostcodes ??= createRequire(import.meta.url)('codes-postaux') as FrenchPostcodes;
  return frenchPostcodes;
}

/** The three cities of arrondissements are one commune each, as the government's service names them. */
const CITIES_OF_ARRONDISSEMENTS: Array<[prefix: string, name: string]> = [
  ['751', 'Paris'],
  ['132', 'Marseille'],
  ['6938', 'Lyon'],
];

function communeName({ codeCommune, nomCommune }: PostcodeEntry): string {
  return CITIES_OF_ARRONDISSEMENTS.find(([prefix]) => codeCommune.startsWith(prefix))?.[1] ?? nomCommune;
}

function communes(postcode: string): string[] {
  return distinct(french().find(postcode.trim()).map(communeName)).sort((a, b) => a.localeCompare(b, 'fr'));
}

/** The embedded data: every French postcode, the main postcodes of the other shipping countries. */
export function offlineGeo(): GeoPort {
  return {
    async communes(postcode) {
      return communes(postcode);
    },
    async places(country, postcode) {
      const key = placeKey(country, postcode);
      if (country === 'FR') return communes(key);
      return PLACES[country]?.[key] ?? [];
    },
  };
}
