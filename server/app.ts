import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { constants as zlib } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import openapiGlue from 'fastify-openapi-glue';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { accountHandlers, addressHandlers } from './account';
import { adminHandlers } from './backoffice';
import { productHandlers, suggestionHandlers } from './catalogue';
import { clientErrorHandlers } from './client-errors';
import type { ServerConfig } from './config';
import { blogHandlers, configHandlers, faqHandlers, legalHandlers, looksHandlers, peopleHandlers, websiteHandlers, tagManagerInUse, type BuildInfo } from './content';
import type { Database } from './db/client';
import type { ContentVersion } from './db/content-version';
import { geoHandlers, geoLookup } from './geo';
import { giftCardHandlers } from './giftcards';
import { bearerSecurity } from './http/auth';
import { ProblemError, problemErrorHandler, sendProblem, validationProblem } from './http/problem';
import { echoRequestId, operationHandlers, requestId, type Lifecycle } from './http/operations';
import { registerReadCache } from './http/read-cache';
import { registerSecurityHeaders } from './http/security';
import { registerWriteLimits, writeLimits } from './http/write-limits';
import fastifyCookie from '@fastify/cookie';
import { componentValidator, loadSpec } from './http/spec';
import { rejectUnfitText } from './http/text';
import type { Handlers } from './http/types';
import { deriveKey, loadTokenSecret } from './lib/secret';
import type { MailPort } from './mail/port';
import { newsletterHandlers } from './newsletter';
import { loadRenderer, pageHandler, type PageRenderer } from './pages/render';
import { registerSitemap } from './pages/sitemap';
import { paymentGateway, paymentHandlers } from './payments';
import { profileHandlers } from './profiles';
import { limits, rateLimiter, sessionHandlers, sessionService } from './session';
import { cartHandlers, orderHandlers, shopHandlers, stylistShopHandlers } from './shop';
import { supportHandlers } from './support';
import { followPayments, ledgerHandlers } from './ledger';
import { loyaltyHandlers } from './loyalty';
import { referralHandlers, rewardOnPayment } from './referral';
import { recycleHandlers } from './recycle';
import { returnHandlers } from './returns';
import { previewHandlers, ratingHandlers, receiveTrunkReturn, scheduleHandlers, trunkAtHomeHandlers, trunkHandlers, trunkOfferHandlers, wishHandlers } from './trunks';

/**
 * Paths that name a static file: a miss is a 404, never the app page. The service worker's offline
 * pages (`/offline.html`, `/de/offline.html`…) are the only HTML files served as they were built.
 */
const STATIC_FILE = /\.(js|mjs|css|map|png|jpe?g|webp|avif|gif|svg|ico|woff2?|json|txt|webmanifest)$|^\/(?:(?:de|nl|es)\/)?offline\.html$/i;

export interface ServerDeps {
  db: Database;
  config: ServerConfig;
  build: BuildInfo;
  mail: MailPort;
  /** The server renderer of the website's pages; by default the built app's, when it has one. */
  renderer?: PageRenderer | null;
  /** The content version the read cache follows; without it nothing is kept (answers still carry ETags). */
  contentVersion?: ContentVersion;
  /** Whether the process is stopping (health checks answer 503 then). */
  lifecycle?: Lifecycle;
}

/** The build's identity: `build.json` written by `vite build` beside the app, or `dev`. */
export function readBuildInfo(appDir: string | null): BuildInfo {
  const version = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
  const file = appDir ? join(appDir, 'build.json') : null;
  if (file && existsSync(file)) {
    const info = JSON.parse(readFileSync(file, 'utf8')) as { build: string; built_at: string };
    return { version, build: info.build, built_at: info.built_at };
  }
  return { version, build: 'dev', built_at: null };
}

/** Node gives header names in lower case: so must their schema. */
type HeaderSchema = { properties?: Record<string, unknown>; required?: string[] };
function lowerCaseHeaders(schema: HeaderSchema) {
  return {
    ...schema,
    ...(schema.properties ? { properties: Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k.toLowerCase(), v])) } : {}),
    ...(schema.required ? { required: schema.required.map((k) => k.toLowerCase()) } : {}),
  };
}

/**
 * Fastify checks a body against the schema of its media type only: a call that declares a JSON
 * body gets a 415 for any other media type, and a 400 naming the body when it sends none (unless
 * the contract marks the body optional).
 */
