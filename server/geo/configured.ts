import type { ServerConfig } from '../config';
import { offlineGeo } from './offline';
import { onlineGeo } from './online';
import type { GeoLog, GeoPort } from './port';

/** The lookups the configuration asks for: the public services with `GEO_LOOKUP=online`, else the embedded data. */
export function geoLookup(config: ServerConfig, log: GeoLog): GeoPort {
  const offline = offlineGeo();
  if (config.geoLookup !== 'online') return offline;
  return onlineGeo({
    communesUrl: config.geoCommunesUrl,
    geonamesUrl: config.geonamesUrl,
    geonamesUsername: config.geonamesUsername,
    fallback: offline,
    log,
  });
}
