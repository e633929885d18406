import { MAX_CART_LINES, MAX_CART_QUANTITY, type CartAddition, type LocalCartLineInput } from './types';

/** A visitor's line, kept in the browser until sign-in. */
export interface LocalCartLine {
  product_id: number;
  variant_id: number;
  look_id: number | null;
  quantity: number;
}

/** Where a visitor's cart lives: `{ version, lines }` under this key of localStorage. */
export const LOCAL_CART_KEY = 'lc-cart';
const VERSION = 1;

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

function isLine(value: unknown): value is LocalCartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  const { quantity } = line;
  return (
    isId(line.product_id) &&
    isId(line.variant_id) &&
    (line.look_id === null || isId(line.look_id)) &&
    Number.isInteger(quantity) &&
    (quantity as number) >= 1 &&
    (quantity as number) <= MAX_CART_QUANTITY
  );
}

function isLocalCart(value: unknown): value is { version: number; lines: LocalCartLine[] } {
  if (typeof value !== 'object' || value === null) return false;
  const { version, lines } = value as Record<string, unknown>;
  if (version !== VERSION || !Array.isArray(lines) || lines.length > MAX_CART_LINES || !lines.every(isLine)) return false;
  return new Set(lines.map((line) => line.variant_id)).size === lines.length;
}

/**
 * The visitor's lines. Anything unreadable (another version, a hand-edited value, storage the
 * browser refuses) reads as an empty cart, and a stored value that is not a cart is removed.
 */
export function readLocalCart(storage: () => Storage): LocalCartLine[] {
  try {
    const stored = storage().getItem(LOCAL_CART_KEY);
    if (stored === null) return [];
    const parsed: unknown = JSON.parse(stored);
    if (isLocalCart(parsed)) return parsed.lines;
  } catch {
    // Unreadable: cleared below.
  }
  try {
    storage().removeItem(LOCAL_CART_KEY);
  } catch {
    // Storage refused: nothing was stored.
  }
  return [];
}

/** Keeps the visitor's lines (none: the key is removed). Storage the browser refuses keeps them for the page only. */
export function writeLocalCart(storage: () => Storage, lines: readonly LocalCartLine[]): void {
  try {
    if (lines.length) storage().setItem(LOCAL_CART_KEY, JSON.stringify({ version: VERSION, lines }));
    else storage().removeItem(LOCAL_CART_KEY);
  } catch {
    // Storage refused or full: the lines stay in the page's cart.
  }
}

/** The lines with a size added: the same size again adds up to the most allowed; a look given replaces the line's. */
export function addLocalLine(lines: readonly LocalCartLine[], { product_id, variant_id, look_id, quantity = 1 }: CartAddition): LocalCartLine[] {
  const line = lines.find((existing) => existing.variant_id === variant_id);
  if (!line) return [...lines, { product_id, variant_id, look_id: look_id ?? null, quantity: Math.min(quantity, MAX_CART_QUANTITY) }];
  const added = { ...line, look_id: look_id ?? line.look_id, quantity: Math.min(line.quantity + quantity, MAX_CART_QUANTITY) };
  return lines.map((existing) => (existing === line ? added : existing));
}

export function setLocalQuantity(lines: readonly LocalCartLine[], variantId: number, quantity: number): LocalCartLine[] {
  return lines.map((line) => (line.variant_id === variantId ? { ...line, quantity } : line));
}

export function removeLocalLine(lines: readonly LocalCartLine[], variantId: number): LocalCartLine[] {
  return lines.filter((line) => line.variant_id !== variantId);
}

/** The lines as the quote and the merge take them. */
export function toLineInputs(lines: readonly LocalCartLine[]): LocalCartLineInput[] {
  return lines.map(({ variant_id, quantity, look_id }) => ({ variant_id, quantity, look_id }));
}
