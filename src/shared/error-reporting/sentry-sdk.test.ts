import { describe, expect, it } from 'vitest';
import { createReporter } from './reporter';
import { sentryTransport, type SentryModule } from './sentry';

describe('with the real Sentry SDK', () => {
  it('sends what the page reports to the DSN, scrubbed, tagged with its label, with the build as release', async () => {
    const sdk = await import('./sentry-sdk');
    const envelopes: unknown[] = [];
    // Sentry's own SDK, whose transport (the one thing that would leave the machine) keeps what it would send.
    const load = async (): Promise<SentryModule> => ({
      init: (options) =>
        sdk.init({
          ...options,
          transport: () => ({
            send: async (envelope: unknown) => {
              envelopes.push(envelope);
              return {};
            },
            flush: async () => true,
          }),
        }),
      captureException: (error, context) => sdk.captureException(error, context),
    });
    window.history.replaceState(null, '', '/es/infos/returns/12?token=abc123&email=lucia.garcia@example.com');
    const report = createReporter({
      transport: sentryTransport('https://0123abcd@o42.ingest.sentry.example/4506', 'b-42', load),
      buildId: 'b-42',
      address: () => window.location.href,
      locale: () => 'es',
      userAgent: navigator.userAgent,
    });
    report('labelled', new Error('card_declined for lucia.garcia@example.com, Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln'), 'STRIPE_CONFIRM_CARD_SETUP');
    type Envelope = [unknown, Array<[{ type: string }, Record<string, unknown>]>];
    const events = () => (envelopes as Envelope[]).flatMap(([, items]) => items.filter(([header]) => header.type === 'event').map(([, item]) => item));
    await expect.poll(() => events().length).toBe(1);
    const event = events()[0]!;
    expect(event).toMatchObject({
      release: 'b-42',
      tags: { kind: 'labelled', label: 'STRIPE_CONFIRM_CARD_SETUP' },
      exception: { values: [expect.objectContaining({ type: 'Error', value: 'card_declined for [email], Bearer [token]' })] },
    });
    const sent = JSON.stringify(envelopes);
    for (const personal of ['lucia', 'abc123', 'eyJhbGciOiJIUzI1NiJ9.']) expect(sent).not.toContain(personal);
    expect((event.request as { url: string }).url).toMatch(/\/es\/infos\/returns\/12$/);
  });
});
