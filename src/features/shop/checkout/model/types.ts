import type { Address, RelayPoint } from '@/entities/address';
import type { Cart } from '@/entities/cart';
import type { PaymentMethod } from '@/entities/payment-method';
import type { Client } from '@/entities/session';
import type { components } from '@/shared/api';

type Schemas = components['schemas'];

export type Order = Schemas['Order'];
export type OrderInput = Schemas['OrderInput'];
export type ShippingFees = Schemas['ShippingFees'];
export type ShippingMode = Schemas['ShippingMode'];
export type Discount = Schemas['Discount'];
export type RelayPointChoice = Schemas['RelayPointChoice'];

/** What the checkout needs to start: who orders, where to, how to pay, and what. */
export interface CheckoutData {
  client: Client;
  billingAddresses: Address[];
  shippingAddresses: Address[];
  paymentMethods: PaymentMethod[];
  cart: Cart;
  /** The wallet's balance, in euros (0 without a wallet). */
  walletBalance: number;
}

/** An order waiting for its payment, with the methods to pay it with. */
export interface UnpaidOrder {
  order: Order;
  paymentMethods: PaymentMethod[];
}

/** What the shipping choice and the code cost, and who delivers. */
export interface Quote {
  fees: ShippingFees;
  /** The carrier of the chosen delivery in the delivery country, for the locale. */
  carrier: string | null;
}

export interface QuoteRequest {
  shippingMode: ShippingMode;
  shippingAddressId: number | null;
  /** The delivery country, for the carrier. */
  country: Address['country_code'];
  discountCode: string | null;
}

export interface OrderRequest {
  /** Sent as Idempotency-Key: the same order asked twice is made once. */
  idempotencyKey: string;
  body: OrderInput;
}

export interface PaymentRequest {
  orderId: number;
  paymentMethodId: number;
}

export interface Names {
  firstname: string;
  lastname: string;
}

/** A cart line the stock no longer covers, as the order's refusal names it. */
export interface MissingLine {
  variantId: number;
  name: string | null;
  size: string | null;
}

export type { Address, Cart, Client, PaymentMethod, RelayPoint };
