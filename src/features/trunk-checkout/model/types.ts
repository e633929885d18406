import type { PaymentMethod } from '@/entities/payment-method';
import type { components } from '@/shared/api';

type Schemas = components['schemas'];

export type Product = Schemas['Product'];

/** Why a piece goes back (DESIGN-17, `TrunkChoices`). */
export const RETURN_REASONS = ['TOO_SMALL', 'TOO_BIG', 'NOT_MY_STYLE', 'QUALITY', 'ALREADY_HAVE', 'OTHER'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export type Decision = 'KEEP' | 'RETURN';

/** The longest word on a size the contract takes. */
export const SIZE_REMARK_MAX = 200;
/** The longest discount code the contract takes. */
export const CODE_MAX = 40;

export interface PieceChoiceInput {
  position: number;
  decision: Decision;
  return_reason?: ReturnReason;
  size_remark?: string;
}

/** The body of `quoteTrunkCheckout` and `payTrunkCheckout`. */
export interface TrunkChoices {
  pieces: PieceChoiceInput[];
  discount_code?: string;
  payment_method_id?: number;
}

export type PieceStatus = 'AT_HOME' | 'KEPT_PAID' | 'RETURN_PENDING' | 'RETURNED';

export interface TrunkPiece {
  position: number;
  look_index: number;
  item_index: number;
  product: Product;
  variant_id: number;
  size: string;
  price: number;
  status: PieceStatus;
  decision: Decision | null;
  return_reason: ReturnReason | null;
  size_remark: string | null;
}

export interface TrunkTotals {
  pieces_count: number;
  kept_count: number;
  returned_count: number;
  kept_amount: number;
  keep_all_discount: number;
  styling_fee: number;
  styling_fee_credit: number;
  shipping_fee: number;
  discount: number;
  discount_code: string | null;
  total: number;
}

export interface TrunkPayment {
  status: 'SUCCEEDED' | 'REQUIRES_ACTION' | 'FAILED';
  amount: number;
  redirect_url: string | null;
  decline_code: string | null;
  code: string | null;
  type: string | null;
  paid_at: string | null;
  settled_by: 'client' | 'deadline';
  payment_method: { brand: string; last4: string } | null;
}

/** The trunk at home, its rules, its pieces, what they cost as chosen, and its payment. */
export interface TrunkCheckout {
  request_id: number;
  profile_id: number;
  profile_firstname: string;
  status: 'DELIVERED' | 'KEPT_PAID' | 'RETURN_PENDING' | 'RETURNED';
  delivered_at: string;
  return_deadline: string;
  deadline_extended: boolean;
  can_choose: boolean;
  can_extend: boolean;
  rules: { return_days: number; extension_days: number; keep_all_discount_percent: number; styling_fee: number };
  pieces: TrunkPiece[];
  totals: TrunkTotals;
  payment: TrunkPayment | null;
}

/** What the machine needs to start: the trunk at home and the client's payment methods. */
export interface TrunkCheckoutData {
  checkout: TrunkCheckout;
  paymentMethods: PaymentMethod[];
}

/** A piece as the client is choosing it: no decision yet, kept, or sent back (a reason still to give). */
export interface PieceChoice {
  position: number;
  decision: Decision | null;
  return_reason: ReturnReason | null;
  size_remark: string;
}

export interface QuoteRequest {
  requestId: number;
  body: TrunkChoices;
}

export interface PaymentRequest {
  requestId: number;
  /** Sent as Idempotency-Key: made once per attempt, the same for a retry of that attempt. */
  idempotencyKey: string;
  body: TrunkChoices;
}

export type { PaymentMethod };

/** A return label (owner returns): its barcode, carrier and mode. */
export interface ReturnLabel {
  id: number;
  kind: 'TRUNK' | 'ORDER';
  request_id: number | null;
  order_id: number | null;
  return_id: number | null;
  barcode: string;
  carrier: string;
  mode: 'POST_OFFICE' | 'RELAY' | 'HOME_PICKUP';
  relay_point: { name: string; street: string; postcode: string; city: string } | null;
  status: 'CREATED' | 'RECEIVED';
  created_at: string;
  received_at: string | null;
}
