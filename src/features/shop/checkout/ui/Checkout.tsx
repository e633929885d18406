import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { InspectionEvent } from 'xstate';
import { AddressLines, type RelayCountry } from '@/entities/address';
import { isPaymentMethodValid } from '@/entities/payment-method';
import { WalletSwitch } from '@/entities/wallet';
import { formatPrice, formatSize, useIntl, useT } from '@/shared/i18n';
import { localePath, journeyInspect } from '@/shared/lib';
import { Button, Checkbox, FormMessage, Link, TextField } from '@/shared/ui';
import { checkingOutMachine } from '../api/logic';
import { failureMessage } from '../model/failure';
import { GIFT_CARD_TO_WALLET_MESSAGE } from '../model/code';
import {
  offersRelayPoints,
  paymentShare,
  preferredPaymentMethod,
  walletPaysAll,
  STEP_OF_STATE,
  type CheckoutContext,
  type CheckoutEvent,
  type CheckoutInput,
  type CheckoutMachine,
  type CheckoutStepName,
} from '../model/machine';
import { sameSteps, selectContext, selectMissing, selectStep, selectSteps, type CheckoutStep, type StepView } from '../model/selectors';
import type { Address, Order, PaymentMethod, RelayPoint } from '../model/types';
import { PaymentMethodLabel } from './PaymentMethodLabel';
import styles from './Checkout.module.css';

/** The forms other features own, placed by the page where the checkout needs them. */
export interface CheckoutSlots {
  billingAddressForm(onSaved: (address: Address) => void): ReactNode;
  shippingAddressForm(onSaved: (address: Address) => void): ReactNode;
  /** The relay points near a postcode, the one of `picked` (an id) shown chosen. */
  relayPointPicker(country: RelayCountry, postcode: string, picked: string | null, onPick: (point: RelayPoint) => void): ReactNode;
  addPaymentMethod(onAdded: (method: PaymentMethod) => void): ReactNode;
}

export interface CheckoutProps extends CheckoutInput {
  slots: CheckoutSlots;
  /** An order was made: the cart on the server is empty now. */
  onOrdered?: (order: Order) => void;
  onPaid: (order: Order) => void;
  /** The payer must approve the payment on the payment's page. */
  onRedirect: (url: string) => void;
  /** The machine to run; by default the one calling the API (it must be given the names' saving). */
  logic?: CheckoutMachine;
  inspect?: (event: InspectionEvent) => void;
}

/** The shop terms (`terms_and_conditions_shop`): their text on the legal page. */
export const SHOP_TERMS_PATH = '/terms-and-conditions#shop';

/** Each step's heading. */
const STEP_TITLES: Record<CheckoutStepName, string> = {
  address: 'shop.checkout.billing.title',
  delivery: 'shop.checkout.delivery.title',
  payment: 'shop.checkout.steps.payment.title',
};

/** States of the payment step where the totals of the delivery chosen are known. */
const PRICED: readonly CheckoutStep[] = ['ready', 'checkingCode', 'ordering', 'orderFailed', 'readingWallet'];

/**
 * The checkout of the cart in three steps (address, delivery, payment), or the payment of an
 * order made before: the machine says which step the payer is on, which are done and which can
 * be reached; this shows it.
 */
