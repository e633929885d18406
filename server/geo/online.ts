import type { GeoLog, GeoPort } from './port';
import { distinct, placeKey } from './port';

/** The geographic names service gives at most this many places (seed 001 section 9). */
export const GEONAMES_MAX_ROWS = 40;

export interface OnlineGeoOptions {
  /** Base address of the government's commune service (geo.api.gouv.fr) or of its proxy. */
  communesUrl: string;
  /** Base address of the geographic names service (geonames.org) or of its proxy. */
  geonamesUrl: string;
  /** Account of the geographic names service; null: places come from `fallback`. */
  geonamesUsername: string | null;
  /** Where places are looked up without an account of the geographic names service. */
  fallback: GeoPort;
  log: GeoLog;
  /** Milliseconds a lookup may take. */
  timeoutMs?: number;
}

/** The public services: geo.api.gouv.fr for French communes, geonames.org for places. */
export function onlineGeo({ communesUrl, geonamesUrl, geonamesUsername, fallback, log, timeoutMs = 2500 }: OnlineGeoOptions): GeoPort {
  async function fetchJson(service: string, url: URL): Promise<unknown> {
    try {
      const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return await response.json();
    } catch (error) {
      log.warn({ service, url: url.origin + url.pathname, err: error instanceof Error ? error.message : String(error) }, 'place lookup failed');
      return null;
    }
  }

  return {
    async communes(postcode) {
      const url = new URL('/communes', communesUrl);
      url.search = new URLSearchParams({ codePostal: postcode, fields: 'nom', format: 'json' }).toString();
      const body = await fetchJson('communes', url);
      if (!Array.isArray(body)) return body === null ? null : failed('communes', 'unexpected answer');
      return distinct(body.map((commune: { nom?: unknown }) => commune.nom).filter((nom): nom is string => typeof nom === 'string')).sort((a, b) => a.localeCompare(b, 'fr'));
    },

    async places(country, postcode) {
      if (!geonamesUsername) return fallback.places(country, postcode);
      const url = new URL('/postalCodeSearchJSON', geonamesUrl);
      url.search = new URLSearchParams({
        postalcode: placeKey(country, postcode),
        country,
        maxRows: String(GEONAMES_MAX_ROWS),
        username: geonamesUsername,
      }).toString();
      const body = (await fetchJson('places', url)) as { postalCodes?: Array<{ placeName?: unknown }>; status?: { message?: string } } | null;
      if (body === null) return null;
      // The service answers errors (a wrong account, a spent quota) with 200 and a status.
      if (!Array.isArray(body.postalCodes)) return failed('places', body.status?.message ?? 'unexpected answer');
      return distinct(body.postalCodes.map((p) => p.placeName).filter((name): name is string => typeof name === 'string'));
    },
  };

  function failed(service: string, reason: string): null {
    log.warn({ service, err: reason }, 'place lookup failed');
    return null;
  }
}
