import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentMethod } from '@/entities/payment-method';
import type { Locale } from '@/shared/config';
import { renderWithApp } from '@/shared/testing';
import { AddPaymentMethod } from './AddPaymentMethod';

const SANDBOX = {
  mode: 'sandbox',
  publishable_key: null,
  platforms: [
    { platform: 'card', payment_gateway: 'stripe', is_redirect: false },
    { platform: 'paypal_via_stripe', payment_gateway: 'stripe', is_redirect: true },
  ],
};
const VISA: PaymentMethod = {
  id: 5,
  platform: 'card',
  payment_gateway: 'stripe',
  brand: 'visa',
  last4: '4242',
  expiration_date: '2031-04-30',
  is_valid: true,
  is_default: true,
  is_test: true,
};
const declined = (code: string, decline_code: string | null) =>
  Response.json({ type: 'card_error', title: 'Payment declined', status: 402, code, decline_code }, { status: 402, headers: { 'content-type': 'application/problem+json' } });

/** The API as the form sees it: answers by call, each request kept. */
function serve(confirmAnswer: () => Response) {
  const requests: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname;
    const body = request.method === 'GET' ? null : await request.json();
    requests.push({ method: request.method, path, body });
    if (path === '/api/clients/me/available_payment_platforms') return Response.json(SANDBOX);
    if (path === '/api/clients/me/setup-intents') return Response.json({ client_secret: 'seti_sandbox_1_secret_2' }, { status: 201 });
    if (path === '/api/sandbox/setup-intents/confirm') return confirmAnswer();
    return Response.json(VISA, { status: 201 });
  });
  return requests;
}

function renderFlow(locale: Locale = 'fr') {
  const onAdded = vi.fn();
  renderWithApp(<AddPaymentMethod onAdded={onAdded} />, { locale });
  return { onAdded, user: userEvent.setup() };
}

async function typeCard(user: ReturnType<typeof userEvent.setup>, labels: { number: string; expiry: string; cvc: string }, number: string, expiry = '04/31') {
  await user.type(await screen.findByLabelText(labels.number), number);
  await user.type(screen.getByLabelText(labels.expiry), expiry);
  await user.type(screen.getByLabelText(labels.cvc), '123');
}

afterEach(() => vi.unstubAllGlobals());

describe('adding a payment method in sandbox mode', () => {
  const FR = { number: 'Numéro de carte', expiry: 'Date d’expiration', cvc: 'Cryptogramme (CVC)' };

  it('says it is test mode, lists the test cards, and saves the success card', async () => {
    const requests = serve(() => Response.json({ status: 'succeeded', payment_method: 'pm_sandbox_abc' }));
    const { onAdded, user } = renderFlow();
    expect(await screen.findByText('Mode test — aucun paiement réel')).toBeVisible();
    expect(screen.getByText('4000 0000 0000 9995')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Carte bancaire' })).toBeChecked();

    await typeCard(user, FR, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Enregistrer la carte' }));
    await vi.waitFor(() => expect(onAdded).toHaveBeenCalledWith(VISA));
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/clients/me/setup-intents', body: { stripe_payment_method_type: 'card' } },
      {
        method: 'POST',
        path: '/api/sandbox/setup-intents/confirm',
        body: { client_secret: 'seti_sandbox_1_secret_2', number: '4242 4242 4242 4242', exp_month: 4, exp_year: 2031, cvc: '123' },
      },
      { method: 'POST', path: '/api/clients/me/payment-methods', body: { stripe_payment_method_id: 'pm_sandbox_abc' } },
    ]);
  });

  it('shows a declined card’s reason in the payer’s language', async () => {
    serve(() => declined('card_declined', 'generic_decline'));
    const { onAdded, user } = renderFlow('es');
    await typeCard(user, { number: 'Número de tarjeta', expiry: 'Fecha de caducidad', cvc: 'Código de seguridad (CVC)' }, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Guardar la tarjeta' }));
    const reason = await screen.findByText('Tu tarjeta ha sido rechazada. Ponte en contacto con tu banco o usa otra tarjeta.');
    expect(reason.closest('[role="alert"]')).not.toBeNull();
    // Focus moves once the message is on screen.
    await waitFor(() => expect(reason).toHaveFocus());
    expect(onAdded).not.toHaveBeenCalled();
  });

  it('reads an expired card’s reason from its code when it has no decline code of its own', async () => {
    serve(() => declined('invalid_expiry_year', null));
    const { user } = renderFlow('de');
    await typeCard(user, { number: 'Kartennummer', expiry: 'Ablaufdatum', cvc: 'Prüfnummer (CVC)' }, '4242 4242 4242 4242', '01/20');
    await user.click(screen.getByRole('button', { name: 'Karte speichern' }));
    expect(await screen.findByText('Das Ablaufjahr der Karte ist ungültig.')).toBeVisible();
  });

  it('asks for the expiry as MM/YY before calling anyone', async () => {
    const requests = serve(() => Response.json({}));
    const { user } = renderFlow();
    await typeCard(user, FR, '4242 4242 4242 4242', '2031');
    await user.click(screen.getByRole('button', { name: 'Enregistrer la carte' }));
    expect(screen.getByLabelText(FR.expiry)).toHaveFocus();
    expect(screen.getByLabelText(FR.expiry)).toHaveAccessibleDescription(/Saisissez la date d’expiration au format MM\/AA\./);
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('offers PayPal as a redirect to its approval', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, pathname: '/nl/infos/add/payment', href: 'http://localhost/nl/infos/add/payment' });
    const requests: { method: string; path: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/clients/me/available_payment_platforms') return Response.json(SANDBOX);
      requests.push({ method: request.method, path, body: await request.json() });
      return Response.json({ redirect_url: 'http://localhost/nl/sandbox/approve/pm_sandbox_1' }, { status: 202 });
    });
    const { user } = renderFlow('nl');
    await user.click(await screen.findByRole('radio', { name: 'PayPal' }));
    await user.click(screen.getByRole('button', { name: 'Verder met PayPal' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/nl/sandbox/approve/pm_sandbox_1'));
    expect(requests).toEqual([
      { method: 'POST', path: '/api/clients/me/payment-methods', body: { payment_method_type: 'paypal_via_stripe', payment_gateway: 'stripe', return_path: '/nl/infos/add/payment' } },
    ]);
  });
});
