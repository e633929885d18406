import type { OrderReturnOptions, ReturnLabel, ReturnMode, ReturnsOverview, ShopReturn } from './types';

/** Data shaped as the returns calls answer, for tests and the atlas. */
export function sampleLabel(overrides: Partial<ReturnLabel> = {}): ReturnLabel {
  return {
    id: 7,
    kind: 'ORDER',
    request_id: null,
    order_id: 93,
    return_id: 4,
    barcode: 'LC00000000042',
    carrier: 'Colissimo',
    mode: 'POST_OFFICE',
    relay_point: null,
    status: 'CREATED',
    created_at: '2026-11-20T10:00:00.000Z',
    received_at: null,
    ...overrides,
  };
}

export function sampleShopReturn(overrides: Partial<ShopReturn> = {}): ShopReturn {
  return {
    id: 4,
    order_id: 93,
    status: 'AWAITING_PARCEL',
    lines: [{ position: 0, name: 'Robe à smocks', size: '3 ans', quantity: 1, reason: 'TOO_SMALL', unit_price: 29 }],
    refund_amount: 29,
    refund_shipping_fee: 0,
    refund_to: 'PAYMENT_METHOD',
    refund_wallet_amount: 0,
    label: sampleLabel(),
    created_at: '2026-11-20T10:00:00.000Z',
    received_at: null,
    refunded_at: null,
    ...overrides,
  };
}

export function sampleOrderReturn(overrides: Partial<OrderReturnOptions> = {}): OrderReturnOptions {
  return {
    order_id: 93,
    delivered_at: '2026-11-20T09:00:00.000Z',
    withdrawal_deadline: '2026-12-04T22:59:59.999Z',
    can_return: true,
    lines: [
      { position: 0, product_id: 11, name: 'Robe à smocks', size: '3 ans', image: null, unit_price: 29, quantity: 1, returnable_quantity: 1 },
      { position: 1, product_id: 12, name: 'Gilet en maille', size: '3 ans', image: null, unit_price: 35, quantity: 2, returnable_quantity: 2 },
    ],
    returns: [],
    ...overrides,
  };
}

export function sampleOverview(overrides: Partial<ReturnsOverview> = {}): ReturnsOverview {
  return { trunks: [], orders: [], ...overrides };
}

export function sampleReturnMode(overrides: Partial<ReturnMode> = {}): ReturnMode {
  return { mode: 'POST_OFFICE', relay_point: null, carrier: 'Colissimo', country_code: 'FR', available_modes: ['POST_OFFICE', 'RELAY', 'HOME_PICKUP'], ...overrides };
}
