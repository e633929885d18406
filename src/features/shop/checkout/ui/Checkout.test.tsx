import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { renderWithApp, translator } from '@/shared/testing';
import { checkingOutMachine } from '../api/logic';
import { checkoutMachine } from '../model/machine';
import { sampleCheckout, sampleCheckoutFailures, sampleOrders, SAMPLE_TODAY } from '../model/sample-events';
import type { CheckoutData, Discount, Order, OrderRequest } from '../model/types';
import { Checkout, type CheckoutSlots } from './Checkout';

const de = translator('de');
/** A card the payer adds in the payment method form. */
const newCard = { ...sampleCheckout.card, id: 43, last4: '1881', brand: 'visa' };
const slots: CheckoutSlots = {
  billingAddressForm: () => <p>billing address form</p>,
  shippingAddressForm: () => <p>shipping address form</p>,
  relayPointPicker: () => <p>relay point picker</p>,
  addPaymentMethod: (onAdded) => (
    <>
      <p>payment method form</p>
      <button onClick={() => onAdded(newCard)}>add the new card</button>
    </>
  ),
};
const complete: CheckoutData = {
  client: sampleCheckout.client,
  billingAddresses: [sampleCheckout.billingAddress],
  shippingAddresses: [sampleCheckout.shippingAddress],
  paymentMethods: [sampleCheckout.card, sampleCheckout.expiredCard],
  cart: sampleCheckout.cart,
  walletBalance: 0,
};

/** The orders asked for by the last checkout rendered. */
let ordered: OrderRequest[] = [];

interface Answers {
  payOrder?: Order;
  /** The refusal of any code. */
  codeRefusal?: unknown;
  /** The orders' answers in turn (an error is thrown); the pending order after them. */
  orders?: unknown[];
  /** The wallet's balance when read again. */
  walletBalance?: number;
}

function renderCheckout(loaded: CheckoutData, { payOrder = sampleOrders.declined, codeRefusal = sampleCheckoutFailures.codeExpired, orders = [], walletBalance = 0 }: Answers = {}) {
  const onPaid = vi.fn();
  ordered = [];
  const logic = checkoutMachine.provide({
    actors: {
      load: fromPromise(async () => loaded),
      quote: fromPromise(async () => sampleCheckout.quote),
      checkCode: fromPromise(async (): Promise<Discount> => {
        throw codeRefusal;
      }),
      createOrder: fromPromise(async ({ input }) => {
        ordered.push(input);
        const answer = orders.shift() ?? sampleOrders.pending;
        if (!('id' in (answer as object))) throw answer;
        return answer as Order;
      }),
      payOrder: fromPromise(async () => payOrder),
      loadWallet: fromPromise(async () => walletBalance),
    },
  });
  renderWithApp(<Checkout checkoutId="checkout-1" today={SAMPLE_TODAY} slots={slots} logic={logic} onPaid={onPaid} onRedirect={vi.fn()} />, { locale: 'de' });
  return { onPaid, user: userEvent.setup() };
}

