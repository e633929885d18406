import type { Locale } from '@/shared/config';

/** The four drawn card designs (DESIGN-18 §4). */
export const GIFT_CARD_DESIGNS = ['STARS', 'RAINBOW', 'LEAVES', 'HEART'] as const;
export type GiftCardDesign = (typeof GIFT_CARD_DESIGNS)[number];

/** Who the card is for: the kid page, or the woman page. */
export type GiftCardFor = 'KID' | 'WOMAN';

/** The designs in the order a page shows them: the kid page STARS first, the woman page LEAVES first. */
export function designsFor(audience: GiftCardFor, designs: readonly GiftCardDesign[] = GIFT_CARD_DESIGNS): GiftCardDesign[] {
  const first: GiftCardDesign = audience === 'WOMAN' ? 'LEAVES' : 'STARS';
  return [first, ...designs.filter((design) => design !== first)];
}

/** What the gift card page offers (`getGiftCardOffer`). */
export interface GiftCardOffer {
  presets: number[];
  min_amount: number;
  max_amount: number;
  designs: GiftCardDesign[];
  validity_months: number;
  max_send_days: number;
}

/** The longest first name, and message, the contract takes. */
export const RECIPIENT_NAME_MAX = 60;
export const MESSAGE_MAX = 300;
export const EMAIL_MAX = 254;

/** The gift card as the buyer fills it in on /giftcard, kept in the tab until it is paid. */
export interface GiftCardDraft {
  /** The draft's own id: the base of its payments' Idempotency-Keys, the same after a reload. */
  id: string;
  for: GiftCardFor;
  amount: number;
  design: GiftCardDesign;
  recipient_name: string;
  recipient_email: string;
  recipient_locale: Locale;
  message: string;
  /** YYYY-MM-DD, French time. */
  send_on: string;
}

export type GiftCardOrderStatus = 'PENDING_PAYMENT' | 'PAYMENT_REQUIRES_ACTION' | 'PAID' | 'PAYMENT_FAILED';

/** A payment of a gift card order: the shop order's `OrderPayment`. */
export interface GiftCardPayment {
  status: 'PENDING' | 'REQUIRES_ACTION' | 'SUCCEEDED' | 'FAILED' | 'CANCELLED' | string;
  redirect_url?: string | null;
  decline_code?: string | null;
  code?: string | null;
  type?: string | null;
}

/** A gift card bought (`GiftCardOrder`). */
export interface GiftCardOrder {
  id: number;
  status: GiftCardOrderStatus;
  amount: number;
  for: GiftCardFor;
  design: GiftCardDesign;
  recipient_name: string;
  recipient_email: string;
  recipient_locale: Locale;
  message: string | null;
  send_on: string;
  expires_at: string | null;
  code_last4: string | null;
  paid_at: string | null;
  sent_at: string | null;
  payment: GiftCardPayment | null;
}

/** A gift card looked up by its code (`getGiftCard`). */
export interface GiftCard {
  code: string;
  amount: number;
  expires_at: string;
  for: GiftCardFor;
  design: GiftCardDesign;
  from_name: string | null;
  message: string | null;
}
