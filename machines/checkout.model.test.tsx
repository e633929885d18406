import { configure, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { fromPromise, type SnapshotFrom } from 'xstate';
import {
  CHECKOUT_STEPS,
  Checkout,
  checkoutMachine,
  paymentShare,
  stepIsComplete,
  walletPaysAll,
  sampleCheckoutFailures,
  type CheckoutData,
  type CheckoutInput,
  type CheckoutSampleEvent,
  type CheckoutSlots,
  type Names,
  type Order,
  type Quote,
  type UnpaidOrder,
} from '@/features/shop/checkout';
import type { Client } from '@/entities/session';
import { renderWithApp, translator } from '@/shared/testing';
import { catalogueEntry } from './catalogue';
import { manualCalls, testMachineModel, type ModelHarness } from './model-based';
import { coveringPaths, machinePaths } from './paths';

type Snapshot = SnapshotFrom<typeof checkoutMachine>;

const t = translator('fr');
configure({ defaultHidden: true });

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const statusTexts = () => screen.queryAllByRole('status').map((element) => element.textContent);
const alerts = () => screen.queryAllByRole('alert').map((element) => element.textContent);
/** A 429's message says the wait its retry_after asks for, in minutes; the other messages take no values. */
const TOO_MANY_MINUTES = Math.ceil(sampleCheckoutFailures.tooManyAttempts.retry_after! / 60);
const said = (id: string) => t(id, id === 'common.tooManyAttempts' ? { minutes: TOO_MANY_MINUTES } : undefined);
/** A step of the indicator, as its button is named. */
const stepButton = (name: (typeof CHECKOUT_STEPS)[number], complete: boolean) =>
  screen.getByRole('button', {
    name: t('shop.checkout.steps.item', { number: CHECKOUT_STEPS.indexOf(name) + 1, count: 3, name: t(`shop.checkout.steps.${name}`), state: complete ? 'complete' : 'todo' }),
  });
/** The step each state shows. */
const STEP_OF: Record<string, (typeof CHECKOUT_STEPS)[number]> = {
  billingAddressMissing: 'address',
  address: 'address',
  delivery: 'delivery',
  paymentMethodMissing: 'payment',
  namesMissing: 'payment',
  savingNames: 'payment',
  quoting: 'payment',
  quoteFailed: 'payment',
  ready: 'payment',
  checkingCode: 'payment',
  ordering: 'payment',
  orderFailed: 'payment',
  readingWallet: 'payment',
};
const price = (amount: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 }).format(amount);
const euros = (amount: number) => t('shop.checkout.pay', { amount: price(amount) });
/** The Pay button of the payment step: the card's part, or the wallet's when it pays it all. */
const payButtonName = (context: Snapshot['context']) => {
  const share = paymentShare(context);
  return walletPaysAll(context) ? t('wallet.pay', { amount: price(share.wallet) }) : euros(share.card);
};