export function Checkout({ slots, onOrdered, onPaid, onRedirect, logic = checkingOutMachine, inspect, ...input }: CheckoutProps) {
  const t = useT();
  const intl = useIntl();
  const actor = useActorRef(logic, { input, inspect: inspect ?? journeyInspect });
  const step = useSelector(actor, selectStep);
  const context = useSelector(actor, selectContext);
  const steps = useSelector(actor, selectSteps, sameSteps);
  const missing = useSelector(actor, selectMissing);
  const { order } = context;

  useEffect(() => {
    if (order && context.orderId === null) onOrdered?.(order);
  }, [order?.id]);
  useEffect(() => {
    if (step === 'paid' && order) onPaid(order);
    if (step === 'redirecting' && order?.payment?.redirect_url) onRedirect(order.payment.redirect_url);
  }, [step]);

  if (step === 'loading' || step === 'loadingOrder') return <p role="status">{t('shop.checkout.loading')}</p>;
  if (step === 'loadFailed') return <Failure context={context} onRetry={() => actor.send({ type: 'RETRY' })} />;
  if (step === 'empty') {
    return (
      <div className={styles.message}>
        <p role="status">{t('shop.checkout.empty')}</p>
        <Link href="/shop">{t('shop.checkout.toShop')}</Link>
      </div>
    );
  }
  if (step === 'outOfStock') {
    const line = context.missingLine;
    return (
      <div className={styles.message}>
        <FormMessage tone="failure">{line?.name ? t('shop.checkout.outOfStock.line', { name: line.name, size: formatSize(intl, line.size ?? '') }) : t('shop.checkout.outOfStock')}</FormMessage>
        <Link href="/shop/cart">{t('shop.checkout.toCart')}</Link>
      </div>
    );
  }
  if (step === 'cancelled') {
    return (
      <div className={styles.message}>
        <FormMessage tone="failure">{t('shop.checkout.cancelled')}</FormMessage>
        <Link href="/infos/orders">{t('shop.checkout.toOrders')}</Link>
      </div>
    );
  }
  if (step === 'paid' || step === 'redirecting') return <p role="status">{t(`shop.checkout.${step}`)}</p>;
  if (order) return <OrderPayment step={step} context={context} slots={slots} onPay={(id) => actor.send({ type: 'PAY', paymentMethodId: id })} onAdded={(method) => actor.send({ type: 'PAYMENT_METHOD_ADDED', method })} />;
  const current = STEP_OF_STATE[step];
  if (!current || !steps) return null;

  const go = (name: CheckoutStepName) => actor.send({ type: 'GO_TO_STEP', step: name });
  const canGo = (name: CheckoutStepName) => steps.some((view) => view.name === name && view.reachable);
  return (
    <div className={styles.checkout}>
      <StepIndicator steps={steps} onGo={go} />
      <p role="status" className={missing ? styles.missing : 'visually-hidden'}>
        {missing ? t(`shop.checkout.missing.${missing}`) : ''}
      </p>
      <div className={styles.columns}>
        <StepSection step={current}>
          {current === 'address' && (
            <AddressStep context={context} slots={slots} onSaved={(address) => actor.send({ type: 'BILLING_ADDRESS_SAVED', address })} onNext={canGo('delivery') ? () => go('delivery') : null} />
          )}
          {current === 'delivery' && (
            <DeliveryStep
              context={context}
              slots={slots}
              onMode={(mode) => actor.send({ type: 'CHOOSE_SHIPPING_MODE', mode })}
              onAddress={(address) => actor.send({ type: 'SHIPPING_ADDRESS_SAVED', address })}
              onPick={(point) => actor.send({ type: 'RELAY_POINT_PICKED', point })}
              onNext={canGo('payment') ? () => go('payment') : null}
            />
          )}
          {current === 'payment' && (
            <PaymentStep
              step={step}
              context={context}
              slots={slots}
              send={actor.send}
            />
          )}
        </StepSection>
        <CartSummary context={context} />
      </div>
    </div>
  );
}

/**
 * The steps as an ordered list of buttons: each can be focused and says whether it is done or the
 * current one; a step the machine does not let the payer reach yet does nothing.
 */
