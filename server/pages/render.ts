import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../src/app/page-data';
import { rememberedLocaleAddress } from '../../src/shared/lib/remembered-locale';
import { answerStore, etagOf, sendKept, type Entry } from '../http/read-cache';
import { htmlDocument, pageAssets, type Manifest, type RenderedPage } from './document';

/** The server renderer built from `src/app/server.tsx`, with the HTML it fills and the build's manifest. */
export interface PageRenderer {
  render(request: { url: string; origin: string; fetch(request: Request): Promise<Response>; config?: AppConfig }): Promise<RenderedPage>;
  template: string;
  manifest: Manifest;
}

/** The renderer of a built app (`npm run build` writes it to `<appDir>/.ssr/server.js`); null when the build has none. */
export async function loadRenderer(appDir: string): Promise<PageRenderer | null> {
  const entry = join(appDir, '.ssr', 'server.js');
  const template = join(appDir, 'index.html');
  if (!existsSync(entry) || !existsSync(template)) return null;
  const module = (await import(pathToFileURL(entry).href)) as Pick<PageRenderer, 'render'>;
  const manifestFile = join(appDir, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {};
  return { render: module.render, template: readFileSync(template, 'utf8'), manifest };
}

const NO_BODY = new Set([101, 204, 205, 304]);

/** The app's API calls of a render, answered by this server in-process (no network, same rules). */
export function inProcessFetch(app: FastifyInstance) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(payload ? { payload } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    return new Response(NO_BODY.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}

export interface PageCache {
  /** The content version: a page kept for an older one is rendered again. */
  version(): number;
  enabled: boolean;
}

/**
 * Answers a page of the website: rendered on the server, in its language, with its status code.
 * A page is the same for every visitor (the session is the browser's business), so a rendered page
 * is kept, compressed, until the catalogue or the content changes; its ETag lets a browser
 * revalidate it with a 304.
 */
export function pageHandler(app: FastifyInstance, renderer: PageRenderer, origin: string, cache: PageCache = { version: () => 0, enabled: false }, config?: AppConfig) {
  const fetch = inProcessFetch(app);
  const store = answerStore({ maxEntries: 2000, maxBytes: 128 * 1024 * 1024 });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // A returning visitor who opens `/` sees the home of the locale they chose last, before any kept page.
    const [path = '/', search = ''] = request.url.split('?');
    const remembered = rememberedLocaleAddress(path, search, request.cookies?.lc_locale ?? null, request.headers['user-agent'] ?? '');
    if (remembered) return reply.header('Cache-Control', 'no-store').redirect(remembered, 302);
    const version = cache.version();
    const kept = cache.enabled ? store.get(request.url, version) : undefined;
    const headers = (lang: string, indexed: boolean) => reply.header('Content-Language', lang).header('X-Robots-Tag', indexed ? 'all' : 'noindex');
    if (kept) {
      headers(kept.lang!, kept.indexed!);
      return sendKept(request, reply, kept);
    }
    const page = await renderer.render({ url: request.url, origin, fetch, ...(config ? { config } : {}) });
    const html = htmlDocument(renderer.template, page, pageAssets(renderer.manifest, page.pageModule, page.styleModules));
    const entry: Entry = { version, status: page.status, contentType: 'text/html; charset=utf-8', cacheControl: 'no-cache', body: Buffer.from(html), etag: etagOf(Buffer.from(html)), lang: page.lang, indexed: !page.private };
    if (cache.enabled && page.status < 500) store.set(request.url, entry);
    headers(page.lang, !page.private);
    return sendKept(request, reply, entry);
  };
}
