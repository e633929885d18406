import { api, unwrap } from '@/shared/api';
import type { components } from '@/shared/api';
import type { Address, AddressInput, AddressKind, Carriers, RelayPoint } from '../model/types';

const PATHS = { BILLING: '/clients/me/billing-addresses', SHIPPING: '/clients/me/shipping-addresses' } as const;

/** The signed-in client's addresses of a kind, the default first. */
export async function listAddresses(kind: AddressKind): Promise<Address[]> {
  return (await unwrap(api.GET(PATHS[kind]))).addresses;
}

/** Adds an address; the first of its kind becomes the default. */
export function createAddress(kind: AddressKind, input: AddressInput): Promise<Address> {
  return unwrap(api.POST(PATHS[kind], { body: input }));
}

/** Removes an address; the newest remaining one of its kind becomes the default. */
export async function deleteAddress(id: number): Promise<void> {
  await unwrap(api.DELETE('/clients/me/addresses/{addressId}', { params: { path: { addressId: id } } }));
}

export function setDefaultAddress(id: number): Promise<Address> {
  return unwrap(api.PUT('/clients/me/addresses/{addressId}/default', { params: { path: { addressId: id } } }));
}

/** Who delivers at home and to relay points in a country, for the current locale. */
export function getCarriers(country: Address['country_code']): Promise<Carriers> {
  return unwrap(api.GET('/shop/carriers', { params: { query: { country } } }));
}

/** The relay points near a postcode, and their carrier. */
export function getRelayPoints(country: RelayPoint['country_code'], postcode: string): Promise<{ carrier: string; relay_points: RelayPoint[] }> {
  return unwrap(api.GET('/shop/relay-points', { params: { query: { country, postcode } } }));
}

/** The signed-in client as it now is: a change of addresses may change its default addresses. */
export function fetchClient(): Promise<components['schemas']['Client']> {
  return unwrap(api.GET('/clients/me'));
}
