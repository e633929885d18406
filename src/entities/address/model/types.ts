import type { components } from '@/shared/api';

type Schemas = components['schemas'];
export type Address = Schemas['Address'];
export type AddressKind = Schemas['AddressKind'];
export type AddressInput = Schemas['AddressInput'];
export type RelayPoint = Schemas['RelayPoint'];
export type OpeningHours = Schemas['OpeningHours'];
export type Carriers = Schemas['Carriers'];
