import { afterEach, describe, expect, it } from 'vitest';
import { addLocalLine, LOCAL_CART_KEY, readLocalCart, removeLocalLine, setLocalQuantity, writeLocalCart, type LocalCartLine } from './local-cart';

const storage = () => localStorage;
const dress: LocalCartLine = { product_id: 41, variant_id: 412, look_id: null, quantity: 1 };

afterEach(() => localStorage.clear());

describe('a visitor’s cart in the browser', () => {
  it('adds up the same size added twice, keeping one line, and caps it at 10', () => {
    const twice = addLocalLine(addLocalLine([], { product_id: 41, variant_id: 412 }), { product_id: 41, variant_id: 412, quantity: 2 });
    expect(twice).toEqual([{ ...dress, quantity: 3 }]);
    expect(addLocalLine(twice, { product_id: 41, variant_id: 412, quantity: 9 })).toEqual([{ ...dress, quantity: 10 }]);
    expect(addLocalLine([], { product_id: 41, variant_id: 412, quantity: 12 })).toEqual([{ ...dress, quantity: 10 }]);
  });

  it('keeps another size as another line, and the look a size was added from', () => {
    const lines = addLocalLine([dress], { product_id: 41, variant_id: 411, look_id: 6 });
    expect(lines).toEqual([dress, { product_id: 41, variant_id: 411, look_id: 6, quantity: 1 }]);
    expect(addLocalLine(lines, { product_id: 41, variant_id: 412, look_id: 8 })[0]).toEqual({ ...dress, look_id: 8, quantity: 2 });
  });

  it('changes a quantity and removes a line', () => {
    const other: LocalCartLine = { product_id: 52, variant_id: 521, look_id: null, quantity: 2 };
    expect(setLocalQuantity([dress, other], 521, 4)).toEqual([dress, { ...other, quantity: 4 }]);
    expect(removeLocalLine([dress, other], 412)).toEqual([other]);
  });

  it('stores the lines under lc-cart with a version, and reads them back', () => {
    writeLocalCart(storage, [dress]);
    expect(JSON.parse(localStorage.getItem(LOCAL_CART_KEY)!)).toEqual({ version: 1, lines: [dress] });
    expect(readLocalCart(storage)).toEqual([dress]);
    writeLocalCart(storage, []);
    expect(localStorage.getItem(LOCAL_CART_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{"version":1,"lines":[{'],
    ['another version', JSON.stringify({ version: 2, lines: [dress] })],
    ['lines that are not a list', JSON.stringify({ version: 1, lines: {} })],
    ['a quantity over 10', JSON.stringify({ version: 1, lines: [{ ...dress, quantity: 11 }] })],
    ['a quantity of 0', JSON.stringify({ version: 1, lines: [{ ...dress, quantity: 0 }] })],
    ['a variant that is not an id', JSON.stringify({ version: 1, lines: [{ ...dress, variant_id: '412' }] })],
    ['a look that is not an id', JSON.stringify({ version: 1, lines: [{ ...dress, look_id: -1 }] })],
    ['the same size twice', JSON.stringify({ version: 1, lines: [dress, dress] })],
  ])('clears a stored value that is not a cart (%s) and reads an empty cart', (_, stored) => {
    localStorage.setItem(LOCAL_CART_KEY, stored);
    expect(readLocalCart(storage)).toEqual([]);
    expect(localStorage.getItem(LOCAL_CART_KEY)).toBeNull();
  });

  it('reads an empty cart, and keeps going, when the browser refuses its storage', () => {
    const refused = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(readLocalCart(refused)).toEqual([]);
    expect(() => writeLocalCart(refused, [dress])).not.toThrow();
  });
});