describe('the checkout in German', () => {
  it('asks first for a billing address, with its form', async () => {
    renderCheckout({ ...complete, billingAddresses: [], paymentMethods: [] });
    expect(await screen.findByText('Bitte fügen Sie eine Rechnungsadresse hinzu.')).toHaveAttribute('role', 'status');
    expect(screen.getByText('billing address form')).toBeInTheDocument();
    expect(screen.queryByText('payment method form')).not.toBeInTheDocument();
  });

  it('asks for a valid payment method when the only card has expired, showing it expired', async () => {
    renderCheckout({ ...complete, paymentMethods: [sampleCheckout.expiredCard] });
    expect(await screen.findByText(de('shop.checkout.missing.paymentMethod'))).toBeInTheDocument();
    expect(screen.getByText(/Mastercard .*4444.*Abgelaufen am 31\. Januar 2026/)).toBeInTheDocument();
    expect(screen.getByText('payment method form')).toBeInTheDocument();
  });

  it('asks for the names when one is missing, in the payment step, before any total', async () => {
    renderCheckout({ ...complete, client: { ...sampleCheckout.client, firstname: '' } });
    expect(await screen.findByText('Bitte geben Sie Ihren Vor- und Nachnamen an.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Zahlung' })).toBeInTheDocument();
    expect(screen.getByLabelText('Vorname')).toHaveValue('');
    expect(screen.getByLabelText('Nachname')).toHaveValue('Martin');
    expect(screen.queryByRole('button', { name: /bezahlen$/ })).not.toBeInTheDocument();
  });

  it('shows the three steps, the current one and the ones done, each reached with the keyboard', async () => {
    const { user } = renderCheckout(complete);
    await screen.findByRole('button', { name: /^99\s€ bezahlen$/ });
    const steps = within(screen.getByRole('navigation', { name: 'Schritte Ihrer Bestellung' }));
    expect(steps.getAllByRole('button').map((step) => step.getAttribute('aria-label'))).toEqual([
      'Schritt 1 von 3: Adresse (erledigt)',
      'Schritt 2 von 3: Lieferung (erledigt)',
      'Schritt 3 von 3: Zahlung',
    ]);
    expect(steps.getByRole('button', { name: 'Schritt 3 von 3: Zahlung' })).toHaveAttribute('aria-current', 'step');

    // Back to the delivery by the keyboard: its heading takes the focus.
    steps.getByRole('button', { name: 'Schritt 2 von 3: Lieferung (erledigt)' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 2, name: 'Lieferung' })).toHaveFocus();
    expect(steps.getByRole('button', { name: 'Schritt 2 von 3: Lieferung' })).toHaveAttribute('aria-current', 'step');
    expect(steps.getByRole('button', { name: 'Schritt 3 von 3: Zahlung' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByText('4 place Bellecour')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /bezahlen$/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Weiter zur Zahlung' }));
    expect(await screen.findByRole('button', { name: /^99\s€ bezahlen$/ })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 2, name: 'Zahlung' })).toHaveFocus();
  });

  it('lets no one reach a step before the ones it needs', async () => {
    renderCheckout({ ...complete, billingAddresses: [], shippingAddresses: [] });
    await screen.findByText('billing address form');
    const steps = within(screen.getByRole('navigation', { name: 'Schritte Ihrer Bestellung' }));
    expect(steps.getByRole('button', { name: 'Schritt 1 von 3: Adresse' })).toHaveAttribute('aria-current', 'step');
    for (const name of ['Schritt 2 von 3: Lieferung', 'Schritt 3 von 3: Zahlung']) {
      const step = steps.getByRole('button', { name });
      expect(step).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(step);
    }
    expect(screen.getByText('billing address form')).toBeInTheDocument();
  });

  it('takes no order before the payer accepts the shop terms, which say how to withdraw and are linked to', async () => {
    const { user } = renderCheckout(complete, { payOrder: sampleOrders.paid });
    const pay = await screen.findByRole('button', { name: /^99\s€ bezahlen$/ });
    const terms = screen.getByRole('checkbox', { name: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen des Shops.' });
    expect(terms).not.toBeChecked();
    expect(terms).toHaveAccessibleDescription(expect.stringContaining('innerhalb von 14 Tagen nach Erhalt des Pakets'));
    const link = screen.getByRole('link', { name: 'AGB lesen (neuer Tab)' });
    expect(link).toHaveAttribute('href', '/de/terms-and-conditions#shop');
    expect(link).toHaveAttribute('target', '_blank');

    await user.click(pay);
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte setzen Sie das Häkchen, um die AGB zu akzeptieren');
    expect(terms).toHaveFocus();
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(ordered).toEqual([]);

    await user.click(terms);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(pay);
    await waitFor(() => expect(ordered).toHaveLength(1));
    expect(ordered[0]!.body.terms_accepted).toBe(true);
  });

  it('shows the totals with free shipping and the carrier, and explains a refused code', async () => {
    const { user } = renderCheckout(complete);
    const pay = await screen.findByRole('button', { name: /^99\s€ bezahlen$/ });
    expect(pay).toBeEnabled();
    expect(screen.getByText('Kostenlos')).toBeInTheDocument();
    expect(screen.getByText('Geliefert von Colissimo')).toBeInTheDocument();
    // The expired card is listed and cannot be chosen.
    expect(screen.getByRole('radio', { name: /4444/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /4242/ })).toBeChecked();

    await user.type(screen.getByLabelText('Ihr Code'), '  ete2025 ');
    await user.click(screen.getByRole('button', { name: 'Einlösen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Code ist abgelaufen.');
    expect(screen.getByLabelText('Ihr Code')).toHaveFocus();
  });

  it('shows the decline reason of the bank once the order is made, offers another try, and drops the reason once another card is added', async () => {
    const { user, onPaid } = renderCheckout(complete);
    await screen.findByRole('button', { name: /^99\s€ bezahlen$/ });
    await user.click(screen.getByRole('checkbox', { name: de('shop.checkout.terms.accept') }));
    await user.click(screen.getByRole('button', { name: /^99\s€ bezahlen$/ }));
    expect(await screen.findByText(de('website.error.payment.insufficient_funds'))).toBeInTheDocument();
    expect(screen.getByText('payment method form')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /^99\s€ bezahlen$/ })).toBeEnabled());
    expect(onPaid).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'add the new card' }));
    expect(screen.queryByText(de('website.error.payment.insufficient_funds'))).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /1881/ })).toBeChecked();
  });
});

