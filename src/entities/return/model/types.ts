import type { components } from '@/shared/api';

export type RelayPoint = components['schemas']['RelayPoint'];

/**
 * The shapes of the returns calls (DESIGN-17, owner returns). Written by hand until the contract
 * lands; then each becomes `components['schemas'][...]`.
 */
export type ReturnModeName = 'POST_OFFICE' | 'RELAY' | 'HOME_PICKUP';
export const RETURN_MODES: readonly ReturnModeName[] = ['POST_OFFICE', 'RELAY', 'HOME_PICKUP'];

export interface ReturnLabel {
  id: number;
  kind: 'TRUNK' | 'ORDER';
  request_id: number | null;
  order_id: number | null;
  return_id: number | null;
  barcode: string;
  carrier: string;
  mode: ReturnModeName;
  relay_point: RelayPoint | null;
  status: 'CREATED' | 'RECEIVED';
  created_at: string;
  received_at: string | null;
}

export type ShopReturnReason = 'TOO_SMALL' | 'TOO_BIG' | 'NOT_AS_EXPECTED' | 'QUALITY' | 'CHANGED_MIND' | 'OTHER';
export const SHOP_RETURN_REASONS: readonly ShopReturnReason[] = ['TOO_SMALL', 'TOO_BIG', 'NOT_AS_EXPECTED', 'QUALITY', 'CHANGED_MIND', 'OTHER'];

export interface ShopReturn {
  id: number;
  order_id: number;
  status: 'AWAITING_PARCEL' | 'RECEIVED' | 'REFUNDED' | 'REFUND_FAILED';
  lines: Array<{ position: number; name: string; size: string; quantity: number; reason: ShopReturnReason; unit_price: number }>;
  refund_amount: number;
  refund_to: 'PAYMENT_METHOD';
  label: ReturnLabel;
  created_at: string;
  received_at: string | null;
  refunded_at: string | null;
}

export interface TrunkToReturn {
  request_id: number;
  profile_id: number;
  profile_firstname: string;
  status: 'DELIVERED' | 'RETURN_PENDING';
  return_deadline: string;
  /** Null while the pieces are not chosen. */
  pieces_to_return: number | null;
  label: ReturnLabel | null;
}

export interface OrderToReturn {
  order_id: number;
  delivered_at: string;
  withdrawal_deadline: string;
  returnable_quantity: number;
  returns: ShopReturn[];
}

export interface ReturnsOverview {
  trunks: TrunkToReturn[];
  orders: OrderToReturn[];
}

export interface ReturnMode {
  mode: ReturnModeName;
  relay_point: RelayPoint | null;
  carrier: string;
  country_code: string;
  available_modes: ReturnModeName[];
}

export interface ReturnModeInput {
  mode: ReturnModeName;
  relay_point?: RelayPoint;
}

export interface OrderReturnLine {
  position: number;
  product_id: number;
  name: string;
  size: string;
  image: string | null;
  unit_price: number;
  quantity: number;
  returnable_quantity: number;
}

export interface OrderReturnOptions {
  order_id: number;
  delivered_at: string | null;
  withdrawal_deadline: string | null;
  can_return: boolean;
  lines: OrderReturnLine[];
  returns: ShopReturn[];
}

export interface ShopReturnInput {
  lines: Array<{ position: number; quantity: number; reason: ShopReturnReason; comment?: string }>;
  refund_to: 'PAYMENT_METHOD';
}
