import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILD_ID } from '@/shared/config';
import { reportError } from '@/shared/errors';
import { installErrorReporting } from './install';
import { createReporter, MAX_REPORTS_PER_PAGE, serverTransport, type ClientErrorReport, type Transport } from './reporter';
import { scrubEvent, sentryTransport, type SentryModule } from './sentry';
import { scrubPath, scrubText } from './scrub';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMiJ9.c2lnbmF0dXJl';

describe('scrubbing', () => {
  it('leaves no email, token, secret, long number or query string in a text', () => {
    const text = `Failed for camille.martin@example.com: Authorization: Bearer ${JWT} at https://littlecloset.test/reset-password?token=abc123&client_id=4 card 4242 4242 4242 4242 +33 6 12 34 56 78 password=hunter2 seti_1Ab_secret_Zz9`;
    const scrubbed = scrubText(text);
    expect(scrubbed).toBe('Failed for [email]: Authorization: [redacted] [token] at https://littlecloset.test/reset-password card [number] [number] password=[redacted] [secret]');
    for (const personal of ['camille', 'eyJ', 'abc123', '4242', '12 34', 'hunter2', 'Zz9']) expect(scrubbed).not.toContain(personal);
  });

  it('keeps what helps find the bug: names, messages, files with line and column', () => {
    const stack = 'TypeError: x is undefined\n    at render (https://littlecloset.test/assets/start-CbjugZi5.js:1:2345)';
    expect(scrubText(stack)).toBe(stack);
  });

  it('keeps the path alone of an address', () => {
    expect(scrubPath('https://littlecloset.test/de/infos/returns/12?token=abc#pay')).toBe('/de/infos/returns/12');
    expect(scrubPath('/shop/cart?email=camille.martin@example.com')).toBe('/shop/cart');
    expect(scrubPath('/confirm-email/camille.martin@example.com')).toBe('/confirm-email/[email]');
  });
});

const options = (transport: Transport) => ({ transport, buildId: 'abc1234-20261126', address: () => 'https://littlecloset.test/nl/shop/cart?coupon=X', locale: () => 'nl' as const, userAgent: 'Mozilla/5.0 Test' });

