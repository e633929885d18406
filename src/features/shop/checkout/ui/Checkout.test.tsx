import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { renderWithApp, translator } from '@/shared/testing';
import { checkoutMachine } from '../model/machine';
import { sampleCheckout, sampleCheckoutFailures, sampleOrders, SAMPLE_TODAY } from '../model/sample-events';
import type { CheckoutData, Discount } from '../model/types';
import { Checkout, type CheckoutSlots } from './Checkout';

const de = translator('de');
const slots: CheckoutSlots = {
  billingAddressForm: () => <p>billing address form</p>,
  shippingAddressForm: () => <p>shipping address form</p>,
  relayPointPicker: () => <p>relay point picker</p>,
  addPaymentMethod: () => <p>payment method form</p>,
};
const complete: CheckoutData = {
  client: sampleCheckout.client,
  billingAddresses: [sampleCheckout.billingAddress],
  shippingAddresses: [sampleCheckout.shippingAddress],
  paymentMethods: [sampleCheckout.card, sampleCheckout.expiredCard],
  cart: sampleCheckout.cart,
};

function renderCheckout(loaded: CheckoutData) {
  const onPaid = vi.fn();
  const logic = checkoutMachine.provide({
    actors: {
      load: fromPromise(async () => loaded),
      quote: fromPromise(async () => sampleCheckout.quote),
      checkCode: fromPromise(async (): Promise<Discount> => {
        throw sampleCheckoutFailures.codeExpired;
      }),
      createOrder: fromPromise(async () => sampleOrders.pending),
      payOrder: fromPromise(async () => sampleOrders.declined),
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

  it('asks for the names when one is missing, before any delivery', async () => {
    renderCheckout({ ...complete, client: { ...sampleCheckout.client, firstname: '' } });
    expect(await screen.findByText('Bitte geben Sie Ihren Vor- und Nachnamen an.')).toBeInTheDocument();
    expect(screen.getByLabelText('Vorname')).toHaveValue('');
    expect(screen.getByLabelText('Nachname')).toHaveValue('Martin');
    expect(screen.queryByRole('heading', { name: de('shop.checkout.delivery.title') })).not.toBeInTheDocument();
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

  it('shows the decline reason of the bank once the order is made, and offers another try', async () => {
    const { user, onPaid } = renderCheckout(complete);
    await user.click(await screen.findByRole('button', { name: /^99\s€ bezahlen$/ }));
    expect(await screen.findByText(de('website.error.payment.insufficient_funds'))).toBeInTheDocument();
    expect(screen.getByText('payment method form')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /^99\s€ bezahlen$/ })).toBeEnabled());
    expect(onPaid).not.toHaveBeenCalled();
  });
});
