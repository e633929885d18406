import { act, configure, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import {
  QUOTE_DELAY_MS,
  TrunkCheckout,
  choicesBody,
  paymentShare,
  preferredPaymentMethod,
  sampleTrunkCheckout,
  walletPaysAll,
  trunkCheckoutGuards,
  trunkCheckoutMachine,
  type PaymentRequest,
  type QuoteRequest,
  type TrunkCheckoutData,
  type TrunkCheckoutInput,
  type TrunkCheckoutLoaded,
  type TrunkCheckoutSampleEvent,
} from '@/features/trunk-checkout';
import type { PaymentMethod } from '@/entities/payment-method';
import { createAppIntl } from '@/shared/i18n';
import { renderWithApp, SEEDED_MESSAGES, translator } from '@/shared/testing';
import { catalogueEntry } from './catalogue';
import { coveringPaths, machinePaths } from './paths';
import { manualCalls, testMachineModel, type ModelHarness } from './model-based';

type Snapshot = SnapshotFrom<typeof trunkCheckoutMachine>;

const t = translator('fr');
/** A date as the French pages write it. */
const frenchDate = (date: string) => createAppIntl('fr', SEEDED_MESSAGES.fr).formatDate(date, { dateStyle: 'long', timeZone: 'Europe/Paris' });
configure({ defaultHidden: true });

/** Spaces as any: prices are written with narrow or plain no-break spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');
const button = (name: string | RegExp) => screen.getByRole('button', { name: typeof name === 'string' ? (accessible: string) => plain(accessible) === plain(name) : name });
const statusTexts = () => screen.queryAllByRole('status').map((element) => element.textContent);
const alerts = () => screen.queryAllByRole('alert').map((element) => element.textContent);
const euros = (amount: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 }).format(amount);
const failureText = (failure: string | null) => t(`atHome.failure.${failure ?? 'SERVER'}`);
const stateOf = (snapshot: Snapshot) => (typeof snapshot.value === 'string' ? snapshot.value : (snapshot.value as { choosing: string }).choosing);

/** The trunk page in French; the payment method form stands in as one button; every call answered by hand; a simulated clock for the pause before a quote. */
function trunkCheckoutHarness(): ModelHarness<Snapshot, TrunkCheckoutSampleEvent> {
  const calls = {
    load: manualCalls<number, TrunkCheckoutLoaded>(),
    quote: manualCalls<QuoteRequest, TrunkCheckoutData>(),
    pay: manualCalls<PaymentRequest, TrunkCheckoutData>(),
    extend: manualCalls<number, TrunkCheckoutData>(),
    loadWallet: manualCalls<void, number>(),
  };
  const logic = trunkCheckoutMachine.provide({
    actors: {
      load: fromPromise(({ input }: { input: number }) => calls.load.call(input)),
      quote: fromPromise(({ input }: { input: QuoteRequest }) => calls.quote.call(input)),
      pay: fromPromise(({ input }: { input: PaymentRequest }) => calls.pay.call(input)),
      extend: fromPromise(({ input }: { input: number }) => calls.extend.call(input)),
      loadWallet: fromPromise(() => calls.loadWallet.call(undefined)),
    },
  });
  const clock = new SimulatedClock();
  const onRedirect = vi.fn();
  let given: PaymentMethod | null = null;
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  const pieceGroup = (name: string) => screen.getByRole('radiogroup', { name: t('atHome.piece.decision', { name }) });

  return {
    render: (inspect, input) => {
      renderWithApp(
        <TrunkCheckout
          {...(input as TrunkCheckoutInput)}
          logic={logic}
          inspect={inspect}
          clock={clock}
          onRedirect={onRedirect}
          addPaymentMethod={(onAdded) => <button onClick={() => onAdded(given!)}>payment method form</button>}
        />,
      );
    },

    async perform(event) {
      switch (event.type) {
        case 'RETRY':
          return user.click(button(t('atHome.retry')));
        case 'KEEP_ALL':
          return user.click(button(t('atHome.keepAll', { percent: 20 })));
        case 'CHOOSE': {
          const name = sampleTrunkCheckout.delivered.pieces[event.position]!.product.name;
          const returning = within(pieceGroup(name)).getByRole('radio', { name: t(`atHome.piece.${event.decision}`) });
          if (returning.getAttribute('aria-checked') !== 'true') await user.click(returning);
          if (event.decision === 'KEEP') return;
          await user.selectOptions(screen.getByLabelText(t('atHome.piece.reason', { name })), event.returnReason!);
          const remark = screen.getByLabelText(t('atHome.piece.remark', { name }));
          await user.clear(remark);
          await user.type(remark, event.sizeRemark ?? '');
          return user.tab();
        }
        case 'APPLY_CODE':
          await user.type(screen.getByLabelText(t('atHome.code.label')), event.code);
          return user.click(button(t('atHome.code.apply')));
        case 'REMOVE_CODE':
          return user.click(button(t('atHome.code.remove')));
        case 'PAYMENT_METHOD_ADDED':
          given = event.method;
          return user.click(button('payment method form'));
        case 'EXTEND_DEADLINE':
          return user.click(button(t('atHome.extend', { days: 3 })));
        case 'PAY': {
          if (event.paymentMethodId === null) return user.click(button(/avec ma cagnotte$/));
          const last4 = event.paymentMethodId === sampleTrunkCheckout.newCard.id ? '5100' : '4242';
          await user.click(screen.getByRole('radio', { name: new RegExp(`se terminant par ${last4}`) }));
          return user.click(button(/^Payer/));
        }
        case 'xstate.after.quoteDelay.trunkCheckout.choosing.debouncing':
          act(() => clock.increment(QUOTE_DELAY_MS));
          return;
        default: {
          const actor = event.type.replace(/^xstate\.(done|error)\.actor\./, '') as keyof typeof calls;
          await act(async () => calls[actor].settleFrom(event as { type: string; output?: never; error?: unknown }));
        }
      }
    },

    expectState(snapshot) {
      const { context } = snapshot;
      const state = stateOf(snapshot);
      const checkout = context.checkout;
      switch (state) {
        case 'loading':
          expect(statusTexts()).toEqual([t('atHome.loading')]);
          expect(calls.load.inputs.at(-1)).toBe(context.requestId);
          return;
        case 'loadFailed':
          expect(alerts()).toEqual([failureText(context.failure)]);
          expect(button(t('atHome.retry'))).toBeEnabled();
          return;
        case 'notDelivered':
        case 'deadlinePassed':
          expect(statusTexts()).toEqual([t(`atHome.${state}`)]);
          expect(screen.getByRole('link', { name: t('atHome.toTrunks') })).toHaveAttribute('href', '/infos/all-boxes');
          return;
        case 'notFound':
          expect(alerts()).toEqual([t('atHome.notFound')]);
          return;
        case 'overdue':
        case 'overduePaying':
        case 'overduePayFailed': {
          // What the deadline charged, why the bank refused, and the payment with a card: no piece to choose.
          const amount = euros(checkout!.payment!.amount);
          expect(statusTexts().map(plain)).toContain(plain(t('atHome.overdue.lead', { date: frenchDate(checkout!.return_deadline), count: 2, amount })));
          expect(screen.queryByRole('radiogroup')).toBeNull();
          expect(alerts()).toEqual([...(context.paymentError ? [t(context.paymentError)] : []), ...(state === 'overduePayFailed' ? [failureText(context.failure)] : [])]);
          if (state === 'overduePayFailed') expect(button(t('atHome.retry'))).toBeEnabled();
          else if (state === 'overduePaying') {
            expect(button(t('atHome.paying'))).toBeDisabled();
            expect(calls.pay.inputs.at(-1)).toEqual(context.payment);
            expect(context.payment!.body.pieces).toEqual([]);
          } else if (preferredPaymentMethod(context)) expect(button(t('atHome.pay', { amount }))).toBeEnabled();
          // Every card refused in this visit, or expired: another one is asked for.
          else expect(button(t('atHome.pay', { amount }))).toBeDisabled();
          return;
        }
        case 'redirecting':
          expect(statusTexts()).toEqual([t('atHome.redirecting')]);
          expect(onRedirect).toHaveBeenCalledWith(checkout!.payment!.redirect_url);
          return;
        case 'paid': {
          const back = checkout!.pieces.filter((piece) => piece.decision === 'RETURN').length;
          expect(statusTexts()).toContain(t(`atHome.paid.${checkout!.status}`, { firstname: checkout!.profile_firstname, count: back }));
          expect(screen.getByRole('link', { name: t('atHome.toRating', { firstname: 'Léa' }) })).toHaveAttribute('href', '/infos/rating/12');
          if (checkout!.status === 'RETURN_PENDING') expect(button(t('atHome.label.get'))).toBeEnabled();
          return;
        }
        default:
          break;
      }
      // The choosing screen: the rules, the pieces, the totals, the payment.
      expect(screen.getByRole('heading', { level: 2, name: t('atHome.rules.title') })).toBeInTheDocument();
      expect(plain(screen.getByText(t('atHome.summary.total')).nextSibling?.textContent)).toBe(plain(euros(checkout!.totals.total)));
      // The wallet's part first, the card the rest; no card at all when the wallet pays it all.
      const share = paymentShare(context, true);
      const byWallet = walletPaysAll(context);
      expect(screen.getByRole('switch', { name: t('wallet.use', { amount: euros(context.walletBalance) }) })).toBeChecked();
      if (share.wallet > 0) expect(plain(screen.getByText(t('wallet.share.wallet')).nextSibling?.textContent)).toBe(plain(`−${euros(share.wallet)}`));
      else expect(screen.queryByText(t('wallet.share.wallet'))).toBeNull();
      if (byWallet) expect(screen.queryByRole('radio', { name: /se terminant par/ })).toBeNull();
      const payName = byWallet ? t('wallet.pay', { amount: euros(share.wallet) }) : t('atHome.pay', { amount: euros(share.card) });
      const pay = state === 'payFailed' ? null : button(state === 'paying' ? t('atHome.paying') : payName);
      if (pay) {
        // Payable once every piece is chosen and a card the bank has not refused is there (or the wallet pays it all).
        if (state === 'ready' || ((state === 'paymentFailed' || state === 'walletChanged') && trunkCheckoutGuards.readyToPay({ context, event: { type: 'RETRY' } }))) expect(pay).toBeEnabled();
        else expect(pay).toBeDisabled();
      }
      if (context.code) expect(screen.getByText(t('atHome.code.applied', { code: context.code }), { exact: false })).toBeInTheDocument();
      else expect(screen.getByLabelText(t('atHome.code.label'))).toBeInTheDocument();
      const expectedAlerts = [
        ...(state === 'extendFailed' ? [failureText(context.failure)] : []),
        ...(state === 'quoteFailed' ? [t('atHome.summary.quoteFailed', { reason: failureText(context.failure) })] : []),
        ...(context.codeError ? [t(context.codeError)] : []),
        ...(state === 'walletChanged' ? [t('wallet.changed', { amount: euros(context.walletBalance) })] : []),
        ...(context.paymentError ? [t(context.paymentError)] : []),
        ...(state === 'payFailed' || state === 'readingWalletFailed' ? [failureText(context.failure)] : []),
      ];
      expect(alerts()).toEqual(expectedAlerts);
      if (state === 'debouncing' || state === 'quoting') expect(statusTexts()).toContain(t('atHome.summary.updating'));
      else expect(statusTexts()).not.toContain(t('atHome.summary.updating'));
      if (state === 'quoting') expect(calls.quote.inputs.at(-1)).toEqual({ requestId: 12, body: choicesBody(context, true) });
      if (state === 'quoteFailed' || state === 'payFailed' || state === 'readingWalletFailed') expect(button(t('atHome.retry'))).toBeEnabled();
      if (state === 'paying') {
        // A retry of an attempt sends the same key; another attempt, another one.
        expect(calls.pay.inputs.at(-1)).toEqual(context.payment);
      }
      if (state === 'readingWallet') expect(statusTexts()).toContain(t('wallet.reading'));
      if (state === 'extending') expect(button(t('atHome.extending', { days: 3 }))).toBeDisabled();
      if (checkout!.can_extend && state !== 'extending') expect(button(t('atHome.extend', { days: 3 }))).toBeEnabled();
      if (checkout!.deadline_extended) expect(screen.getByText(t('atHome.extended'))).toBeInTheDocument();
    },
  };
}

// Every path generated from the samples takes the same transitions as the fewest of them: the
// component replays those (a few dozen renders instead of a thousand).
const entry = catalogueEntry('trunkCheckout');
const paths = coveringPaths(entry.machine, machinePaths(entry.machine, entry.sampleEvents, { inputs: entry.sampleInputs }));
testMachineModel(entry, trunkCheckoutHarness, { paths });
