import type { PaymentMethod } from '@/entities/payment-method';
import type { components } from '@/shared/api';

type Schemas = components['schemas'];

export type Product = Schemas['Product'];

/** Why a piece goes back (the contract's `TrunkChoices`). */
export const RETURN_REASONS = ['TOO_SMALL', 'TOO_BIG', 'NOT_MY_STYLE', 'QUALITY', 'ALREADY_HAVE', 'OTHER'] as const satisfies readonly Schemas['TrunkReturnReason'][];
export type ReturnReason = Schemas['TrunkReturnReason'];
export type Decision = Schemas['TrunkDecision'];

/** The longest word on a size the contract takes. */
export const SIZE_REMARK_MAX = 200;
/** The longest discount code the contract takes. */
export const CODE_MAX = 40;

export type PieceChoiceInput = Schemas['TrunkChoices']['pieces'][number];
/** The body of `quoteTrunkCheckout` and `payTrunkCheckout`. */
export type TrunkChoices = Schemas['TrunkChoices'];
export type PieceStatus = Schemas['TrunkPieceStatus'];
export type TrunkPiece = Schemas['TrunkCheckoutPiece'];
export type TrunkTotals = Schemas['TrunkCheckoutTotals'];
export type TrunkPayment = Schemas['TrunkPayment'];
/** The trunk at home, its rules, its pieces, what they cost as chosen, and its payment. */
export type TrunkCheckout = Schemas['TrunkCheckout'];

/** What the machine needs to start: the trunk at home and the client's payment methods. */
export interface TrunkCheckoutData {
  checkout: TrunkCheckout;
  paymentMethods: PaymentMethod[];
  /** The wallet's balance in euros (0 when it cannot be read: the card pays). */
  walletBalance: number;
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
export type ReturnLabel = Schemas['ReturnLabel'];
