// Places by postcode, carriers by country and delivery mode, relay points.
export { carrierFor, isRelayCountry } from './carriers';
export { geoLookup } from './configured';
export { geoHandlers } from './routes';