function StepIndicator({ steps, onGo }: { steps: StepView[]; onGo: (step: CheckoutStepName) => void }) {
  const t = useT();
  return (
    <nav aria-label={t('shop.checkout.steps.label')} className={styles.steps}>
      <ol>
        {steps.map((view, index) => {
          const state = view.current ? 'current' : view.complete ? 'complete' : 'todo';
          return (
            <li key={view.name} className={styles.stepItem} data-state={state}>
              <button
                type="button"
                className={styles.stepButton}
                aria-label={t('shop.checkout.steps.item', { number: index + 1, count: steps.length, name: t(`shop.checkout.steps.${view.name}`), state })}
                aria-current={view.current ? 'step' : undefined}
                aria-disabled={view.current || !view.reachable ? true : undefined}
                onClick={() => view.reachable && onGo(view.name)}
              >
                <span className={styles.stepNumber} aria-hidden="true">
                  {state === 'complete' ? '✓' : index + 1}
                </span>
                <span className={styles.stepName}>{t(`shop.checkout.steps.${view.name}`)}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The current step under its heading, which takes the focus when the payer moves to another step. */
function StepSection({ step, children }: { step: CheckoutStepName; children: ReactNode }) {
  const t = useT();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    heading.current?.focus();
  }, [step]);
  return (
    <section className={styles.step} aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1} className={styles.stepTitle}>
        {t(STEP_TITLES[step])}
      </h2>
      {children}
    </section>
  );
}

function NextButton({ onNext, to }: { onNext: (() => void) | null; to: CheckoutStepName }) {
  const t = useT();
  if (!onNext) return null;
  return (
    <Button variant="accent" className={styles.next} onClick={onNext}>
      {t(`shop.checkout.steps.to.${to}`)}
    </Button>
  );
}

function AddressStep({ context, slots, onSaved, onNext }: { context: CheckoutContext; slots: CheckoutSlots; onSaved: (address: Address) => void; onNext: (() => void) | null }) {
  const t = useT();
  if (!context.billingAddress) return <>{slots.billingAddressForm(onSaved)}</>;
  return (
    <>
      <AddressLines address={context.billingAddress} />
      <Link href="/infos/edit/addresses" className={styles.manage}>
        {t('shop.checkout.delivery.manage')}
      </Link>
      <NextButton onNext={onNext} to="delivery" />
    </>
  );
}

interface DeliveryStepProps {
  context: CheckoutContext;
  slots: CheckoutSlots;
  onMode: (mode: CheckoutContext['shippingMode']) => void;
  onAddress: (address: Address) => void;
  onPick: (point: RelayPoint) => void;
  onNext: (() => void) | null;
}

function DeliveryStep({ context, slots, onMode, onAddress, onPick, onNext }: DeliveryStepProps) {
  const t = useT();
  const name = useId();
  const { shippingMode, shippingAddress, relayPoint } = context;
  const relay = offersRelayPoints(context) && shippingAddress;
  return (
    <>
      {relay && (
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{t('shop.checkout.delivery.mode')}</legend>
          {(['HOME', 'RELAY'] as const).map((mode) => (
            <label key={mode} className={styles.choice}>
              <input type="radio" name={name} value={mode} checked={shippingMode === mode} onChange={() => onMode(mode)} />
              {t(`shop.checkout.delivery.${mode}`)}
            </label>
          ))}
        </fieldset>
      )}
      {shippingMode === 'HOME' && (shippingAddress ? <AddressLines address={shippingAddress} /> : slots.shippingAddressForm(onAddress))}
      {shippingMode === 'RELAY' && relayPoint && <DeliveryPoint point={relayPoint} />}
      {shippingMode === 'RELAY' && relay && slots.relayPointPicker(shippingAddress.country_code as RelayCountry, shippingAddress.postcode, relayPoint?.id ?? null, onPick)}
      {(shippingAddress || relayPoint) && (
        <Link href="/infos/edit/addresses" className={styles.manage}>
          {t('shop.checkout.delivery.manage')}
        </Link>
      )}
      <NextButton onNext={onNext} to="payment" />
    </>
  );
}

function DeliveryPoint({ point }: { point: NonNullable<CheckoutContext['relayPoint']> }) {
  const t = useT();
  return <p className={styles.point}>{t('shop.checkout.delivery.point', { name: point.name, street: point.street, postcode: point.postcode, city: point.city })}</p>;
}

type Send = (event: CheckoutEvent) => void;

function PaymentStep({ step, context, slots, send }: { step: CheckoutStep; context: CheckoutContext; slots: CheckoutSlots; send: Send }) {
  const t = useT();
  const intl = useIntl();
  if (step === 'paymentMethodMissing') {
    const share = paymentShare(context);
    return (
      <>
        <WalletSwitch balance={context.walletBalance} use={context.useWallet} share={share} onChange={(use) => send({ type: 'USE_WALLET', use })} />
        {share.wallet > 0 && <h3 className={styles.subTitle}>{t('wallet.cardForRest', { amount: formatPrice(intl, share.card) })}</h3>}
        <ExpiredMethods context={context} />
        {slots.addPaymentMethod((method) => send({ type: 'PAYMENT_METHOD_ADDED', method }))}
      </>
    );
  }
  if (step === 'namesMissing' || step === 'savingNames') {
    return <NamesForm context={context} saving={step === 'savingNames'} onSave={(firstname, lastname) => send({ type: 'SAVE_NAMES', firstname, lastname })} />;
  }
  const fees = PRICED.includes(step) ? context.quote?.fees : null;
  const share = paymentShare(context);
  const byWalletOnly = walletPaysAll(context);
  const price = (amount: number) => formatPrice(intl, amount);
  return (
    <>
      <DeliveryRecap context={context} carrier={fees ? (context.quote?.carrier ?? null) : null} />
      <CodeField
        context={context}
        locked={step !== 'ready'}
        checking={step === 'checkingCode'}
        onApply={(code) => send({ type: 'APPLY_CODE', code })}
        onRemove={() => send({ type: 'REMOVE_CODE' })}
      />
      {fees && <Totals fees={fees} />}
      {fees && (
        <WalletSwitch balance={context.walletBalance} use={context.useWallet} share={share} disabled={step !== 'ready'} onChange={(use) => send({ type: 'USE_WALLET', use })} />
      )}
      {step === 'ready' && context.walletChanged && <FormMessage tone="failure">{t('wallet.changed', { amount: price(context.walletBalance) })}</FormMessage>}
      {step === 'readingWallet' && <p role="status">{t('wallet.reading')}</p>}
      {step === 'quoting' && <p role="status">{t('shop.checkout.summary.updating')}</p>}
      {(step === 'quoteFailed' || step === 'orderFailed') && <Failure context={context} onRetry={() => send({ type: 'RETRY' })} />}
      {step === 'ordering' && <p role="status">{t('shop.checkout.ordering')}</p>}
      {step === 'ready' && fees && (
        <PayForm
          key={context.paymentMethods.map((method) => method.id).join()}
          methods={byWalletOnly ? [] : context.paymentMethods}
          today={context.today}
          chosen={byWalletOnly ? null : (preferredPaymentMethod(context)?.id ?? null)}
          total={share.card}
          byWallet={byWalletOnly ? share.wallet : null}
          onPay={(id) => send({ type: 'PAY', paymentMethodId: id })}
          terms={{ accepted: context.termsAccepted, missing: context.termsMissing, onChange: (accepted) => send({ type: 'ACCEPT_TERMS', accepted }) }}
        />
      )}
    </>
  );
}

/** Where the parcel goes and who brings it, to read once more before paying. */
function DeliveryRecap({ context, carrier }: { context: CheckoutContext; carrier: string | null }) {
  const t = useT();
  const { shippingMode, shippingAddress, relayPoint } = context;
  return (
    <div className={styles.recap}>
      <h3 className={styles.subTitle}>{t('shop.checkout.delivery.title')}</h3>
      <p className={styles.recapText}>
        {shippingMode === 'RELAY' && relayPoint
          ? t('shop.checkout.delivery.point', { name: relayPoint.name, street: relayPoint.street, postcode: relayPoint.postcode, city: relayPoint.city })
          : shippingAddress && t('shop.checkout.delivery.home', { street: shippingAddress.street, postcode: shippingAddress.postcode, city: shippingAddress.city })}
      </p>
      {carrier && <p className={styles.carrier}>{t('shop.checkout.delivery.carrier', { carrier })}</p>}
    </div>
  );
}

function Failure({ context, onRetry }: { context: CheckoutContext; onRetry: () => void }) {
  const t = useT();
  const message = failureMessage(context.failure, context.retryMinutes);
  return (
    <div className={styles.message}>
      <FormMessage tone="failure">{t(message.id, message.values)}</FormMessage>
      <Button variant="secondary" onClick={onRetry}>
        {t('shop.checkout.retry')}
      </Button>
    </div>
  );
}

function ExpiredMethods({ context }: { context: CheckoutContext }) {
  if (!context.paymentMethods.length) return null;
  return (
    <ul className={styles.plainList}>
      {context.paymentMethods.map((method) => (
        <li key={method.id} className={styles.expired}>
          <PaymentMethodLabel method={method} valid={isPaymentMethodValid(method, context.today)} />
        </li>
      ))}
    </ul>
  );
}

function NamesForm({ context, saving, onSave }: { context: CheckoutContext; saving: boolean; onSave: (firstname: string, lastname: string) => void }) {
  const t = useT();
  const id = useId();
  const [firstname, setFirstname] = useState(context.client?.firstname ?? '');
  const [lastname, setLastname] = useState(context.client?.lastname ?? '');
  const failure = context.failure && failureMessage(context.failure, context.retryMinutes);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSave(firstname, lastname);
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={saving} aria-labelledby={id}>
      <h3 id={id} className={styles.subTitle}>
        {t('shop.checkout.names.title')}
      </h3>
      <TextField label={t('shop.checkout.names.firstname')} name="firstname" autoComplete="given-name" required value={firstname} readOnly={saving} onChange={(event) => setFirstname(event.target.value)} />
      <TextField label={t('shop.checkout.names.lastname')} name="lastname" autoComplete="family-name" required value={lastname} readOnly={saving} onChange={(event) => setLastname(event.target.value)} />
      {failure && <FormMessage tone="failure">{t(failure.id, failure.values)}</FormMessage>}
      <Button type="submit" disabled={saving}>
        {t(saving ? 'shop.checkout.names.saving' : 'shop.checkout.names.save')}
      </Button>
    </form>
  );
}

interface CodeFieldProps {
  context: CheckoutContext;
  locked: boolean;
  checking: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

function CodeField({ context, locked, checking, onApply, onRemove }: CodeFieldProps) {
  const t = useT();
  const [code, setCode] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const id = useId();
  const { discount, codeError } = context;
  useEffect(() => {
    if (codeError) field.current?.focus();
  }, [codeError]);
  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(code);
  }
  return (
    <div className={styles.code} role="group" aria-labelledby={id}>
      <h3 id={id} className={styles.subTitle}>
        {t('shop.checkout.code.title')}
      </h3>
      {discount ? (
        <div className={styles.applied}>
          <p>{t('shop.checkout.code.applied', { code: discount.code })}</p>
          <Button variant="secondary" size="small" disabled={locked} onClick={onRemove}>
            {t('shop.checkout.code.remove')}
          </Button>
        </div>
      ) : (
        <form className={styles.codeForm} onSubmit={submit} noValidate>
          <TextField
            ref={field}
            label={t('shop.checkout.code.label')}
            name="code"
            autoComplete="off"
            value={code}
            readOnly={locked}
            error={codeError ? t(codeError, { minutes: context.retryMinutes ?? 1 }) : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={locked}>
            {t(checking ? 'shop.checkout.code.checking' : 'shop.checkout.code.apply')}
          </Button>
        </form>
      )}
      {codeError === GIFT_CARD_TO_WALLET_MESSAGE && (
        <Link href="/infos/add-giftcard" className={styles.manage}>
          {t('wallet.addGiftcard')}
        </Link>
      )}
    </div>
  );
}

/** The cart's lines, beside every step. */
function CartSummary({ context }: { context: CheckoutContext }) {
  const t = useT();
  const intl = useIntl();
  const id = useId();
  const lines = context.cart?.lines.filter((line) => line.is_available) ?? [];
  return (
    <section className={styles.summary} aria-labelledby={id}>
      <h2 id={id} className={styles.summaryTitle}>
        {t('shop.checkout.summary.title')}
      </h2>
      <ul className={styles.plainList}>
        {lines.map((line) => (
          <li key={line.variant_id} className={styles.row}>
            <span>{t('shop.checkout.summary.line', { quantity: line.quantity, name: line.product.name, size: formatSize(intl, line.size) })}</span>
            <span>{formatPrice(intl, line.line_amount_ttc)}</span>
          </li>
        ))}
      </ul>
      <p className={`${styles.row} ${styles.subtotal}`}>
        <span>{t('shop.checkout.summary.items')}</span>
        <span>{formatPrice(intl, lines.reduce((sum, line) => sum + line.line_amount_ttc, 0))}</span>
      </p>
    </section>
  );
}

function Totals({ fees }: { fees: NonNullable<CheckoutContext['quote']>['fees'] }) {
  const t = useT();
  const intl = useIntl();
  const price = (amount: number) => formatPrice(intl, amount);
  return (
    <dl className={styles.totals}>
      <div className={styles.row}>
        <dt>{t('shop.checkout.summary.items')}</dt>
        <dd>{price(fees.items_amount_ttc)}</dd>
      </div>
      {fees.discount_amount_ttc > 0 && (
        <div className={styles.row}>
          <dt>{t('shop.checkout.summary.discount')}</dt>
          <dd>−{price(fees.discount_amount_ttc)}</dd>
        </div>
      )}
      <div className={styles.row}>
        <dt>{t('shop.checkout.summary.shipping')}</dt>
        <dd>{fees.offer.shipping_fee_offered ? t('shop.checkout.summary.free') : price(fees.shipping_fee_ttc)}</dd>
      </div>
      <div className={`${styles.row} ${styles.total}`}>
        <dt>{t('shop.checkout.summary.total')}</dt>
        <dd>{price(fees.total_amount_ttc)}</dd>
      </div>
    </dl>
  );
}

interface TermsProps {
  accepted: boolean;
  /** The payer asked to pay without ticking. */
  missing: boolean;
  onChange: (accepted: boolean) => void;
}

/**
 * The acceptance of the shop terms, which describe the right of withdrawal: a box the payer ticks
 * themselves (never ticked in advance), the terms a link away (in a new tab, so the checkout
 * stays as it is).
 */
function TermsAcceptance({ accepted, missing, onChange }: TermsProps) {
  const t = useT();
  const locale = useIntl().appLocale;
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (missing) box.current?.focus();
  }, [missing]);
  return (
    <div className={styles.terms}>
      <Checkbox
        ref={box}
        name="terms_accepted"
        checked={accepted}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? `${id}-withdrawal ${id}-error` : `${id}-withdrawal`}
        onChange={(event) => onChange(event.target.checked)}
        label={t('shop.checkout.terms.accept')}
      />
      <p id={`${id}-withdrawal`} className={styles.termsNote}>
        {t('shop.checkout.terms.withdrawal')}{' '}
        <a href={localePath(SHOP_TERMS_PATH, locale)} target="_blank" rel="noopener">
          {t('shop.checkout.terms.read')}
        </a>
      </p>
      {missing && (
        <p id={`${id}-error`} role="alert" className={styles.termsError}>
          {t('shop.checkout.terms.missing')}
        </p>
      )}
    </div>
  );
}

