import type { Locale } from '@/shared/config';
import type { ErrorReportingConfig } from '@/shared/error-reporting';
import type { Outcome } from '@/shared/lib';

/** What the server sends with a page it rendered, for the browser to take the page over. */
export interface PageData {
  locale: Locale;
  /** Where the locale's messages, already parsed, are: the page's head preloads them. */
  messages: string;
  /** The reads the page was rendered with, by query key. */
  reads: Record<string, Outcome>;
  /** The status the page was rendered with (404: the not-found page), for the address it was rendered at. */
  status: number;
  path: string;
  /** The website's public origin the page was rendered with. */
  origin: string;
  /** What the server configures for the app: error reporting (Sentry's DSN or our own server). */
  config?: AppConfig;
}

/** The server's settings the app follows: error reporting's (`SENTRY_DSN`). The build's id is the bundle's own `BUILD_ID`. */
export type AppConfig = ErrorReportingConfig;

export const PAGE_DATA_ID = 'lc-page';

/** The address of a locale's parsed messages, as the page preloads and the browser fetches it. */
export const messagesUrl = (locale: Locale) => `/api/website/translations/${locale}?format=ast`;

/** The page data as inline JSON that no `</script>` or HTML comment inside can end early. */
export function serializePageData(page: PageData): string {
  return JSON.stringify(page).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
