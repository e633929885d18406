import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useViewer } from '@/entities/session/@x/cart';
import { useIntl } from '@/shared/i18n';
import { createCartStore, type CartOwner, type CartState, type CartStore } from './store';

const OWNERS = { loading: 'unknown', unauthenticated: 'visitor', authenticated: 'client' } as const satisfies Record<string, CartOwner>;

export const CartContext = createContext<CartStore | null>(null);

/** The app's cart, following the session (a sign-in takes the visitor's lines in) and the language. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [cartStore] = useState(() => createCartStore());
  const { status } = useViewer();
  const locale = useIntl().appLocale;
  useEffect(() => cartStore.sync(OWNERS[status], locale), [cartStore, status, locale]);
  return <CartContext.Provider value={cartStore}>{children}</CartContext.Provider>;
}

export type CartView = CartState & Pick<CartStore, 'add' | 'setQuantity' | 'remove' | 'reload'>;

/**
 * The cart as the server draws it: it keeps no visitor's cart, so it is always loading there. A page
 * the browser takes over is drawn this way first, even when the cart has arrived meanwhile (the
 * page's part is taken over in slices, after the shell), then with the cart.
 */
const AS_THE_SERVER_DRAWS_IT: CartState = { cart: null, status: 'loading', count: 0 };
const serverState = () => AS_THE_SERVER_DRAWS_IT;

/** Reads a store's state, re-rendering when it changes. */
export function useCartState(store: CartStore): CartState {
  return useSyncExternalStore(store.subscribe, store.getState, serverState);
}

/** The cart and what may be done with it. */
export function useCart(): CartView {
  const store = useContext(CartContext);
  if (!store) throw new Error('useCart needs a CartProvider');
  const state = useCartState(store);
  return { ...state, add: store.add, setQuantity: store.setQuantity, remove: store.remove, reload: store.reload };
}
