/** The Little Club as the contract gives it (DESIGN-18 §3). */
export type LoyaltyReason = 'POINTS_ORDER' | 'POINTS_TRUNK' | 'POINTS_REFUND' | 'POINTS_CONVERTED' | 'ADJUSTMENT';
export type LedgerSourceType = 'ORDER' | 'TRUNK' | 'GIFT_CARD' | 'REFERRAL' | 'SHOP_RETURN' | 'RECYCLE';

export interface LedgerSource {
  type: LedgerSourceType | null;
  id: number | null;
  /** A datum (an order number, a kid's first name...), not a sentence. */
  name: string | null;
}

export interface Coupon {
  code: string;
  kind: string;
  amount: number | null;
  percent: number | null;
  free_shipping: boolean;
  origin: 'LOYALTY' | 'BIRTHDAY' | 'REFERRAL' | null;
  expires_at: string | null;
  created_at: string;
}

export interface LoyaltyOffer {
  points: number;
  amount: number;
  available: boolean;
}

export interface Loyalty {
  points: number;
  offers: LoyaltyOffer[];
  active_codes: Coupon[];
  euros_per_point: number;
}

export interface LoyaltyPointsItem {
  id: number;
  created_at: string;
  points: number;
  reason: LoyaltyReason;
  source: LedgerSource | null;
}

export interface LoyaltyPointsPage {
  items: LoyaltyPointsItem[];
  page_size: number;
  currentPage: number;
  pages: number;
  total: number;
}
