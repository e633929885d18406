import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import { ProblemError, problemErrorHandler, sendProblem } from './http/problem';
import { loadSpec } from './http/spec';
import type { Handlers } from './http/types';
import { websiteHandlers, type BuildInfo } from './routes/website';
import { newsletterHandlers } from './routes/newsletter';

/** Paths that name a static file: a miss is a 404, never the app page. */
const STATIC_FILE = /\.(js|mjs|css|map|png|jpe?g|webp|avif|gif|svg|ico|woff2?|json|txt|webmanifest)$/i;

export interface ServerDeps {
  db: Database;
  config: Pick<ServerConfig, 'appDir' | 'adminToken' | 'logLevel'>;
  build: BuildInfo;
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

export async function buildServer({ db, config, build }: ServerDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { removeAdditional: false, allErrors: true, coerceTypes: 'array', useDefaults: true } },
  });
  const { spec, requiredMessages } = loadSpec();
  app.setErrorHandler(problemErrorHandler(requiredMessages));
  app.addContentTypeParser('application/problem+json', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  const handlers: Handlers = { ...websiteHandlers(db, build), ...newsletterHandlers(db) };
  await app.register(openapiGlue, {
    specification: spec,
    serviceHandlers: handlers,
    securityHandlers: {
      /** Until accounts carry roles, the operator's token is the administrator's bearer token. */
      async bearer(request: { headers: Record<string, string | string[] | undefined> }) {
        if (request.headers.authorization !== `Bearer ${config.adminToken}`) {
          throw new ProblemError(401, 'UNAUTHORIZED', 'Authentication required');
        }
      },
    },
    prefix: 'api',
  });

  const appDir = config.appDir && existsSync(join(config.appDir, 'index.html')) ? config.appDir : null;
  if (appDir) {
    await app.register(fastifyStatic, {
      root: appDir,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        res.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/')) {
      return sendProblem(reply, { type: 'NOT_FOUND', title: 'Not found', status: 404, detail: `No call ${request.method} ${path}`, instance: path });
    }
    if (appDir && (request.method === 'GET' || request.method === 'HEAD') && !STATIC_FILE.test(path)) {
      // History fallback: every route of the app is answered by its single page.
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return sendProblem(reply, { type: 'NOT_FOUND', title: 'Not found', status: 404, instance: path });
  });
  return app;
}