/** The checkout page in French; the other features' forms stand in as one button each; every call answered by hand. */
function checkoutHarness(): ModelHarness<Snapshot, CheckoutSampleEvent> {
  const calls = {
    load: manualCalls<void, CheckoutData>(),
    loadOrder: manualCalls<number, UnpaidOrder>(),
    saveNames: manualCalls<Names, Client>(),
    quote: manualCalls<unknown, Quote>(),
    checkCode: manualCalls<string, unknown>(),
    createOrder: manualCalls<unknown, Order>(),
    payOrder: manualCalls<unknown, Order>(),
    loadWallet: manualCalls<void, number>(),
  };
  const logic = checkoutMachine.provide({
    actors: {
      load: fromPromise(() => calls.load.call()),
      loadOrder: fromPromise(({ input }: { input: number }) => calls.loadOrder.call(input)),
      saveNames: fromPromise(({ input }: { input: Names }) => calls.saveNames.call(input)),
      quote: fromPromise(({ input }) => calls.quote.call(input)),
      checkCode: fromPromise(({ input }: { input: string }) => calls.checkCode.call(input) as never),
      createOrder: fromPromise(({ input }) => calls.createOrder.call(input)),
      payOrder: fromPromise(({ input }) => calls.payOrder.call(input)),
      loadWallet: fromPromise(() => calls.loadWallet.call()),
    },
  });
  const onPaid = vi.fn();
  const onRedirect = vi.fn();
  const onOrdered = vi.fn();
  // What the page's forms would give back, set by the step being performed.
  let given: unknown = null;
  const slots: CheckoutSlots = {
    billingAddressForm: (onSaved) => <button onClick={() => onSaved(given as never)}>billing address form</button>,
    shippingAddressForm: (onSaved) => <button onClick={() => onSaved(given as never)}>shipping address form</button>,
    relayPointPicker: (_country, _postcode, picked, onPick) => (
      <>
        <button aria-describedby="picked-point" onClick={() => onPick(given as never)}>
          relay point picker
        </button>
        <span id="picked-point">{picked ?? 'none'}</span>
      </>
    ),
    addPaymentMethod: (onAdded) => <button onClick={() => onAdded(given as never)}>payment method form</button>,
  };
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

  return {
    render: (inspect, input) => {
      renderWithApp(<Checkout {...(input as CheckoutInput)} slots={slots} logic={logic} inspect={inspect} onPaid={onPaid} onRedirect={onRedirect} onOrdered={onOrdered} />);
    },

    async perform(event, from) {
      switch (event.type) {
        case 'GO_TO_STEP': {
          // The step after the current one by its button; any other by the indicator.
          const next = screen.queryByRole('button', { name: t(`shop.checkout.steps.to.${event.step}`) });
          if (next) return user.click(next);
          return user.click(stepButton(event.step, stepIsComplete(event.step, from.context)));
        }
        case 'ACCEPT_TERMS': {
          const box = screen.getByRole('checkbox', { name: t('shop.checkout.terms.accept') });
          if ((box as HTMLInputElement).checked !== event.accepted) await user.click(box);
          return;
        }
        case 'RETRY':
          return user.click(button(t('shop.checkout.retry')));
        case 'BILLING_ADDRESS_SAVED':
          given = event.address;
          return user.click(button('billing address form'));
        case 'SHIPPING_ADDRESS_SAVED':
          given = event.address;
          return user.click(button('shipping address form'));
        case 'RELAY_POINT_PICKED':
          given = event.point;
          return user.click(button('relay point picker'));
        case 'PAYMENT_METHOD_ADDED':
          given = event.method;
          return user.click(button('payment method form'));
        case 'SAVE_NAMES': {
          const firstname = screen.getByLabelText(t('shop.checkout.names.firstname'));
          const lastname = screen.getByLabelText(t('shop.checkout.names.lastname'));
          await user.clear(firstname);
          await user.type(firstname, event.firstname);
          await user.clear(lastname);
          await user.type(lastname, event.lastname);
          return user.click(button(t('shop.checkout.names.save')));
        }
        case 'CHOOSE_SHIPPING_MODE':
          return user.click(screen.getByRole('radio', { name: t(`shop.checkout.delivery.${event.mode}`) }));
        case 'APPLY_CODE': {
          // A refused code stays in the field: the code applied replaces it.
          const field = screen.getByLabelText(t('shop.checkout.code.label'));
          await user.clear(field);
          await user.type(field, event.code);
          return user.click(button(t('shop.checkout.code.apply')));
        }
        case 'REMOVE_CODE':
          return user.click(button(t('shop.checkout.code.remove')));
        case 'USE_WALLET': {
          const toggle = screen.getByRole('switch', { name: new RegExp(`^${t('wallet.use', { amount: 'X' }).split('(')[0]!.trim()}`) });
          if ((toggle as HTMLInputElement).checked !== event.use) await user.click(toggle);
          return;
        }
        case 'PAY':
          // The wallet pays it all: no card to choose.
          if (event.paymentMethodId === null) return user.click(button(/^Payer .* avec ma cagnotte$/));
          await user.click(screen.getByRole('radio', { name: new RegExp(`se terminant par ${event.paymentMethodId === 41 ? '4242' : '4444'}`) }));
          return user.click(button(/^Payer/));
        default: {
          const actor = event.type.split('.').at(-1) as keyof typeof calls;
          calls[actor].settleFrom(event as { type: string; output?: never; error?: unknown });
        }
      }
    },

    expectState(snapshot) {
      const { context } = snapshot;
      const step = snapshot.value as string;
      const deliveryDone = stepIsComplete('delivery', context);
      const missing = { billingAddressMissing: 'billingAddress', paymentMethodMissing: 'paymentMethod', namesMissing: 'names', savingNames: 'names', delivery: deliveryDone ? undefined : 'shipping' }[step];
      const failure = said(context.failure === 'TOO_MANY_ATTEMPTS' ? 'common.tooManyAttempts' : `shop.checkout.failure.${context.failure}`);
      if (missing) expect(statusTexts()).toContain(t(`shop.checkout.missing.${missing}`));
      else expect(statusTexts()).not.toContain(t('shop.checkout.missing.billingAddress'));
      // The indicator: the current step, the ones done.
      const current = STEP_OF[step];
      if (current) {
        for (const name of CHECKOUT_STEPS) {
          const button = stepButton(name, name !== current && stepIsComplete(name, context));
          if (name === current) expect(button).toHaveAttribute('aria-current', 'step');
          else expect(button).not.toHaveAttribute('aria-current');
        }
        expect(screen.getByRole('heading', { level: 2, name: t({ address: 'shop.checkout.billing.title', delivery: 'shop.checkout.delivery.title', payment: 'shop.checkout.steps.payment.title' }[current]) })).toBeInTheDocument();
      } else {
        expect(screen.queryByRole('navigation', { name: t('shop.checkout.steps.label') })).not.toBeInTheDocument();
      }

      switch (step) {
        case 'loading':
        case 'loadingOrder':
          expect(statusTexts()).toEqual([t('shop.checkout.loading')]);
          if (step === 'loadingOrder') expect(calls.loadOrder.inputs.at(-1)).toBe(context.orderId);
          return;
        case 'loadFailed':
          expect(alerts()).toEqual([failure]);
          expect(button(t('shop.checkout.retry'))).toBeEnabled();
          return;
        case 'empty':
          expect(statusTexts()).toEqual([t('shop.checkout.empty')]);
          expect(screen.getByRole('link', { name: t('shop.checkout.toShop') })).toHaveAttribute('href', '/shop');
          return;
        case 'billingAddressMissing':
          expect(button('billing address form')).toBeInTheDocument();
          expect(screen.queryByRole('button', { name: t('shop.checkout.steps.to.delivery') })).not.toBeInTheDocument();
          return;
        case 'address':
          expect(screen.getByText(context.billingAddress!.street)).toBeInTheDocument();
          expect(button(t('shop.checkout.steps.to.delivery'))).toBeEnabled();
          return;
        case 'paymentMethodMissing':
          // The expired card is shown, and a new method asked for.
          expect(screen.getByText(/4444 · Expiré le 31 janvier 2026/)).toBeInTheDocument();
          expect(button('payment method form')).toBeInTheDocument();
          // The wallet, to turn on or off; when it pays part, the card is asked for the rest.
          if (context.walletBalance > 0) expect(screen.getByRole('switch', { name: t('wallet.use', { amount: price(context.walletBalance) }) })).toHaveProperty('checked', context.useWallet);
          if (paymentShare(context).wallet > 0) expect(screen.getByRole('heading', { level: 3, name: t('wallet.cardForRest', { amount: price(paymentShare(context).card) }) })).toBeInTheDocument();
          return;
        case 'namesMissing':
          expect(button(t('shop.checkout.names.save'))).toBeEnabled();
          expect(alerts()).toEqual(context.failure ? [failure] : []);
          return;
        case 'savingNames':
          expect(button(t('shop.checkout.names.saving'))).toBeDisabled();
          expect(calls.saveNames.inputs.at(-1)).toEqual(context.names);
          return;
        case 'delivery':
          if (context.shippingMode === 'HOME') {
            if (context.shippingAddress) expect(screen.getByText(context.shippingAddress.street)).toBeInTheDocument();
            else expect(button('shipping address form')).toBeInTheDocument();
          } else {
            // The picker shows the point chosen, and keeps showing it.
            expect(button('relay point picker')).toHaveAccessibleDescription(context.relayPoint?.id ?? 'none');
            if (context.relayPoint) expect(screen.getByText(new RegExp(context.relayPoint.name))).toBeInTheDocument();
          }
          if (deliveryDone) expect(button(t('shop.checkout.steps.to.payment'))).toBeEnabled();
          else expect(screen.queryByRole('button', { name: t('shop.checkout.steps.to.payment') })).not.toBeInTheDocument();
          expect(screen.queryByRole('button', { name: /^Payer/ })).not.toBeInTheDocument();
          return;
        case 'quoting':
          expect(statusTexts()).toContain(t('shop.checkout.summary.updating'));
          expect(calls.quote.inputs.at(-1)).toEqual({
            shippingMode: context.shippingMode,
            shippingAddressId: context.shippingMode === 'HOME' ? context.shippingAddress!.id : null,
            country: context.relayPoint?.country_code ?? context.shippingAddress!.country_code,
            discountCode: context.discount?.code ?? null,
          });
          return;
        case 'quoteFailed':
        case 'orderFailed':
          expect(alerts()).toEqual([failure]);
          expect(button(t('shop.checkout.retry'))).toBeEnabled();
          if (step === 'orderFailed') expect(screen.queryByRole('button', { name: /^Payer/ })).not.toBeInTheDocument();
          return;
        case 'readingWallet':
          expect(statusTexts()).toContain(t('wallet.reading'));
          expect(screen.queryByRole('button', { name: /^Payer/ })).not.toBeInTheDocument();
          return;
        case 'ready':
          expect(button(payButtonName(context))).toBeEnabled();
          // The wallet: its switch when there is a balance, and what it and the card pay.
          if (context.walletBalance > 0) {
            expect(screen.getByRole('switch', { name: t('wallet.use', { amount: price(context.walletBalance) }) })).toHaveProperty('checked', context.useWallet);
            const spaced = (text: string | null | undefined) => text?.replace(/\s/g, ' ');
            if (context.useWallet) expect(spaced(screen.getByText(t('wallet.share.card')).nextSibling?.textContent)).toBe(spaced(price(paymentShare(context).card)));
          } else {
            expect(screen.queryByRole('switch')).not.toBeInTheDocument();
          }
          expect(screen.getByText(t('shop.checkout.delivery.carrier', { carrier: context.quote!.carrier! }))).toBeInTheDocument();
          expect(screen.getByText(t('shop.checkout.summary.free'))).toBeInTheDocument();
          // The balance changed meanwhile: said with the new one (spaces compared as spaces).
          expect(alerts().map((text) => text?.replace(/\s/g, ' '))).toEqual(
            [
              ...(context.codeError ? [said(context.codeError)] : []),
              ...(context.walletChanged ? [t('wallet.changed', { amount: price(context.walletBalance) })] : []),
              ...(context.termsMissing ? [t('shop.checkout.terms.missing')] : []),
            ].map((text) => text.replace(/\s/g, ' ')),
          );
          if (context.codeError === 'wallet.giftCardCode') expect(screen.getByRole('link', { name: t('wallet.addGiftcard') })).toHaveAttribute('href', '/infos/add-giftcard');
          // The terms are ticked by the payer only, and linked to.
          expect(screen.getByRole('checkbox', { name: t('shop.checkout.terms.accept') })).toHaveProperty('checked', context.termsAccepted);
          expect(screen.getByRole('link', { name: t('shop.checkout.terms.read') })).toHaveAttribute('href', '/terms-and-conditions#shop');
          expect(screen.getByText(t('shop.checkout.terms.withdrawal'), { exact: false })).toBeInTheDocument();
          if (context.discount) expect(screen.getByText(t('shop.checkout.code.applied', { code: context.discount.code }))).toBeInTheDocument();
          else expect(screen.getByLabelText(t('shop.checkout.code.label'))).toBeInTheDocument();
          if (context.relayPoint) expect(screen.getByText(new RegExp(context.relayPoint.name))).toBeInTheDocument();
          return;
        case 'checkingCode':
          expect(button(t('shop.checkout.code.checking'))).toBeDisabled();
          expect(calls.checkCode.inputs.at(-1)).toBe(context.code);
          return;
        case 'ordering':
          expect(statusTexts()).toContain(t('shop.checkout.ordering'));
          // A retry sends the same order with the same key.
          expect(calls.createOrder.inputs.at(-1)).toEqual(context.request);
          // (Another wallet part, after the wallet changed meanwhile, is another order with another key.)
          for (const input of calls.createOrder.inputs as Array<{ idempotencyKey: string; body: unknown }>) {
            const same = (calls.createOrder.inputs as Array<{ idempotencyKey: string; body: unknown }>).filter((other) => JSON.stringify(other.body) === JSON.stringify(input.body));
            expect(new Set(same.map((other) => other.idempotencyKey)).size).toBe(1);
          }
          return;
        case 'outOfStock':
          expect(alerts()).toEqual([t('shop.checkout.outOfStock.line', { name: 'Gilet en maille', size: '3 ans' })]);
          expect(screen.getByRole('link', { name: t('shop.checkout.toCart') })).toHaveAttribute('href', '/shop/cart');
          return;
        case 'paying':
          expect(calls.payOrder.inputs.at(-1)).toEqual({ orderId: context.order!.id, paymentMethodId: context.paymentMethodId });
          expect(button(/paiement de/i)).toBeDisabled();
          if (context.orderId === null) expect(onOrdered).toHaveBeenCalledWith(expect.objectContaining({ id: context.order!.id }));
          return;
        case 'awaitingPayment':
          expect(alerts()).toEqual(context.paymentError ? [said(context.paymentError)] : []);
          expect(button(euros(context.order!.total_amount_ttc))).toBeEnabled();
          expect(button('payment method form')).toBeInTheDocument();
          return;
        case 'paid':
          expect(statusTexts()).toEqual([t('shop.checkout.paid')]);
          expect(onPaid).toHaveBeenCalledWith(context.order);
          return;
        case 'redirecting':
          expect(statusTexts()).toEqual([t('shop.checkout.redirecting')]);
          expect(onRedirect).toHaveBeenCalledWith(context.order!.payment!.redirect_url);
          return;
        case 'cancelled':
          expect(alerts()).toEqual([t('shop.checkout.cancelled')]);
          return;
        default:
          throw new Error(`The harness does not know the state ${step}`);
      }
    },
  };
}

// With the wallet (its balance, its use, a balance changed meanwhile), the samples generate some
// 900 paths that take the same transitions as the fewest of them: the component replays those.
const entry = catalogueEntry('checkout');
const paths = coveringPaths(entry.machine, machinePaths(entry.machine, entry.sampleEvents, { inputs: entry.sampleInputs }));
testMachineModel(entry, checkoutHarness, { paths });
