import { AsyncLocalStorage } from 'node:async_hooks';
import { prerenderToNodeStream } from 'react-dom/static';
import { parse } from 'regexparam';
import type { Parser } from 'wouter';
import { staticSession } from '@/entities/session';
import { seoMetadataQuery } from '@/entities/website';
import { configureApi, isProblem } from '@/shared/api';
import { LANGUAGE_TAGS } from '@/shared/config';
import { createAppIntl, loadMessages } from '@/shared/i18n';
import { dynamicBannerQuery } from '@/widgets/dynamic-banner';
import { HttpStatusContext, PreloadedData, splitLocale, type LoaderArgs, type Outcome, type Query } from '@/shared/lib';
import { App } from './App';
import { messagesUrl, serializePageData, type AppConfig } from './page-data';
import { DEFAULT_LAYOUT_STYLES } from './layouts/DefaultLayout';
import { preloadPage } from './routes/lazy-page';
import { findRoute } from './routes/match';

/** What a page's render needs from the server around it. */
interface RenderContext {
  locale: string;
  /** Answers the app's API calls without leaving the process. */
  fetch(request: Request): Promise<Response>;
}

const requests = new AsyncLocalStorage<RenderContext>();

configureApi({
  getLocale: () => requests.getStore()?.locale ?? 'fr',
  getAccessToken: () => null,
  refreshAccessToken: async () => null,
  fetch: (request) => {
    const context = requests.getStore();
    if (!context) throw new Error('An API call outside a page render');
    return context.fetch(request);
  },
});

const parser: Parser = (route, loose) => parse(route, loose);

export interface RenderRequest {
  /** The address asked for: path and query (`/de/shop/product/5?x=1`). */
  url: string;
  /** The website's public origin (the server's `APP_URL`). */
  origin: string;
  fetch(request: Request): Promise<Response>;
  /** The server's settings the app follows; none in development. */
  config?: AppConfig;
}

export interface RenderedPage {
  status: number;
  /** `fr-FR`, `de-DE`, ... */
  lang: string;
  /** What goes in `<head>`: the page's title, description, Open Graph and alternate links. */
  head: string;
  /** The app's markup, for `<div id="root">`. */
  body: string;
  /** The page data for the browser to take the page over (inline JSON). */
  pageData: string;
  /** The address of the page's messages, which the entry preloads once the page is painted. */
  messages: string;
  /** The page's module as the build's manifest names it, to preload its files; null without one. */
  pageModule: string | null;
  /** Modules rendered here that the browser loads later: their styles are needed at once. */
  styleModules: string[];
  /** A private page (behind sign-in): its content renders in the browser, and it is not indexed. */
  private: boolean;
}

const HOISTED = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

const statusOf = (error: unknown): number => (isProblem(error) || (typeof error === 'object' && error !== null && 'status' in error) ? Number((error as { status: unknown }).status) || 500 : 500);

/**
 * Renders one address of the app to HTML, as the browser will draw it before the session is known:
 * the public pages with their data, the private ones as the app around a loading page. Each read a
 * page's loader names is made here first, through the same queries the components use.
 */
export async function render({ url, origin, fetch, config }: RenderRequest): Promise<RenderedPage> {
  const address = new URL(url, 'http://localhost');
  const { locale, path } = splitLocale(address.pathname);
  const search = address.search.replace(/^\?/, '');
  return requests.run({ locale, fetch }, async () => {
    const intl = createAppIntl(locale, await loadMessages(locale));
    const reads = new Map<string, Outcome>();
    const read: LoaderArgs['read'] = async <T,>(query: Query<T>, options: { required?: boolean } = {}) => {
      try {
        const data = await query.load();
        reads.set(query.key, { data });
        return data;
      } catch (error) {
        const problem = isProblem(error) ? error : { type: 'INTERNAL_ERROR', title: 'Internal error', status: statusOf(error) };
        reads.set(query.key, { error: problem });
        if (options.required) throw problem;
        return undefined;
      }
    };
    let status = 200;
    const match = findRoute(parser, path);
    // Every page's head reads the website's SEO metadata; the banner above the header comes with the
    // page (in the page cache, which follows the content version), so that nothing moves when it shows.
    await Promise.all([read(seoMetadataQuery(locale)), read(dynamicBannerQuery(locale))]);
    let pageModule: string | null = null;
    if (match && 'load' in match.route.page) {
      await preloadPage(match.route);
      const module = await match.route.page.load();
      pageModule = module.pageModuleId ?? null;
      try {
        if (match.route.ssr) await module.loader?.({ params: match.params, search, locale, read });
      } catch (error) {
        status = statusOf(error);
      }
    }

    // A page whose subject does not exist is the not-found page, here and in the browser.
    const rendered = { path: address.pathname, status: status === 404 ? 404 : 200 };
    const httpStatus = { code: rendered.status };
    let failed = false;
    const { prelude } = await prerenderToNodeStream(
      <HttpStatusContext.Provider value={httpStatus}>
        <PreloadedData reads={reads}>
          <App intl={intl} ssrPath={address.pathname} ssrSearch={search} session={staticSession({ status: 'loading' })} rendered={rendered} origin={origin} />
        </PreloadedData>
      </HttpStatusContext.Provider>,
      {
        // The whole page inline, in reading order: readable without scripts, and nothing for a
        // script to move into place (React would otherwise send large boundaries after the shell).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError(error) {
          failed = true;
          console.error('Server rendering failed for', url, error);
        },
      },
    );
    const html = await text(prelude);
    const head = HOISTED.exec(html)?.[0] ?? '';
    // A read the page needs that failed (the catalogue unreachable) is a server error; the page
    // still shows what failed, with a way to try again.
    const finalStatus = failed ? 500 : Math.max(httpStatus.code, status >= 500 ? status : 200);
    const pageData = serializePageData({ locale, messages: messagesUrl(locale), reads: Object.fromEntries(reads), origin, ...rendered, ...(config ? { config } : {}) });
    return {
      status: finalStatus,
      lang: LANGUAGE_TAGS[locale],
      head,
      body: html.slice(head.length),
      pageData,
      messages: messagesUrl(locale),
      pageModule,
      styleModules: !match || match.route.layout === 'default' ? DEFAULT_LAYOUT_STYLES : [],
      private: Boolean(match && match.route.guards.includes('lc-auth')),
    };
  });
}
