import type { Locale } from '@/shared/config';
import type { Messages } from '@/shared/i18n';
import type { Outcome } from '@/shared/lib';

/** What the server sends with a page it rendered, for the browser to take the page over. */
export interface PageData {
  locale: Locale;
  /** The locale's messages, already parsed. */
  messages: Messages;
  /** The reads the page was rendered with, by query key. */
  reads: Record<string, Outcome>;
  /** The status the page was rendered with (404: the not-found page), for the address it was rendered at. */
  status: number;
  path: string;
  /** The website's public origin the page was rendered with. */
  origin: string;
}

export const PAGE_DATA_ID = 'lc-page';

/** The page data as inline JSON that no `</script>` or HTML comment inside can end early. */
export function serializePageData(page: PageData): string {
  return JSON.stringify(page).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
