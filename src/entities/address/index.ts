export type { Address, AddressInput, AddressKind, Carriers, OpeningHours, RelayPoint } from './model/types';
export { createAddress, deleteAddress, fetchClient, getCarriers, getRelayPoints, listAddresses, setDefaultAddress } from './api/addresses';
export { countryName, countryOptions } from './lib/countries';
export { AddressLines } from './ui/AddressLines';
export { SHIPPING_COUNTRIES, RELAY_COUNTRIES, isRelayCountry, postcodeHint, postcodeProblem, formatPostcode } from '@/shared/lib';
export type { PostcodeProblem, RelayCountry, ShippingCountry } from '@/shared/lib';