function requireDeclaredBody(requiredMessages: Map<string, string>, optionalBodies: Set<string>) {
  return async (request: FastifyRequest) => {
    const declared = (request.routeOptions.schema?.body as { content?: Record<string, unknown> } | undefined)?.content;
    if (!declared) return;
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    const sent = request.headers['content-type'] !== undefined || request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined;
    if (!sent && optionalBodies.has(route)) return;
    if (!sent) {
      const required = requiredMessages.get(route);
      throw validationProblem([{ field: 'body', pointer: '', in: 'body', detail: 'body is required' }], required ?? 'A body is required');
    }
    if (!request.mediaType || !(request.mediaType in declared)) {
      throw new ProblemError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported media type', `The body must be sent as ${Object.keys(declared).join(' or ')}`);
    }
  };
}

export async function buildServer({ db, config, build, mail, renderer: givenRenderer, contentVersion, lifecycle = { draining: false } }: ServerDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: requestId,
  });
  echoRequestId(app);
  const { spec, requiredMessages, optionalBodies, securedRoutes } = loadSpec();
  const validateComponent = componentValidator(spec);
  app.setErrorHandler(problemErrorHandler(requiredMessages));
  // Query, path and header values are text and get coerced; a body is JSON and must already be
  // right, and gets no defaults (a PATCH changes only the fields sent).
  const options = { allErrors: true, removeAdditional: false, useDefaults: true, strict: false } as const;
  const bodyValidator = addFormats.default(new Ajv({ ...options, coerceTypes: false, useDefaults: false }));
  const textValidator = addFormats.default(new Ajv({ ...options, coerceTypes: 'array' }));
  // A multipart body is a stream: its handler reads it and checks each part itself.
  const streamed = () => true;
  app.setValidatorCompiler(({ schema, httpPart, contentType }) => {
    if (httpPart === 'body') return contentType === 'multipart/form-data' ? streamed : bodyValidator.compile(schema);
    return textValidator.compile(httpPart === 'headers' ? lowerCaseHeaders(schema as HeaderSchema) : schema);
  });
  app.addHook('preValidation', rejectUnfitText);
  app.addHook('preValidation', requireDeclaredBody(requiredMessages, optionalBodies));
  app.addContentTypeParser('application/problem+json', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
  // The API sends pictures; it takes none as a body of its own (a photo comes in a multipart form).
  app.addContentTypeParser(['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml'], (_request, _payload, done) =>
    done(new ProblemError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported media type', 'A picture is sent as a file of a multipart/form-data body'), undefined),
  );
  // It sends return labels as PDFs, and takes none (a ticket's file comes in a multipart form).
  app.addContentTypeParser('application/pdf', (_request, _payload, done) =>
    done(new ProblemError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported media type', 'A file is sent as part of a multipart/form-data body'), undefined),
  );
  await registerSecurityHeaders(app, securedRoutes, config.sentryDsn, tagManagerInUse(db, contentVersion ? () => contentVersion.current() : null));
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { files: 1 } });
  // Answers made per request (pages, JSON, XML, text) are compressed as the request accepts:
  // brotli at a quality cheap enough to run per answer, else gzip. Built files come precompressed.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });

  // When an order or a trunk is paid, the ledger's afterPayment also pays the godfather's reward (referral).
  followPayments(rewardOnPayment);
  const secret = await loadTokenSecret(db, config.tokenSecret);
  /** What the domains' calls work with: each takes its part. */
  const context = {
    db,
    config,
    sessions: sessionService(db, config, deriveKey(secret, 'access-token')),
    limiter: rateLimiter(db),
    limits: limits(config),
    mail,
    clientHashKey: deriveKey(secret, 'client-hash'),
    previewTokenKey: deriveKey(secret, 'preview-token'),
    payments: paymentGateway(db, config, deriveKey(secret, 'sandbox-gateway')),
  };
  app.decorateRequest('caller', null);
  registerReadCache(app, { version: () => contentVersion?.current() ?? 0, enabled: config.readCache && contentVersion !== undefined });
  const handlers: Handlers = {
    ...operationHandlers(db, lifecycle),
    ...websiteHandlers(db, build),
    ...configHandlers(db),
    ...faqHandlers(db),
    ...legalHandlers(db),
    ...blogHandlers(db),
    ...looksHandlers(db),
    ...peopleHandlers(db),
    ...newsletterHandlers(db),
    ...sessionHandlers(context),
    ...accountHandlers(context),
    ...adminHandlers(context),
    ...profileHandlers(context, validateComponent),
    ...trunkHandlers(context),
    ...trunkAtHomeHandlers(context),
    ...trunkOfferHandlers(context),
    ...scheduleHandlers(context),
    ...productHandlers(db),
    ...previewHandlers(context),
    ...ratingHandlers(context),
    ...suggestionHandlers(context),
    ...wishHandlers(context),
    ...paymentHandlers(context),
    ...addressHandlers(context),
    ...geoHandlers(geoLookup(config, app.log)),
    ...shopHandlers(db),
    ...stylistShopHandlers(context),
    ...cartHandlers(context),
    ...orderHandlers(context),
    ...giftCardHandlers(context),
    ...returnHandlers({ ...context, receiveTrunkReturn }),
    ...recycleHandlers(context),
    ...ledgerHandlers(context),
    ...loyaltyHandlers(context),
    ...referralHandlers(context),
    ...supportHandlers(context, validateComponent),
    ...clientErrorHandlers(context),
  };
  await registerWriteLimits(app, writeLimits(config.writeLimits), (request) => (request.caller?.kind === 'client' ? request.caller.clientId : null));
  await app.register(openapiGlue, {
    specification: spec,
    serviceHandlers: handlers,
    securityHandlers: { bearer: bearerSecurity(context.sessions, config.adminToken) },
    prefix: 'api',
  });

  const appDir = config.appDir && existsSync(join(config.appDir, 'index.html')) ? config.appDir : null;
  /**
   * A built file's path inside the app's folder, when the file is there now: the static plugin
   * lists the folder once, at start, so a file a build writes afterwards (the favicon of a
   * server started while the build was still writing, the scripts of a new build) would be a 404
   * until the next start.
   */
  const builtFile = (path: string): string | null => {
    if (!appDir || !STATIC_FILE.test(path)) return null;
    let relative: string;
    try {
      relative = normalize(decodeURIComponent(path)).replace(/^[/\\]+/, '');
    } catch {
      return null;
    }
    if (relative.split(/[/\\]/).some((segment) => segment === '..' || segment.startsWith('.'))) return null;
    const file = join(appDir, relative);
    if (!file.startsWith(appDir.endsWith(sep) ? appDir : appDir + sep)) return null;
    try {
      return statSync(file).isFile() ? relative : null;
    } catch {
      return null;
    }
  };
  if (appDir) {
    await app.register(fastifyStatic, {
      root: appDir,
      wildcard: false,
      index: false,
      // `npm run build` writes a `.br` and a `.gz` beside each text file: sent as the request accepts.
      preCompressed: true,
      setHeaders(res, path) {
        res.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  registerSitemap(app, db, { origin: config.appUrl.replace(/\/$/, ''), builtAt: build.built_at ? new Date(build.built_at) : new Date() });

  const renderer = givenRenderer !== undefined ? givenRenderer : appDir ? await loadRenderer(appDir) : null;
  const renderPage = renderer ? pageHandler(app, renderer, config.appUrl.replace(/\/$/, ''), { version: () => contentVersion?.current() ?? 0, enabled: config.readCache && contentVersion !== undefined }, { sentry_dsn: config.sentryDsn }) : null;

  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/')) {
      return sendProblem(reply, { type: 'NOT_FOUND', title: 'Not found', status: 404, detail: `No call ${request.method} ${path}`, instance: path });
    }
    return sendProblem(reply, { type: 'NOT_FOUND', title: 'Not found', status: 404, instance: path });
  };

  if (renderPage) {
    // Every address of the website is a page rendered on the server, with its real status (a route,
    // so that its answer is compressed like the others).
    app.get('/*', (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (path === '/api' || path.startsWith('/api/')) return notFound(request, reply);
      if (STATIC_FILE.test(path)) {
        const file = builtFile(path);
        return file ? reply.sendFile(file) : notFound(request, reply);
      }
      return renderPage(request, reply);
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const read = request.method === 'GET' || request.method === 'HEAD';
    const file = read ? builtFile(path) : null;
    if (file) return reply.sendFile(file);
    const page = read && !STATIC_FILE.test(path) && !path.startsWith('/api');
    if (page && appDir) {
      // History fallback: every route of the app is answered by its single page.
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return notFound(request, reply);
  });
  return app;
}
