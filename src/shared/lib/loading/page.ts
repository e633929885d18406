import type { Locale } from '../../config/locales';
import type { Query } from './resource';

/** What every page receives from the route table. */
export interface PageProps {
  params: Record<string, string | undefined>;
}

export interface LoaderArgs {
  params: Record<string, string | undefined>;
  /** The address's query, without `?`. */
  search: string;
  locale: Locale;
  /**
   * Reads a query the page shows. A `required` read that fails fails the page: a 404 makes it the
   * not-found page (with its status on the server). Other reads that fail are read again in the browser.
   */
  read<T>(query: Query<T>, options?: { required?: boolean }): Promise<T | undefined>;
}

/**
 * The data a page needs for its first screen, declared beside the page: the server reads it before
 * rendering, the browser when it opens the page, both through the same queries.
 */
export type PageLoader = (args: LoaderArgs) => Promise<void>;
