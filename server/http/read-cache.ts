import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { carriesCredentials } from './auth';
import { readsLocale } from './types';

/** An answer kept ready: its bytes (and their compressed forms, made on first use), headers and ETag. */
export interface Entry {
  status?: number;
  version: number;
  contentType: string;
  cacheControl: string;
  body: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
  /** What else than the address chose the answer (`Vary`); `accept-encoding` when not given. */
  vary?: string;
  /** A page's language and whether search engines may index it. */
  lang?: string;
  indexed?: boolean;
}

export interface ReadCacheOptions {
  /** The content version: an answer kept for an older one is stale. */
  version(): number;
  enabled: boolean;
  /** At most this many answers, and this many bytes, the least recently used going first. */
  maxEntries?: number;
  maxBytes?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public read of the catalogue or the content: kept until the content changes (`x-fastify-config` in the contract). */
    readCache?: boolean;
  }
  interface FastifyRequest {
    /** The content version when the request came in: what it answers is kept under it. */
    readCacheVersion?: number;
  }
}

/** The encoding to send among those the request accepts: brotli, else gzip, else none. */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map(
    (header ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return [name.trim(), q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null;
}

/** A strong validator of the answer's bytes. */
export const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** Whether an If-None-Match header names the answer's ETag (or `*`). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/**
 * The `Vary` of a kept answer: its encoding always (sent compressed or not as the request
 * accepts), and the locale header when the call read it (`requestLocale`): the same address
 * answers in each language. In lower case, as @fastify/compress looks for it before adding its own.
 */
export function varyOf(request: FastifyRequest): string {
  return readsLocale(request) ? 'accept-encoding, x-lc-locale' : 'accept-encoding';
}

/**
 * Sends a kept answer: 304 when the request holds its ETag, else its bytes in the encoding the
 * request accepts (compressed once, then kept). A request with credentials gets the same bytes,
 * but not to be kept (no ETag, `no-store`): its answer is the caller's own.
 */
export function sendKept(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  if (entry.status) reply.code(entry.status);
  const personal = carriesCredentials(request);
  reply.header('Content-Type', entry.contentType).header('Vary', entry.vary ?? 'accept-encoding');
  if (personal) reply.header('Cache-Control', 'no-store');
  else reply.header('Cache-Control', entry.cacheControl).header('ETag', entry.etag);
  if (!personal && (entry.status === undefined || entry.status === 200)) {
    if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  }
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding || entry.body.length < 1024) return reply.send(entry.body);
  const bytes = encoding === 'br' ? (entry.br ??= brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } })) : (entry.gzip ??= gzipSync(entry.body, { level: 9 }));
  return reply.header('Content-Encoding', encoding).send(bytes);
}

/** Answers kept by key, the least recently used going first past `maxEntries` or `maxBytes`. */
export function answerStore({ maxEntries = 4000, maxBytes = 64 * 1024 * 1024 } = {}) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  };
  return {
    /** The answer kept for `key` under `version`, else nothing (a stale one is forgotten). */
    get(key: string, version: number): Entry | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.version !== version) {
        bytes -= entry.body.length;
        return undefined;
      }
      entries.set(key, entry);
      return entry;
    },
    set(key: string, entry: Entry) {
      if (entry.body.length > maxBytes / 16) return;
      forget(key);
      entries.set(key, entry);
      bytes += entry.body.length;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        forget(oldest);
      }
    },
  };
}

/**
 * The read cache: the public reads the contract marks (`x-fastify-config: { readCache: true }`)
 * are answered from memory while the content version stays the same; any change to the catalogue
 * or the content, on any node, raises the version (server/db/content-version.ts). Answers carry an
 * ETag, and a request that holds it gets a 304.
 */
export function registerReadCache(app: FastifyInstance, { version, enabled, maxEntries, maxBytes }: ReadCacheOptions) {
  const store = answerStore({ maxEntries, maxBytes });
  const keyOf = (request: FastifyRequest) => `${request.url}\n${request.headers['x-lc-locale'] ?? ''}`;
  /** The requests answered from memory: their headers are the kept answer's. */
  const kept = new WeakSet<FastifyRequest>();

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config?.readCache) return;
    request.readCacheVersion = version();
    if (!enabled) return;
    const entry = store.get(keyOf(request), request.readCacheVersion);
    if (!entry) return;
    kept.add(request);
    return sendKept(request, reply, entry);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || !request.routeOptions.config?.readCache || request.readCacheVersion === undefined || kept.has(request)) return payload;
    const vary = varyOf(request);
    // Every answer of the call says which headers chose it, a 404 or a 304 too.
    reply.header('Vary', vary);
    // An answer to a request with credentials is not kept: the security headers made it `no-store`.
    if (carriesCredentials(request)) return payload;
    if (reply.statusCode !== 200 || reply.getHeader('content-encoding') || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
    const body = Buffer.from(payload);
    const etag = etagOf(body);
    const cacheControl = String(reply.getHeader('cache-control') ?? 'public, no-cache');
    reply.header('ETag', etag).header('Cache-Control', cacheControl);
    if (enabled) store.set(keyOf(request), { version: request.readCacheVersion, contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'), cacheControl, body, etag, vary });
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