interface PayFormProps {
  methods: PaymentMethod[];
  today: string;
  chosen: number | null;
  total: number;
  /** The wallet pays it all, these euros: no card is chosen. */
  byWallet?: number | null;
  pending?: boolean;
  onPay: (paymentMethodId: number | null) => void;
  /** The shop terms to accept before paying the cart; none for an order made with them. */
  terms?: TermsProps;
}

/** The saved methods (expired ones shown, not choosable), the terms to accept, and the Pay button. */
function PayForm({ methods, today, chosen, total, byWallet = null, pending = false, onPay, terms }: PayFormProps) {
  const t = useT();
  const intl = useIntl();
  const name = useId();
  const [selected, setSelected] = useState(chosen);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (byWallet !== null) onPay(null);
    else if (selected !== null) onPay(selected);
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {byWallet !== null ? (
        <p className={styles.walletOnly}>{t('wallet.paysAll')}</p>
      ) : (
      <fieldset className={styles.choices} disabled={pending}>
        <legend className={styles.legend}>{t('shop.checkout.payment.title')}</legend>
        {methods.map((method) => {
          const valid = isPaymentMethodValid(method, today);
          return (
            <label key={method.id} className={valid ? styles.choice : `${styles.choice} ${styles.expired}`}>
              <input type="radio" name={name} value={method.id} disabled={!valid} checked={selected === method.id} onChange={() => setSelected(method.id)} />
              <PaymentMethodLabel method={method} valid={valid} />
            </label>
          );
        })}
      </fieldset>
      )}
      {terms && <TermsAcceptance {...terms} />}
      <Button type="submit" variant="accent" disabled={pending || (byWallet === null && selected === null)} className={styles.pay}>
        {byWallet !== null
          ? t('wallet.pay', { amount: formatPrice(intl, byWallet) })
          : t(pending ? 'shop.checkout.paying' : 'shop.checkout.pay', { amount: formatPrice(intl, total) })}
      </Button>
    </form>
  );
}

