import type { components } from '@/shared/api';

type Schemas = components['schemas'];

export type RelayPoint = Schemas['RelayPointChoice'];
export type ReturnModeName = Schemas['ReturnModeName'];
export const RETURN_MODES: readonly ReturnModeName[] = ['POST_OFFICE', 'RELAY', 'HOME_PICKUP'];
export type ReturnLabel = Schemas['ReturnLabel'];
export type ShopReturnReason = Schemas['ShopReturnReason'];
export const SHOP_RETURN_REASONS: readonly ShopReturnReason[] = ['TOO_SMALL', 'TOO_BIG', 'NOT_AS_EXPECTED', 'QUALITY', 'CHANGED_MIND', 'OTHER'];
export type ShopReturn = Schemas['ShopReturn'];
export type ReturnsOverview = Schemas['ReturnsOverview'];
export type TrunkToReturn = ReturnsOverview['trunks'][number];
export type OrderToReturn = ReturnsOverview['orders'][number];
export type ReturnMode = Schemas['ReturnMode'];
export type ReturnModeInput = Schemas['ReturnModeInput'];
export type OrderReturnOptions = Schemas['OrderReturnOptions'];
export type OrderReturnLine = OrderReturnOptions['lines'][number];
export type ShopReturnInput = Schemas['ShopReturnInput'];
