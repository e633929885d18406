import { cartCalls, type CartCalls } from '../api/cart';
import { addLocalLine, readLocalCart, removeLocalLine, setLocalQuantity, toLineInputs, writeLocalCart, type LocalCartLine } from './local-cart';
import { EMPTY_CART, MAX_CART_LINES, MAX_CART_QUANTITY, type Cart, type CartAddition, type CartOutcome } from './types';

/** Whose cart it is: nobody yet (the session loads), a visitor's (in the browser) or the signed-in client's (on the server). */
export type CartOwner = 'unknown' | 'visitor' | 'client';
export type CartStatus = 'loading' | 'ready' | 'error';

export interface CartState {
  /** The priced cart; null until the first one arrives. */
  cart: Cart | null;
  status: CartStatus;
  /** Units in the cart (a visitor's lines count before they are priced). */
  count: number;
}

const covers = (cart: Cart, variantId: number) => cart.lines.some((line) => line.variant_id === variantId && line.is_available);
const units = (lines: readonly LocalCartLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/**
 * The cart of whoever uses the app. A visitor's lines stay in localStorage and are priced by the
 * server's quote; a client's cart is the server's, and the lines a visitor gathered are added to
 * it once, when the client is known, then cleared from the browser. Changes run one after
 * another; a change that fails leaves the cart as it was and the status 'error'; answers meant
 * for someone who is no longer there (signed out meanwhile) are dropped.
 */
export function createCartStore(calls: CartCalls = cartCalls, storage: () => Storage = () => localStorage) {
  let owner: CartOwner = 'unknown';
  let locale: string | null = null;
  /** Changes with the owner: tasks and answers of an earlier owner are dropped. */
  let epoch = 0;
  let local: LocalCartLine[] = [];
  let state: CartState = { cart: null, status: 'loading', count: 0 };
  let queue: Promise<unknown> = Promise.resolve();
  const listeners = new Set<() => void>();

  const set = (next: Partial<Omit<CartState, 'count'>>) => {
    const merged = { ...state, ...next };
    state = { ...merged, count: merged.cart ? merged.cart.count : owner === 'visitor' ? units(local) : 0 };
    listeners.forEach((listener) => listener());
  };

  /** A visitor's lines became `lines`, priced as `cart` (sizes the shop no longer knows are dropped). */
  const keepLocal = (lines: readonly LocalCartLine[], cart: Cart) => {
    local = lines.filter((line) => cart.lines.some((priced) => priced.variant_id === line.variant_id));
    writeLocalCart(storage, local);
  };

  type Show = (cart: Cart, lines?: readonly LocalCartLine[]) => void;

  function enqueue(task: (show: Show) => Promise<CartOutcome>): Promise<CartOutcome> {
    const at = epoch;
    const current = () => at === epoch;
    const show: Show = (cart, lines) => {
      if (!current()) return;
      if (lines) keepLocal(lines, cart);
      set({ cart, status: 'ready' });
    };
    const run = queue
      .then(() => (current() && owner !== 'unknown' ? task(show) : 'failed'))
      .catch((): CartOutcome => {
        if (current()) set({ status: 'error' });
        return 'failed';
      });
    queue = run;
    return run;
  }

  /** Prices a visitor's next lines; `show` keeps them with their prices. */
  const quoteLocal = async (lines: readonly LocalCartLine[], show: Show) => {
    show(lines.length ? await calls.quote(toLineInputs(lines)) : EMPTY_CART, lines);
  };

  const load = () =>
    enqueue(async (show) => {
      if (owner === 'visitor') {
        await quoteLocal(local, show);
      } else {
        const gathered = readLocalCart(storage);
        if (gathered.length) {
          const merged = await calls.merge(toLineInputs(gathered));
          writeLocalCart(storage, []);
          show(merged);
        } else {
          show(await calls.get());
        }
      }
      return 'done';
    });

  const quantityOf = (variantId: number) =>
    (owner === 'visitor' ? local : (state.cart?.lines ?? [])).find((line) => line.variant_id === variantId)?.quantity ?? 0;

  const lookOf = (variantId: number) => state.cart?.lines.find((line) => line.variant_id === variantId)?.look_id ?? null;

  return {
    getState: (): CartState => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /**
     * Whose cart and in which language: a new owner loads their cart (a client's first takes in
     * the visitor's lines); a new language prices it again. The same values again change nothing.
     */
    sync(nextOwner: CartOwner, nextLocale: string) {
      if (nextOwner === owner) {
        if (nextLocale !== locale) {
          locale = nextLocale;
          void load();
        }
        return;
      }
      owner = nextOwner;
      locale = nextLocale;
      epoch += 1;
      local = owner === 'visitor' ? readLocalCart(storage) : [];
      set({ cart: null, status: 'loading' });
      void load();
    },
    /** Loads the cart again (after a failure). */
    reload() {
      set({ status: 'loading' });
      return load();
    },
    /** Adds units of a size, once the stock is known to cover them. */
    add(addition: CartAddition): Promise<CartOutcome> {
      return enqueue(async (show) => {
        if (owner === 'client' && !state.cart) show(await calls.get());
        const before = quantityOf(addition.variant_id);
        if (before >= MAX_CART_QUANTITY || (owner === 'visitor' && before === 0 && local.length >= MAX_CART_LINES)) return 'limit';
        if (owner === 'visitor') {
          const lines = addLocalLine(local, addition);
          const cart = await calls.quote(toLineInputs(lines));
          if (!covers(cart, addition.variant_id)) return 'out-of-stock';
          show(cart, lines);
          return 'done';
        }
        const quantity = Math.min(before + (addition.quantity ?? 1), MAX_CART_QUANTITY);
        const stock = await calls.quote([{ variant_id: addition.variant_id, quantity }]);
        if (!covers(stock, addition.variant_id)) return 'out-of-stock';
        show(await calls.put(addition.variant_id, quantity, addition.look_id ?? lookOf(addition.variant_id)));
        return 'done';
      });
    },
    /** Sets the units of a size in the cart (1 to the most allowed). */
    setQuantity(variantId: number, quantity: number): Promise<CartOutcome> {
      const clamped = Math.min(Math.max(Math.round(quantity), 1), MAX_CART_QUANTITY);
      return enqueue(async (show) => {
        if (owner === 'visitor') await quoteLocal(setLocalQuantity(local, variantId, clamped), show);
        else show(await calls.put(variantId, clamped, lookOf(variantId)));
        return 'done';
      });
    },
    remove(variantId: number): Promise<CartOutcome> {
      return enqueue(async (show) => {
        if (owner === 'visitor') await quoteLocal(removeLocalLine(local, variantId), show);
        else show(await calls.remove(variantId));
        return 'done';
      });
    },
  };
}

export type CartStore = ReturnType<typeof createCartStore>;
