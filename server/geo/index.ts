// Places by postcode, the carrier of each country, relay points.
export { carrierOf, isRelayCountry } from './carriers';
export { geoLookup } from './configured';
export { geoHandlers } from './routes';
