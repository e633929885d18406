import { createContext, useContext } from 'react';

/**
 * The website's public origin (`https://www.example.com`), for the absolute addresses of canonical
 * links, language alternates and social previews. The server renders with its configured address
 * and sends it with the page, so that the browser writes the same ones.
 */
export const SiteOriginContext = createContext<string | null>(null);

export function useSiteOrigin(): string {
  const origin = useContext(SiteOriginContext);
  return origin ?? (typeof location === 'undefined' ? '' : location.origin);
}