interface OrderPaymentProps {
  step: CheckoutStep;
  context: CheckoutContext;
  slots: CheckoutSlots;
  onPay: (paymentMethodId: number) => void;
  onAdded: (method: PaymentMethod) => void;
}

/** An order made and not paid: its total, why the last payment failed, another try. */
function OrderPayment({ step, context, slots, onPay, onAdded }: OrderPaymentProps) {
  const t = useT();
  const intl = useIntl();
  const order = context.order!;
  const alert = useRef<HTMLParagraphElement>(null);
  const paying = step === 'paying';
  // The wallet's part was taken with the order: the card pays the rest.
  const cardAmount = order.card_amount_ttc ?? order.total_amount_ttc;
  useEffect(() => {
    if (context.paymentError) alert.current?.focus();
  }, [context.paymentError]);
  return (
    <div className={styles.checkout}>
      <p className={styles.orderTotal}>{t('shop.checkout.order.total', { id: order.id, amount: formatPrice(intl, order.total_amount_ttc) })}</p>
      {context.paymentError && (
        <FormMessage ref={alert} tabIndex={-1} tone="failure">
          {t(context.paymentError, { minutes: context.retryMinutes ?? 1 })}
        </FormMessage>
      )}
      {(order.wallet_amount_ttc ?? 0) > 0 && <p>{t('wallet.orderShare', { wallet: formatPrice(intl, order.wallet_amount_ttc!), card: formatPrice(intl, cardAmount) })}</p>}
      {paying && <p role="status">{t('shop.checkout.paying', { amount: formatPrice(intl, cardAmount) })}</p>}
      <PayForm
        key={context.paymentMethods.map((method) => method.id).join()}
        methods={context.paymentMethods}
        today={context.today}
        chosen={preferredPaymentMethod(context)?.id ?? null}
        total={cardAmount}
        pending={paying}
        onPay={(id) => id !== null && onPay(id)}
      />
      {!paying && (
        <section className={styles.section} aria-labelledby="checkout-another-method">
          <h2 id="checkout-another-method" className={styles.sectionTitle}>
            {t('shop.checkout.payment.another')}
          </h2>
          {slots.addPaymentMethod(onAdded)}
        </section>
      )}
    </div>
  );
}
