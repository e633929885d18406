import { parameterProblem } from '../http/problem';
import type { Handlers } from '../http/types';
import { formatPostcode, postcodeProblem } from '../../src/shared/lib/postcode';
import { carriersOf } from './carriers';
import type { GeoPort } from './port';
import { relayPointsNear } from './relay-points';

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
      return carriersOf(request.query.country);
    },

    async getRelayPoints(request) {
      const { country } = request.query;
      const postcode = formatPostcode(country, request.query.postcode);
      if (postcodeProblem(country, postcode)) throw parameterProblem('postcode', 'query', `postcode is not a postcode of ${country}`);
      return relayPointsNear(geo, country, postcode);
    },
  };
}