describe('the reporter', () => {
  it('makes a report the server takes: scrubbed, bounded, with the page, the build and the locale', () => {
    const sent: ClientErrorReport[] = [];
    const report = createReporter(options((r) => sent.push(r)));
    const error = new TypeError('cannot read camille.martin@example.com');
    error.stack = `TypeError: cannot read\n\u0000    at x (https://a.test/x.js?v=${'9'.repeat(9000)}:1:2)`;
    report('error', error);
    expect(sent).toEqual([
      {
        kind: 'error',
        message: 'TypeError: cannot read [email]',
        stack: 'TypeError: cannot read\n     at x (https://a.test/x.js)',
        url: '/nl/shop/cart',
        build_id: 'abc1234-20261126',
        locale: 'nl',
        user_agent: 'Mozilla/5.0 Test',
      },
    ]);
    report('unhandledrejection', 'x'.repeat(5000));
    expect(sent[1]!.message).toHaveLength(1000);
  });

  it('sends each message once for the page, and ten reports at most', () => {
    const transport = vi.fn<Transport>();
    const report = createReporter(options(transport));
    report('error', new Error('the same'));
    report('error', new Error('the same'));
    expect(transport).toHaveBeenCalledTimes(1);
    // The same message under another kind or label is another report.
    report('labelled', new Error('the same'), 'GEO_LOOKUP');
    expect(transport).toHaveBeenCalledTimes(2);
    for (let i = 0; i < 20; i += 1) report('error', new Error(`error ${i}`));
    expect(transport).toHaveBeenCalledTimes(MAX_REPORTS_PER_PAGE);
  });

  it('names what was rejected when it is no Error: a Stripe error, a problem, a string', () => {
    const sent: ClientErrorReport[] = [];
    const report = createReporter(options((r) => sent.push(r)));
    report('labelled', { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' }, 'STRIPE_CONFIRM_CARD_SETUP');
    report('unhandledrejection', { type: 'NOT_FOUND', title: 'Not found', status: 404 });
    report('unhandledrejection', 'plain words');
    expect(sent.map((r) => [r.kind, r.label, r.message])).toEqual([
      ['labelled', 'STRIPE_CONFIRM_CARD_SETUP', 'card_error card_declined insufficient_funds: Your card has insufficient funds.'],
      ['unhandledrejection', undefined, 'NOT_FOUND'],
      ['unhandledrejection', undefined, 'plain words'],
    ]);
  });

  it('posts to our server even while the page unloads, and lets a failed post go', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    const report = createReporter(options(serverTransport));
    expect(report('error', new Error('boom'))).not.toBeNull();
    expect(fetch).toHaveBeenCalledWith('/api/client-errors', expect.objectContaining({ method: 'POST', keepalive: true }));
    const [, init] = fetch.mock.calls[0]!;
    expect(JSON.parse(String(init!.body))).toMatchObject({ kind: 'error', message: 'Error: boom', url: '/nl/shop/cart' });
    await Promise.resolve();
    fetch.mockRestore();
  });
});

describe('installErrorReporting', () => {
  let uninstall: (() => void) | null = null;
  afterEach(() => {
    uninstall?.();
    uninstall = null;
  });

  it("reports the page's uncaught errors, unhandled rejections and the app's labelled failures", () => {
    const transport = vi.fn<Transport>();
    uninstall = installErrorReporting({ sentry_dsn: null }, transport);
    window.dispatchEvent(new ErrorEvent('error', { error: new RangeError('out of range'), message: 'out of range' }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new Error('nobody caught me') });
    window.dispatchEvent(rejection);
    reportError(new Error('Commune lookup failed'), { label: 'GEO_LOOKUP' });
    reportError(new Error('caught, no label'));
    expect(transport.mock.calls.map(([r]) => [r.kind, r.label, r.message, r.build_id])).toEqual([
      ['error', undefined, 'RangeError: out of range', BUILD_ID],
      ['unhandledrejection', undefined, 'Error: nobody caught me', BUILD_ID],
      ['labelled', 'GEO_LOOKUP', 'Error: Commune lookup failed', BUILD_ID],
      ['error', undefined, 'Error: caught, no label', BUILD_ID],
    ]);
  });

  it('reports nothing once removed', () => {
    const transport = vi.fn<Transport>();
    installErrorReporting({ sentry_dsn: null }, transport)();
    reportError(new Error('late'), { label: 'GEO_LOOKUP' });
    expect(transport).not.toHaveBeenCalled();
  });
});

describe('Sentry', () => {
  it('loads the SDK once, without its own global handlers, and sends every report through it, scrubbed', async () => {
    const captured: Array<[unknown, unknown]> = [];
    let options: Record<string, unknown> = {};
    const sdk: SentryModule = {
      init: (given) => {
        options = given;
      },
      captureException: (error, context) => {
        captured.push([error, context]);
        return 'id';
      },
    };
    const load = vi.fn(async () => sdk);
    const transport = sentryTransport('https://key@sentry.example/42', 'b1', load);
    const report = createReporter(options_(transport));
    const card = new Error('declined');
    report('labelled', card, 'STRIPE_CONFIRM_CARD_SETUP');
    report('error', new Error('other'));
    await vi.waitFor(() => expect(captured).toHaveLength(2));
    expect(load).toHaveBeenCalledTimes(1);
    expect(options).toMatchObject({ dsn: 'https://key@sentry.example/42', release: 'b1', sendDefaultPii: false });
    const integrations = (options.integrations as (d: Array<{ name: string }>) => Array<{ name: string }>)([{ name: 'GlobalHandlers' }, { name: 'Dedupe' }]);
    expect(integrations.map((i) => i.name)).toEqual(['Dedupe']);
    expect(captured[0]).toEqual([card, { tags: { kind: 'labelled', label: 'STRIPE_CONFIRM_CARD_SETUP' } }]);
    const event = (options.beforeSend as (e: unknown) => Record<string, unknown>)({
      message: 'for camille.martin@example.com',
      user: { email: 'camille.martin@example.com', ip_address: '203.0.113.9' },
      request: { url: 'https://littlecloset.test/reset-password?token=abc', cookies: { lc_refreshable: '1' }, query_string: 'token=abc', headers: { 'User-Agent': 'UA' } },
      exception: { values: [{ value: `Bearer ${JWT}`, stacktrace: { frames: [{ filename: 'https://littlecloset.test/assets/a.js?x=1' }] } }] },
    });
    expect(event).toEqual({
      message: 'for [email]',
      request: { url: 'https://littlecloset.test/reset-password', headers: { 'User-Agent': 'UA' } },
      exception: { values: [{ value: 'Bearer [token]', stacktrace: { frames: [{ filename: 'https://littlecloset.test/assets/a.js' }] } }] },
    });
  });

  it('scrubs breadcrumbs too', () => {
    expect(scrubEvent({ category: 'fetch', data: { url: '/api/clients/me?email=a@b.fr' } })).toEqual({ category: 'fetch', data: { url: '/api/clients/me' } });
  });
});

function options_(transport: Transport) {
  return options(transport);
}
