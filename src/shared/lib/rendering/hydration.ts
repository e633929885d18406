import { createContext, useContext, useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server renders a page and while the browser takes that page over (hydration);
 * true afterwards, and at once for a page the browser renders alone. What only the browser can know
 * (a visitor's stored choices, a private page) waits for it, so both first renders match.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/** The status code a page asks the server to answer with (a not-found page: 404), for the request being rendered. */
export interface HttpStatus {
  code: number;
}

export const HttpStatusContext = createContext<HttpStatus | null>(null);

/** A page tells the server which status it stands for; in the browser this does nothing. */
export function useHttpStatus(code: number): void {
  const status = useContext(HttpStatusContext);
  if (status && code > status.code) status.code = code;
}
