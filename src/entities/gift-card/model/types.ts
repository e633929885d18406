import type { components } from '@/shared/api';
import type { Locale } from '@/shared/config';

/** The four drawn card designs. */
export const GIFT_CARD_DESIGNS = ['STARS', 'RAINBOW', 'LEAVES', 'HEART'] as const satisfies readonly components['schemas']['GiftCardDesign'][];
export type GiftCardDesign = components['schemas']['GiftCardDesign'];

/** Who the card is for: the kid page, or the woman page. */
export type GiftCardFor = components['schemas']['GiftCardFor'];

/** The designs in the order a page shows them: the kid page STARS first, the woman page LEAVES first. */
export function designsFor(audience: GiftCardFor, designs: readonly GiftCardDesign[] = GIFT_CARD_DESIGNS): GiftCardDesign[] {
  const first: GiftCardDesign = audience === 'WOMAN' ? 'LEAVES' : 'STARS';
  return [first, ...designs.filter((design) => design !== first)];
}

/** What the gift card page offers (`getGiftCardOffer`). */
export type GiftCardOffer = components['schemas']['GiftCardOffer'];

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

type Schemas = components['schemas'];

export type GiftCardOrderStatus = Schemas['GiftCardOrderStatus'];
/** A payment of a gift card order: the shop order's `OrderPayment`. */
export type GiftCardPayment = Schemas['OrderPayment'];
/** A gift card bought (`GiftCardOrder`): the buyer sees the code's last 4 characters only. */
export type GiftCardOrder = Schemas['GiftCardOrder'];
/** A gift card looked up by its code (`getGiftCard`). */
export type GiftCard = Schemas['GiftCard'];
/** The wallet as it is after adding a card (its first page). */
export type Wallet = Schemas['Wallet'];
