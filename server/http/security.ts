import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { carriesCredentials } from './auth';

/** Stripe.js and its frames (the card field, 3-D Secure), as Stripe's security guide lists them. */
const STRIPE_SCRIPTS = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_FRAMES = [...STRIPE_SCRIPTS, 'https://hooks.stripe.com'];
const STRIPE_API = ['https://api.stripe.com'];
/**
 * Google Tag Manager and what its Google Analytics 4 tag calls, as Google's content-policy guide lists
 * them: allowed only while a locale has a tag manager configured (a GTM host allowed for nothing would
 * let an injected tag load anyone's container).
 */
const TAG_MANAGER = {
  'script-src': ['https://www.googletagmanager.com'],
  'img-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  'connect-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
} as const;

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
export async function registerSecurityHeaders(
  app: FastifyInstance,
  securedRoutes: ReadonlySet<string>,
  sentryDsn: string | null = null,
  /** Whether some locale has a tag manager: Google's tag hosts join the policy then. */
  tagManagerInUse: () => Promise<boolean> = async () => false,
): Promise<void> {
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
  const policyOf = (directives: Record<string, readonly string[]>) =>
    Object.entries(directives)
      .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
      .join('; ');
  const policy = policyOf({ ...CONTENT_SECURITY_POLICY, 'connect-src': connect });
  const withTags = policyOf({
    ...CONTENT_SECURITY_POLICY,
    'script-src': [...CONTENT_SECURITY_POLICY['script-src'], ...TAG_MANAGER['script-src']],
    'img-src': [...CONTENT_SECURITY_POLICY['img-src'], ...TAG_MANAGER['img-src']],
    'connect-src': [...connect, ...TAG_MANAGER['connect-src']],
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (personalAnswer(request, securedRoutes)) reply.header('Cache-Control', 'no-store');
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      const tags = await tagManagerInUse().catch(() => false);
      reply.header('Content-Security-Policy', tags ? withTags : policy);
      reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    }
    return payload;
  });
}