describe('paying with the wallet, in German', () => {
  it('takes the wallet first, shows what the card pays, and sends the wallet’s part with the card', async () => {
    const { user } = renderCheckout({ ...complete, walletBalance: 25 });
    const pay = await screen.findByRole('button', { name: /^74\s€ bezahlen$/ });
    const toggle = screen.getByRole('switch', { name: /^Mein Guthaben verwenden \(25\s€ verfügbar\)$/ });
    expect(toggle).toBeChecked();
    expect(screen.getByText('Mit meinem Guthaben bezahlt').nextSibling).toHaveTextContent(/^−25\s€$/);
    expect(screen.getByText('Restbetrag per Karte').nextSibling).toHaveTextContent(/^74\s€$/);
    await user.click(screen.getByRole('checkbox', { name: de('shop.checkout.terms.accept') }));
    await user.click(pay);
    await waitFor(() => expect(ordered).toHaveLength(1));
    expect(ordered[0]!.body).toMatchObject({ wallet_amount: 25, payment_method_id: sampleCheckout.card.id });
  });

  it('pays by card alone once the payer turns the wallet off', async () => {
    const { user } = renderCheckout({ ...complete, walletBalance: 25 });
    await user.click(await screen.findByRole('switch', { name: /^Mein Guthaben verwenden/ }));
    expect(screen.queryByText('Restbetrag per Karte')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: de('shop.checkout.terms.accept') }));
    await user.click(screen.getByRole('button', { name: /^99\s€ bezahlen$/ }));
    await waitFor(() => expect(ordered).toHaveLength(1));
    expect(ordered[0]!.body.wallet_amount).toBeUndefined();
  });

  it('needs no card when the wallet pays it all: the order is made paid, without a payment method', async () => {
    const { user, onPaid } = renderCheckout({ ...complete, paymentMethods: [], walletBalance: 150 }, { orders: [sampleOrders.paidByWallet] });
    const pay = await screen.findByRole('button', { name: /^99\s€ mit meinem Guthaben bezahlen$/ });
    expect(screen.getByText(de('wallet.paysAll'))).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByText('payment method form')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: de('shop.checkout.terms.accept') }));
    await user.click(pay);
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(sampleOrders.paidByWallet));
    expect(ordered[0]!.body).toMatchObject({ wallet_amount: 99, payment_method_id: null });
  });

  it('asks for a card for the rest when the wallet does not pay it all and no card is valid', async () => {
    const { user } = renderCheckout({ ...complete, paymentMethods: [sampleCheckout.expiredCard], walletBalance: 25 });
    expect(await screen.findByRole('heading', { level: 3, name: /^Fügen Sie eine Karte für die restlichen 74\s€ hinzu$/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'add the new card' }));
    expect(screen.getByRole('radio', { name: /1881/ })).toBeChecked();
    expect(screen.getByRole('button', { name: /^74\s€ bezahlen$/ })).toBeEnabled();
  });

  it('says the balance changed when the wallet was spent meanwhile, reads it again and pays with what is left', async () => {
    const { user } = renderCheckout({ ...complete, walletBalance: 25 }, { orders: [sampleCheckoutFailures.walletInsufficient], walletBalance: 10 });
    await user.click(await screen.findByRole('checkbox', { name: de('shop.checkout.terms.accept') }));
    await user.click(screen.getByRole('button', { name: /^74\s€ bezahlen$/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Ihr Guthaben hat sich inzwischen geändert: Es beträgt jetzt 10\s€\./);
    expect(screen.getByRole('switch', { name: /^Mein Guthaben verwenden \(10\s€ verfügbar\)$/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: /^89\s€ bezahlen$/ }));
    await waitFor(() => expect(ordered).toHaveLength(2));
    expect(ordered[1]!.body.wallet_amount).toBe(10);
    expect(ordered[1]!.idempotencyKey).not.toBe(ordered[0]!.idempotencyKey);
  });

  it('sends a gift card typed as a code to the wallet', async () => {
    const { user } = renderCheckout(complete, { codeRefusal: sampleCheckoutFailures.giftCardCode });
    await screen.findByRole('button', { name: /^99\s€ bezahlen$/ });
    await user.type(screen.getByLabelText('Ihr Code'), 'LC-ABCD-EFGH-JKLM');
    await user.click(screen.getByRole('button', { name: 'Einlösen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(de('wallet.giftCardCode'));
    expect(screen.getByRole('link', { name: 'Geschenkkarte hinzufügen' })).toHaveAttribute('href', '/de/infos/add-giftcard');
  });
});

/** A 429 TOO_MANY_ATTEMPTS as the API answers it, waiting `seconds`. */
const tooMany = (seconds: number, what: string) =>
  Response.json(
    { type: 'TOO_MANY_ATTEMPTS', title: 'Too many attempts', status: 429, detail: `Too many ${what}: try again later`, retry_after: seconds },
    { status: 429, headers: { 'Retry-After': String(seconds) } },
  );

/**
 * The API of a complete checkout (the samples' client, addresses, cards and cart), with the code
 * check, the order and the payment answered by `answers` in turn; each call as `METHOD path`.
 */
function serveCheckout(answers: { discount?: Response[]; order?: Response[]; payment?: Response[] }) {
  const calls: string[] = [];
  const reads: Record<string, unknown> = {
    '/api/clients/me': sampleCheckout.client,
    '/api/clients/me/billing-addresses': { addresses: [sampleCheckout.billingAddress] },
    '/api/clients/me/shipping-addresses': { addresses: [sampleCheckout.shippingAddress] },
    '/api/clients/me/payment-methods': { payment_methods: [sampleCheckout.card, sampleCheckout.expiredCard] },
    '/api/clients/me/cart': sampleCheckout.cart,
    '/api/clients/me/wallet': { amount: 0, transactions: [], page_size: 1, currentPage: 1, pages: 0, total: 0 },
    '/api/clients/me/shipping_fees': sampleCheckout.quote.fees,
    '/api/shop/carriers': { country: 'FR', home: 'Colissimo', relay: 'Colissimo' },
  };
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname;
    calls.push(`${request.method} ${path}`);
    if (request.method === 'GET' && path in reads) return Response.json(reads[path]);
    if (path.startsWith('/api/clients/me/discounts/')) return answers.discount?.shift() ?? Response.json(sampleCheckout.discount);
    if (path === '/api/clients/me/orders') return answers.order?.shift() ?? Response.json(sampleOrders.pending, { status: 201 });
    if (path === '/api/clients/me/orders/90/payment') return answers.payment?.shift() ?? Response.json(sampleOrders.paid);
    throw new Error(`No answer for ${request.method} ${path}`);
  });
  return calls;
}

function renderCheckoutInFrench() {
  const onPaid = vi.fn();
  renderWithApp(<Checkout checkoutId="checkout-1" today={SAMPLE_TODAY} slots={slots} logic={checkingOutMachine} onPaid={onPaid} onRedirect={vi.fn()} />);
  return { onPaid, user: userEvent.setup() };
}

describe('the checkout past the limits, in French', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says when a code can be checked again, keeping the code typed and the order ready to pay', async () => {
    const calls = serveCheckout({ discount: [tooMany(290, 'code checks for this account')] });
    const { user } = renderCheckoutInFrench();
    await screen.findByRole('button', { name: /^Payer 99\s€$/ });

    const field = screen.getByLabelText('Votre code');
    await user.type(field, ' NOEL-2025');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Vous avez fait trop de tentatives. Réessayez dans 5 minutes.');
    expect(field).toHaveValue(' NOEL-2025');
    expect(field).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Appliquer' })).toBeEnabled();
    expect(screen.getByRole('button', { name: /^Payer 99\s€$/ })).toBeEnabled();
    expect(calls).toContain('GET /api/clients/me/discounts/NOEL-2025');
  });

  it('says when to try again after too many orders, then after too many payments, and pays on the next try', async () => {
    const calls = serveCheckout({ order: [tooMany(702, 'orders and payments for this account')], payment: [tooMany(20, 'orders and payments for this account')] });
    const { user, onPaid } = renderCheckoutInFrench();
    await screen.findByRole('button', { name: /^Payer 99\s€$/ });
    await user.click(screen.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente de la boutique.' }));
    await user.click(screen.getByRole('button', { name: /^Payer 99\s€$/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Vous avez fait trop de tentatives. Réessayez dans 12 minutes.');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));

    // The order is made; its payment is refused for the same reason.
    expect(await screen.findByText('Vous avez fait trop de tentatives. Réessayez dans 1 minute.')).toHaveAttribute('role', 'alert');
    expect(screen.getByText(/^Commande n° 90/)).toBeVisible();
    const pay = screen.getByRole('button', { name: /^Payer 99\s€$/ });
    await waitFor(() => expect(pay).toBeEnabled());
    expect(screen.getByRole('radio', { name: /4242/ })).toBeChecked();

    await user.click(pay);
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(sampleOrders.paid));
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([
      'POST /api/clients/me/orders',
      'POST /api/clients/me/orders',
      'POST /api/clients/me/orders/90/payment',
      'POST /api/clients/me/orders/90/payment',
    ]);
  });
});
