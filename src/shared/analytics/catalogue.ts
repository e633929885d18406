/**
 * The tracking catalogue (seed 001 §9): every event the app records, with its French label. An
 * event goes to `window.dataLayer` as `{ event, label, ...payload }`; `id`, when there is one, is
 * remembered under `sent-<event>` so the same id is never sent twice.
 */

/** The request types of a trunk request, by id (seed 001 §9). */
export const REQUEST_TYPE_LABELS = ['malle à venir', 'en création – abonnement', 'en création – one shot'] as const;
export type RequestType = 0 | 1 | 2;

/** The subscription actions and their labels. */
export const SUBSCRIPTION_ACTION_LABELS = {
  created: 'créé',
  converted: 'converti one shot → abonnement',
  paused: 'pause',
  resumed: 'reprise',
  postponed: 'décalé',
  forwarded: 'avancé',
  terminated: 'résilié',
  reactivated: 'réactivé',
  frequency_changed: 'rythme changé',
} as const;
export type SubscriptionAction = keyof typeof SUBSCRIPTION_ACTION_LABELS;

export type ClientKind = 'prospect' | 'one-shot' | 'subscriber';

/** A shop line as GA4's e-commerce events carry it. */
export interface EcommerceItem {
  item_id: string;
  item_name: string;
  item_brand: string;
  /** The size, once one is chosen (not in a list). */
  item_variant?: string;
  price: number;
  quantity: number;
}

export type Ga4EventName = 'view_item_list' | 'view_item' | 'add_to_cart' | 'begin_checkout' | 'add_payment_info' | 'purchase';

export interface Ga4Event {
  event: Ga4EventName;
  /** The list, the order or the payment type, as GA4 names them; only where GA4 has them. */
  item_list_name?: string;
  transaction_id?: string;
  payment_type?: string;
  items: EcommerceItem[];
  /** Shipping, when the order has it (purchase). */
  shipping?: number;
  /** The amount, when it is not the items' (an order's total, after its discount); else computed. */
  value?: number;
}

/** The catalogue: one member per tracked event, discriminated by `event`. */
export type AnalyticsEvent =
  | { event: 'data_layer'; id: string; client_id: number; client_kind: ClientKind; [key: string]: unknown }
  | { event: 'signup'; id: number; origin: string; referred: boolean }
  | { event: 'login'; method: 'password' | 'connect_as' }
  | { event: 'wishes'; action: 'add' | 'remove'; profile_id: number; request_id: number; product_id: number }
  | { event: 'trunk_request'; id: number; profile_id: number; request_type: RequestType }
  | {
      event: 'subscription';
      action: SubscriptionAction;
      profile_id: number;
      /** The difference in days of a postponed (+) or forwarded (−) delivery. */
      days?: number;
      /** The months of a pause; the new rhythm in months. */
      months?: number;
      frequency?: number;
      id?: string;
    }
  | { event: 'cart'; action: 'add' | 'remove'; product_id: number; variant_id: number; quantity: number; value: number; ga4?: Ga4Event }
  | { event: 'checkout'; step: 'begin' | 'payment' | 'purchase'; id?: string; value: number; ga4?: Ga4Event }
  | { event: 'shop_view'; id?: string; list?: string; ga4: Ga4Event }
  | { event: 'previz_selection'; id: string; profile_id: number; trunk_id: number; total_price: number }
  | { event: 'quiz'; id?: string; step: string; profile_id: number; profile_kind: 'kid' | 'woman' }
  | { event: 'ab_test'; id: string; test: string; variant: string }
  | { event: 'cookie_banner'; choice: 'accept_all' | 'refuse_all' | 'custom'; measurement: boolean; advertising: boolean }
  | { event: 'referral'; action: 'invitation' | 'link_copied'; id?: string }
  | { event: 'optin'; id?: string; email: string; list: 'WOMAN' | 'KID'; source: string; locale: string }
  | { event: 'recycle_label'; id: number; country: string; drop_off: string };

export type AnalyticsEventName = AnalyticsEvent['event'];

/** The French label of each event (seed 001 §9). */
export const EVENT_LABELS: Record<AnalyticsEventName, string> = {
  data_layer: 'données client',
  signup: 'inscription',
  login: 'connexion',
  wishes: 'envies',
  trunk_request: 'demande de malle',
  subscription: 'abonnement',
  cart: 'panier',
  checkout: 'commande',
  shop_view: 'boutique',
  previz_selection: 'sélection previz',
  quiz: 'quiz',
  ab_test: 'test A/B',
  cookie_banner: 'bannière cookies',
  referral: 'parrainage',
  optin: 'optin',
  recycle_label: 'étiquette recyclage',
};

/** The purpose an event needs: every event measures; none of ours is advertising-only yet. */
export function purposeOf(_event: AnalyticsEventName): 'measurement' | 'advertising' {
  return 'measurement';
}
