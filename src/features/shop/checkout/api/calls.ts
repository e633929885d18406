import { fetchClient, getCarriers, listAddresses } from '@/entities/address';
import { listPaymentMethods } from '@/entities/payment-method';
import { getWalletBalance } from '@/entities/wallet';
import { api, unwrap } from '@/shared/api';
import type { CheckoutData, Discount, Order, OrderRequest, PaymentRequest, Quote, QuoteRequest, UnpaidOrder } from '../model/types';

/** Who orders, their addresses and payment methods, and the cart, all at once. */
export async function loadCheckout(): Promise<CheckoutData> {
  const [client, billingAddresses, shippingAddresses, paymentMethods, cart, walletBalance] = await Promise.all([
    fetchClient(),
    listAddresses('BILLING'),
    listAddresses('SHIPPING'),
    listPaymentMethods(),
    unwrap(api.GET('/clients/me/cart')),
    // A wallet that cannot be read is left out: the card pays, as for a client without one.
    getWalletBalance().catch(() => 0),
  ]);
  return { client, billingAddresses, shippingAddresses, paymentMethods, cart, walletBalance };
}

export function getOrder(orderId: number): Promise<Order> {
  return unwrap(api.GET('/clients/me/orders/{orderId}', { params: { path: { orderId } } }));
}

/** An order to pay again, with the methods to pay it with. */
export async function loadUnpaidOrder(orderId: number): Promise<UnpaidOrder> {
  const [order, paymentMethods] = await Promise.all([getOrder(orderId), listPaymentMethods()]);
  return { order, paymentMethods };
}

export async function listOrders(): Promise<Order[]> {
  return (await unwrap(api.GET('/clients/me/orders'))).orders;
}

/** The totals of the cart for a delivery and a code, and the carrier of that delivery. */
export async function quoteCheckout({ shippingMode, shippingAddressId, country, discountCode }: QuoteRequest): Promise<Quote> {
  const query = {
    shipping_mode: shippingMode,
    ...(shippingAddressId !== null && { shipping_address_id: shippingAddressId }),
    ...(discountCode !== null && { discount_code: discountCode }),
  };
  const [fees, carriers] = await Promise.all([unwrap(api.GET('/clients/me/shipping_fees', { params: { query } })), getCarriers(country)]);
  return { fees, carrier: shippingMode === 'HOME' ? carriers.home : carriers.relay };
}

export function checkDiscount(code: string): Promise<Discount> {
  return unwrap(api.GET('/clients/me/discounts/{code}', { params: { path: { code } } }));
}

export function createOrder({ idempotencyKey, body }: OrderRequest): Promise<Order> {
  return unwrap(api.POST('/clients/me/orders', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body }));
}

export { getWalletBalance as loadWalletBalance };

export function payOrder({ orderId, paymentMethodId }: PaymentRequest): Promise<Order> {
  return unwrap(api.POST('/clients/me/orders/{orderId}/payment', { params: { path: { orderId } }, body: { payment_method_id: paymentMethodId } }));
}
