import { act, configure, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { fromPromise, type SnapshotFrom } from 'xstate';
import {
  GiftCardCheckout,
  giftCardCheckoutMachine,
  sampleGiftCardCheckout,
  type GiftCardCheckoutData,
  type GiftCardCheckoutInput,
  type GiftCardCheckoutSampleEvent,
  type PaymentRequest,
} from '@/features/shop/gift-card-checkout';
import type { GiftCardOrder } from '@/entities/gift-card';
import type { PaymentMethod } from '@/entities/payment-method';
import { renderWithApp, translator } from '@/shared/testing';
import { catalogueEntry } from './catalogue';
import { coveringPaths, machinePaths } from './paths';
import { manualCalls, testMachineModel, type ModelHarness } from './model-based';

type Snapshot = SnapshotFrom<typeof giftCardCheckoutMachine>;

const t = translator('fr');
configure({ defaultHidden: true });

const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');
const button = (name: string | RegExp) => screen.getByRole('button', { name: typeof name === 'string' ? (accessible: string) => plain(accessible) === plain(name) : name });
const statusTexts = () => screen.queryAllByRole('status').map((element) => element.textContent);
const alerts = () => screen.queryAllByRole('alert').map((element) => element.textContent);
const euros = (amount: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 }).format(amount);
const failureText = (failure: string | null) => t(`giftcard.checkout.failure.${failure ?? 'SERVER'}`);
const stateOf = (snapshot: Snapshot) => (typeof snapshot.value === 'string' ? snapshot.value : (snapshot.value as { choosing: string }).choosing);

/** The gift card checkout in French; the payment method form stands in as one button; every call answered by hand. */
function giftCardCheckoutHarness(): ModelHarness<Snapshot, GiftCardCheckoutSampleEvent> {
  const calls = {
    load: manualCalls<number | null, GiftCardCheckoutData>(),
    pay: manualCalls<PaymentRequest, GiftCardOrder>(),
  };
  const logic = giftCardCheckoutMachine.provide({
    actors: {
      load: fromPromise(({ input }: { input: number | null }) => calls.load.call(input)),
      pay: fromPromise(({ input }: { input: PaymentRequest }) => calls.pay.call(input)),
    },
  });
  const onSignIn = vi.fn();
  const onPaid = vi.fn();
  const onRedirect = vi.fn();
  let given: PaymentMethod | null = null;
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

  return {
    render: (inspect, input) => {
      renderWithApp(
        <GiftCardCheckout
          {...(input as GiftCardCheckoutInput)}
          logic={logic}
          inspect={inspect}
          onSignIn={onSignIn}
          onPaid={onPaid}
          onRedirect={onRedirect}
          addPaymentMethod={(onAdded) => <button onClick={() => onAdded(given!)}>payment method form</button>}
        />,
      );
    },

    async perform(event) {
      switch (event.type) {
        case 'RETRY':
          return user.click(button(t('giftcard.checkout.retry')));
        case 'PAYMENT_METHOD_ADDED':
          given = event.method;
          // With a card to pay with, the form waits behind "add another card".
          if (!screen.queryByRole('button', { name: 'payment method form' })) await user.click(button(t('giftcard.checkout.addAnother')));
          return user.click(button('payment method form'));
        case 'PAY': {
          const last4 = event.paymentMethodId === sampleGiftCardCheckout.newCard.id ? '5100' : '4242';
          await user.click(screen.getByRole('radio', { name: new RegExp(`se terminant par ${last4}`) }));
          return user.click(button(/^Payer/));
        }
        default: {
          const actor = event.type.replace(/^xstate\.(done|error)\.actor\./, '') as keyof typeof calls;
          await act(async () => calls[actor].settleFrom(event as { type: string; output?: never; error?: unknown }));
        }
      }
    },

    expectState(snapshot) {
      const { context } = snapshot;
      const state = stateOf(snapshot);
      switch (state) {
        case 'noDraft':
          expect(statusTexts()).toEqual([t('giftcard.checkout.noDraft')]);
          expect(screen.getByRole('link', { name: t('giftcard.checkout.toOffer') })).toHaveAttribute('href', '/giftcard');
          return;
        case 'signIn':
          expect(statusTexts()).toEqual([t('giftcard.checkout.signIn')]);
          expect(onSignIn).toHaveBeenCalledOnce();
          return;
        case 'loading':
          expect(statusTexts()).toEqual([t('giftcard.checkout.loading')]);
          expect(calls.load.inputs.at(-1)).toBe(context.orderId);
          return;
        case 'loadFailed':
          expect(alerts()).toEqual([failureText(context.failure)]);
          expect(button(t('giftcard.checkout.retry'))).toBeEnabled();
          return;
        case 'notFound':
          expect(alerts()).toEqual([t('giftcard.checkout.notFound')]);
          return;
        case 'invalid':
          // The server refused the card's details: back to the card, on its page.
          expect(alerts()).toEqual([t('giftcard.checkout.invalid')]);
          expect(screen.getByRole('link', { name: t('giftcard.checkout.edit') })).toHaveAttribute('href', '/giftcard?for=kid');
          return;
        case 'redirecting':
          expect(statusTexts()).toEqual([t('giftcard.checkout.redirecting')]);
          expect(onRedirect).toHaveBeenCalledWith(context.order!.payment!.redirect_url);
          return;
        case 'paid':
          expect(statusTexts()).toEqual([t('giftcard.checkout.paid')]);
          expect(onPaid).toHaveBeenCalledWith(context.order);
          return;
        default:
          break;
      }
      // The card being bought, and its payment.
      const card = context.order ?? context.draft!;
      expect(screen.getByRole('heading', { level: 2, name: t('giftcard.checkout.summary') })).toBeInTheDocument();
      expect(screen.getByText(`${card.recipient_name} · ${card.recipient_email}`)).toBeInTheDocument();
      const pay = state === 'payFailed' ? null : button(state === 'paying' ? t('giftcard.checkout.paying') : t('giftcard.checkout.pay', { amount: euros(card.amount) }));
      if (pay) {
        if (state === 'ready' || (state === 'declined' && context.paymentMethods.some((method) => method.id !== 42 && !context.refusedMethodIds.includes(method.id)))) expect(pay).toBeEnabled();
        else expect(pay).toBeDisabled();
      }
      // A card the bank refused in this visit cannot be chosen again.
      for (const id of context.refusedMethodIds.filter((refused) => context.paymentMethods.some((method) => method.id === refused))) {
        const last4 = id === sampleGiftCardCheckout.newCard.id ? '5100' : '4242';
        expect(screen.getByRole('radio', { name: new RegExp(`se terminant par ${last4}`) })).toBeDisabled();
      }
      expect(alerts()).toEqual([...(context.paymentError ? [t(context.paymentError)] : []), ...(state === 'payFailed' ? [failureText(context.failure)] : [])]);
      if (state === 'payFailed') expect(button(t('giftcard.checkout.retry'))).toBeEnabled();
      // A retry of an attempt sends the same key; a new order sends the card's details, paying again only the card.
      if (state === 'paying') expect(calls.pay.inputs.at(-1)).toEqual(context.payment);
    },
  };
}

const entry = catalogueEntry('giftCardCheckout');
const paths = coveringPaths(entry.machine, machinePaths(entry.machine, entry.sampleEvents, { inputs: entry.sampleInputs }));
testMachineModel(entry, giftCardCheckoutHarness, { paths });
