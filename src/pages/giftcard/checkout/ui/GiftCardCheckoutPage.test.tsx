import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDraft, saveDraft } from '@/entities/gift-card';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { sampleGiftCardCheckout } from '@/features/shop/gift-card-checkout';
import type { Locale } from '@/shared/config';
import { renderWithApp } from '@/shared/testing';
import GiftCardCheckoutPage from './GiftCardCheckoutPage';

const { draft, card, paid, declined } = sampleGiftCardCheckout;

/** The API: the client's saved card, and the gift card order as `answer` gives it; the orders asked for, with their keys. */
function serve(answer: unknown) {
  const asked: { key: string | null; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const call = `${request.method} ${new URL(request.url).pathname}`;
    if (call === 'GET /api/clients/me/payment-methods') return Response.json({ payment_methods: [card] });
    if (call === 'POST /api/clients/me/gift_card_orders') {
      asked.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() });
      return Response.json(answer, { status: 201 });
    }
    if (call.startsWith('GET /api/clients/me/payment-platforms') || call.startsWith('GET /api/clients/me/available_payment_platforms')) return Response.json({ mode: 'sandbox', publishable_key: null, platforms: [] });
    return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 });
  });
  return asked;
}

function render(session: ReturnType<typeof staticSession>, locale: Locale = 'fr', path = '/giftcard/checkout') {
  return renderWithApp(
    <SessionContext.Provider value={session}>
      <GiftCardCheckoutPage />
    </SessionContext.Provider>,
    { locale, path },
  );
}

const signedIn = () => staticSession({ status: 'authenticated', client: sampleClient() });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('/giftcard/checkout', () => {
  it('sends a visitor to sign in, and back to the checkout in their language, the card kept', () => {
    saveDraft(draft);
    serve(paid);
    const { location } = render(staticSession(), 'de');
    expect(location.history.at(-1)).toBe('/login?redirect=%2Fde%2Fgiftcard%2Fcheckout');
    expect(readDraft()).toEqual(draft);
  });

  it('leads back to the gift card page when no card was composed', () => {
    serve(paid);
    render(signedIn());
    expect(screen.getByRole('status')).toHaveTextContent('Vous n’avez pas encore composé de carte cadeau');
    expect(screen.getByRole('link', { name: 'Composer une carte cadeau' })).toHaveAttribute('href', '/giftcard');
  });

  it('pays the card with the saved card, once per attempt, then shows it paid', async () => {
    saveDraft(draft);
    const asked = serve(paid);
    const { location } = render(signedIn());
    expect(await screen.findByText('Emma · emma@example.com')).toBeInTheDocument();
    expect(screen.getByText('Joyeux anniversaire !')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Payer 50/ }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/giftcard/payment-successful?id=31'));
    expect(asked).toEqual([
      {
        key: expect.stringMatching(/.+/),
        body: { amount: 50, for: 'KID', design: 'STARS', recipient_name: 'Emma', recipient_email: 'emma@example.com', recipient_locale: 'fr', message: 'Joyeux anniversaire !', send_on: draft.send_on, payment_method_id: card.id },
      },
    ]);
    expect(readDraft()).toBeNull();
  });

  it('says why the bank refused, in Spanish, and asks for another card', async () => {
    saveDraft(draft);
    serve(declined);
    render(signedIn(), 'es');
    await userEvent.click(await screen.findByRole('button', { name: /^Pagar 50/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Saldo insuficiente: tu banco ha rechazado el pago.');
    expect(screen.getByRole('radio', { name: /4242/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Pagar 50/ })).toBeDisabled();
    expect(readDraft()).toEqual(draft);
  });
});
