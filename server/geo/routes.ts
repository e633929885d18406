import { validationProblem } from '../http/problem';
import { requestLocale, type Handlers } from '../http/types';
import { formatPostcode, postcodeProblem } from '../../src/shared/lib/postcode';
import { carrierFor, isRelayCountry } from './carriers';
import type { GeoPort } from './port';
import { relayPoints } from './relay-points';

/** Place lookups by postcode, carriers and relay points (seed 001 sections 7 and 9); public calls. */
export function geoHandlers(geo: GeoPort): Handlers {
  return {
    async getCommunes(request) {
      return { communes: await geo.communes(request.query.postcode) };
    },

    async getPlaces(request) {
      return { places: await geo.places(request.query.country, request.query.postcode) };
    },

    async getCarriers(request) {
      const { country } = request.query;
      const locale = requestLocale(request);
      return { country, home: carrierFor('HOME', locale, country), relay: isRelayCountry(country) ? carrierFor('RELAY', locale, country) : null };
    },

    async getRelayPoints(request) {
      const { country } = request.query;
      const postcode = formatPostcode(country, request.query.postcode);
      if (postcodeProblem(country, postcode)) {
        const detail = `postcode is not a postcode of ${country}`;
        throw validationProblem([{ field: 'postcode', pointer: '/postcode', in: 'query', detail }]);
      }
      const carrier = carrierFor('RELAY', requestLocale(request), country);
      const places = (await geo.places(country, postcode)) ?? [];
      return { carrier, relay_points: relayPoints(carrier, country, postcode, places) };
    },
  };
}
