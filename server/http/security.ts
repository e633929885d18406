import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { carriesCredentials } from './auth';

/** Stripe.js and its frames (the card field, 3-D Secure), as Stripe's security guide lists them. */
const STRIPE_SCRIPTS = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_FRAMES = [...STRIPE_SCRIPTS, 'https://hooks.stripe.com'];
const STRIPE_API = ['https://api.stripe.com'];

/**
 * What the pages may load and run, for every answer (pages and API alike):
 * - scripts from the site and Stripe only: no inline script runs (the page's data travels in
 *   `<script type="application/json">`, which is data, not code), no eval;
 * - styles from the site, and inline ones (React writes `style` attributes in the server's HTML, and
 *   radix's scroll lock adds a `<style>` while a dialog is open): a style cannot run code;
 * - pictures from the site, `data:` and `blob:` (a photo shown before it is sent);
 * - calls to the site's API and Stripe's; frames from Stripe only; the site framed by nobody;
 * - no plugins, no `<base>` elsewhere, forms sent to the site only.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'", ...STRIPE_SCRIPTS],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'", ...STRIPE_API],
  'frame-src': STRIPE_FRAMES,
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'media-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The browser features the app never uses are off; payments stay open to Stripe's frames (wallets). */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self "https://js.stripe.com")',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** HSTS, for answers that went out over TLS (directly or, with TRUST_PROXY, behind a proxy that says so). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Whether an answer is the caller's own: the request carried credentials, or its call is behind a
 * security scheme of the contract (`securedRoutes`, by `METHOD /api/path/:param`; its 401 too).
 */
export function personalAnswer(request: FastifyRequest, securedRoutes: ReadonlySet<string>): boolean {
  if (carriesCredentials(request)) return true;
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  return securedRoutes.has(`${method} ${request.routeOptions.url ?? ''}`);
}

/**
 * The security headers, with @fastify/helmet: on every answer `nosniff`, `X-Frame-Options: DENY`, a
 * referrer that stops at the origin across sites; on every page the content policy above (with
 * `frame-ancestors 'none'`) and the permissions policy; HSTS only where the request came over TLS
 * (on plain-http localhost it would pin the browser to a TLS that is not there); `Cache-Control:
 * no-store` on every answer that is the caller's own (see `personalAnswer`), whatever the call set,
 * so that neither the browser nor a cache on the way keeps it.
 */
export async function registerSecurityHeaders(app: FastifyInstance, securedRoutes: ReadonlySet<string>, sentryDsn: string | null = null): Promise<void> {
  await app.register(helmet, {
    // The policies below bind documents only: they go with pages, not with each script, style or
    // JSON answer (a kilobyte of headers on each of a page's 36 requests).
    contentSecurityPolicy: false,
    // Stripe's frames and scripts come from another origin, without the headers COEP would ask of them.
    crossOriginEmbedderPolicy: false,
    // 3-D Secure may open Stripe's page in a window of its own.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
  });
  // With SENTRY_DSN, the pages send their errors to that server too (and to nothing else).
  const connect = sentryDsn ? [...CONTENT_SECURITY_POLICY['connect-src'], new URL(sentryDsn).origin] : CONTENT_SECURITY_POLICY['connect-src'];
  const policy = Object.entries({ ...CONTENT_SECURITY_POLICY, 'connect-src': connect })
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (personalAnswer(request, securedRoutes)) reply.header('Cache-Control', 'no-store');
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('Content-Security-Policy', policy);
      reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    }
    return payload;
  });
}
