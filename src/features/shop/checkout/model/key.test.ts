import { describe, expect, it } from 'vitest';
import { orderKey } from './key';
import type { OrderInput } from './types';

const order: OrderInput = { billing_address_id: 21, shipping_mode: 'HOME', shipping_address_id: 31, relay_point: null, discount_code: null, payment_method_id: 41 };

describe('orderKey', () => {
  it('gives the same order of one checkout the same key, within the server’s 8 to 100 characters', () => {
    const key = orderKey('8d0b7c1e-3f4a-4b6c-9d2e-1a2b3c4d5e6f', order);
    expect(orderKey('8d0b7c1e-3f4a-4b6c-9d2e-1a2b3c4d5e6f', { ...order })).toBe(key);
    expect(key.length).toBeGreaterThanOrEqual(8);
    expect(key.length).toBeLessThanOrEqual(100);
  });

  it('gives another choice, or another checkout, another key', () => {
    const key = orderKey('checkout-1', order);
    expect(orderKey('checkout-1', { ...order, shipping_mode: 'RELAY', shipping_address_id: null })).not.toBe(key);
    expect(orderKey('checkout-1', { ...order, discount_code: 'BIENVENUE10' })).not.toBe(key);
    expect(orderKey('checkout-2', order)).not.toBe(key);
  });
});
