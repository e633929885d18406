import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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

export const VARY = 'Accept-Encoding, X-LC-Locale';

/**
 * Sends a kept answer: 304 when the request holds its ETag, else its bytes in the encoding the
 * request accepts (compressed once, then kept).
 */
export function sendKept(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  if (entry.status) reply.code(entry.status);
  reply.header('Content-Type', entry.contentType).header('Cache-Control', entry.cacheControl).header('ETag', entry.etag).header('Vary', VARY);
  if (entry.status === undefined || entry.status === 200) {
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

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config?.readCache) return;
    request.readCacheVersion = version();
    if (!enabled) return;
    const entry = store.get(keyOf(request), request.readCacheVersion);
    if (entry) return sendKept(request, reply, entry);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || !request.routeOptions.config?.readCache || request.readCacheVersion === undefined) return payload;
    if (reply.statusCode !== 200 || reply.getHeader('content-encoding') || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
    const body = Buffer.from(payload);
    const etag = etagOf(body);
    const cacheControl = String(reply.getHeader('cache-control') ?? 'public, no-cache');
    reply.header('ETag', etag).header('Cache-Control', cacheControl).header('Vary', VARY);
    if (enabled) store.set(keyOf(request), { version: request.readCacheVersion, contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'), cacheControl, body, etag });
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
