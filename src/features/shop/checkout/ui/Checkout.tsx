import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { InspectionEvent } from 'xstate';
import { AddressLines, type RelayCountry } from '@/entities/address';
import { isPaymentMethodValid } from '@/entities/payment-method';
import { formatPrice, formatSize, useIntl, useT } from '@/shared/i18n';
import { Button, FormMessage, Link, TextField } from '@/shared/ui';
import { checkingOutMachine } from '../api/logic';
import { failureMessage } from '../model/failure';
import { offersRelayPoints, preferredPaymentMethod, type CheckoutContext, type CheckoutInput, type CheckoutMachine } from '../model/machine';
import { MISSING_BY_STEP, selectContext, selectStep, type CheckoutStep } from '../model/selectors';
import type { Address, Order, PaymentMethod, RelayPoint } from '../model/types';
import { PaymentMethodLabel } from './PaymentMethodLabel';
import styles from './Checkout.module.css';

/** The forms other features own, placed by the page where the checkout needs them. */
export interface CheckoutSlots {
  billingAddressForm(onSaved: (address: Address) => void): ReactNode;
  shippingAddressForm(onSaved: (address: Address) => void): ReactNode;
  relayPointPicker(country: RelayCountry, postcode: string, onPick: (point: RelayPoint) => void): ReactNode;
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

const COMPLETE_STEPS: readonly CheckoutStep[] = ['shippingMissing', 'quoting', 'quoteFailed', 'ready', 'checkingCode', 'ordering', 'orderFailed'];
const DETAIL_STEPS: readonly CheckoutStep[] = ['billingAddressMissing', 'paymentMethodMissing', 'namesMissing', 'savingNames', ...COMPLETE_STEPS];

/**
 * The checkout of the cart, or the payment of an order made before: what is missing first, the
 * delivery, a code, the totals, the order and its payment. The machine decides; this shows it.
 */
export function Checkout({ slots, onOrdered, onPaid, onRedirect, logic = checkingOutMachine, inspect, ...input }: CheckoutProps) {
  const t = useT();
  const intl = useIntl();
  const actor = useActorRef(logic, { input, inspect });
  const step = useSelector(actor, selectStep);
  const context = useSelector(actor, selectContext);
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
  if (!DETAIL_STEPS.includes(step)) return null;

  const missing = MISSING_BY_STEP[step];
  const complete = COMPLETE_STEPS.includes(step);
  return (
    <div className={styles.checkout}>
      <p role="status" className={missing ? styles.missing : 'visually-hidden'}>
        {missing ? t(`shop.checkout.missing.${missing}`) : ''}
      </p>
      <div className={styles.columns}>
        <div className={styles.sections}>
          <Section title={t('shop.checkout.billing.title')}>
            {context.billingAddress ? (
              <AddressLines address={context.billingAddress} />
            ) : (
              slots.billingAddressForm((address) => actor.send({ type: 'BILLING_ADDRESS_SAVED', address }))
            )}
          </Section>
          {context.billingAddress && (
            <Section title={t('shop.checkout.payment.title')}>
              {step === 'paymentMethodMissing' ? (
                <>
                  <ExpiredMethods context={context} />
                  {slots.addPaymentMethod((method) => actor.send({ type: 'PAYMENT_METHOD_ADDED', method }))}
                </>
              ) : (
                <p>{t('shop.checkout.payment.chooseAtPay')}</p>
              )}
            </Section>
          )}
          {(step === 'namesMissing' || step === 'savingNames') && (
            <NamesForm
              context={context}
              saving={step === 'savingNames'}
              onSave={(firstname, lastname) => actor.send({ type: 'SAVE_NAMES', firstname, lastname })}
            />
          )}
          {complete && (
            <Delivery
              context={context}
              slots={slots}
              locked={step !== 'ready' && step !== 'shippingMissing'}
              onMode={(mode) => actor.send({ type: 'CHOOSE_SHIPPING_MODE', mode })}
              onAddress={(address) => actor.send({ type: 'SHIPPING_ADDRESS_SAVED', address })}
              onPick={(point) => actor.send({ type: 'RELAY_POINT_PICKED', point })}
            />
          )}
          {complete && step !== 'shippingMissing' && (
            <CodeField
              context={context}
              locked={step !== 'ready'}
              checking={step === 'checkingCode'}
              onApply={(code) => actor.send({ type: 'APPLY_CODE', code })}
              onRemove={() => actor.send({ type: 'REMOVE_CODE' })}
            />
          )}
        </div>
        <Summary step={step} context={context} onRetry={() => actor.send({ type: 'RETRY' })} onPay={(id) => actor.send({ type: 'PAY', paymentMethodId: id })} />
      </div>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
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
  const [firstname, setFirstname] = useState(context.client?.firstname ?? '');
  const [lastname, setLastname] = useState(context.client?.lastname ?? '');
  const failure = context.failure && failureMessage(context.failure, context.retryMinutes);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSave(firstname, lastname);
  }
  return (
    <Section title={t('shop.checkout.names.title')}>
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={saving}>
        <TextField label={t('shop.checkout.names.firstname')} name="firstname" autoComplete="given-name" required value={firstname} readOnly={saving} onChange={(event) => setFirstname(event.target.value)} />
        <TextField label={t('shop.checkout.names.lastname')} name="lastname" autoComplete="family-name" required value={lastname} readOnly={saving} onChange={(event) => setLastname(event.target.value)} />
        {failure && <FormMessage tone="failure">{t(failure.id, failure.values)}</FormMessage>}
        <Button type="submit" disabled={saving}>
          {t(saving ? 'shop.checkout.names.saving' : 'shop.checkout.names.save')}
        </Button>
      </form>
    </Section>
  );
}

interface DeliveryProps {
  context: CheckoutContext;
  slots: CheckoutSlots;
  locked: boolean;
  onMode: (mode: CheckoutContext['shippingMode']) => void;
  onAddress: (address: Address) => void;
  onPick: (point: RelayPoint) => void;
}

function Delivery({ context, slots, locked, onMode, onAddress, onPick }: DeliveryProps) {
  const t = useT();
  const name = useId();
  const { shippingMode, shippingAddress, relayPoint, quote } = context;
  const relay = offersRelayPoints(context) && shippingAddress;
  return (
    <Section title={t('shop.checkout.delivery.title')}>
      {relay && (
        <fieldset className={styles.choices} disabled={locked}>
          <legend className="visually-hidden">{t('shop.checkout.delivery.mode')}</legend>
          {(['HOME', 'RELAY'] as const).map((mode) => (
            <label key={mode} className={styles.choice}>
              <input type="radio" name={name} value={mode} checked={shippingMode === mode} onChange={() => onMode(mode)} />
              {t(`shop.checkout.delivery.${mode}`)}
            </label>
          ))}
        </fieldset>
      )}
      {shippingMode === 'HOME' && (shippingAddress ? <AddressLines address={shippingAddress} /> : slots.shippingAddressForm(onAddress))}
      {shippingMode === 'RELAY' && relayPoint && (
        <p className={styles.point}>{t('shop.checkout.delivery.point', { name: relayPoint.name, street: relayPoint.street, postcode: relayPoint.postcode, city: relayPoint.city })}</p>
      )}
      {shippingMode === 'RELAY' && relay && !locked && slots.relayPointPicker(shippingAddress.country_code as RelayCountry, shippingAddress.postcode, onPick)}
      {quote?.carrier && !locked && <p className={styles.carrier}>{t('shop.checkout.delivery.carrier', { carrier: quote.carrier })}</p>}
      {(shippingAddress || relayPoint) && (
        <Link href="/infos/edit/addresses" className={styles.manage}>
          {t('shop.checkout.delivery.manage')}
        </Link>
      )}
    </Section>
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
  const { discount, codeError } = context;
  useEffect(() => {
    if (codeError) field.current?.focus();
  }, [codeError]);
  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(code);
  }
  return (
    <Section title={t('shop.checkout.code.title')}>
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
    </Section>
  );
}

interface SummaryProps {
  step: CheckoutStep;
  context: CheckoutContext;
  onRetry: () => void;
  onPay: (paymentMethodId: number) => void;
}

function Summary({ step, context, onRetry, onPay }: SummaryProps) {
  const t = useT();
  const intl = useIntl();
  const price = (amount: number) => formatPrice(intl, amount);
  // Totals of the delivery chosen; while it changes, none.
  const fees = ['ready', 'checkingCode', 'ordering', 'orderFailed'].includes(step) ? context.quote?.fees : null;
  return (
    <section className={styles.summary} aria-labelledby="checkout-summary">
      <h2 id="checkout-summary" className={styles.sectionTitle}>
        {t('shop.checkout.summary.title')}
      </h2>
      <ul className={styles.plainList}>
        {context.cart?.lines
          .filter((line) => line.is_available)
          .map((line) => (
            <li key={line.variant_id} className={styles.row}>
              <span>{t('shop.checkout.summary.line', { quantity: line.quantity, name: line.product.name, size: formatSize(intl, line.size) })}</span>
              <span>{price(line.line_amount_ttc)}</span>
            </li>
          ))}
      </ul>
      {fees && <Totals fees={fees} />}
      {step === 'quoting' && <p role="status">{t('shop.checkout.summary.updating')}</p>}
      {(step === 'quoteFailed' || step === 'orderFailed') && <Failure context={context} onRetry={onRetry} />}
      {step === 'ordering' && <p role="status">{t('shop.checkout.ordering')}</p>}
      {step === 'ready' && fees && (
        <PayForm methods={context.paymentMethods} today={context.today} chosen={preferredPaymentMethod(context)?.id ?? null} total={fees.total_amount_ttc} onPay={onPay} />
      )}
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

interface PayFormProps {
  methods: PaymentMethod[];
  today: string;
  chosen: number | null;
  total: number;
  pending?: boolean;
  onPay: (paymentMethodId: number) => void;
}

/** The saved methods (expired ones shown, not choosable) and the Pay button. */
function PayForm({ methods, today, chosen, total, pending = false, onPay }: PayFormProps) {
  const t = useT();
  const intl = useIntl();
  const name = useId();
  const [selected, setSelected] = useState(chosen);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (selected !== null) onPay(selected);
  }
  return (
    <form className={styles.form} onSubmit={submit}>
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
      <Button type="submit" variant="accent" disabled={pending || selected === null} className={styles.pay}>
        {t(pending ? 'shop.checkout.paying' : 'shop.checkout.pay', { amount: formatPrice(intl, total) })}
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
      {paying && <p role="status">{t('shop.checkout.paying', { amount: formatPrice(intl, order.total_amount_ttc) })}</p>}
      <PayForm
        key={context.paymentMethods.map((method) => method.id).join()}
        methods={context.paymentMethods}
        today={context.today}
        chosen={preferredPaymentMethod(context)?.id ?? null}
        total={order.total_amount_ttc}
        pending={paying}
        onPay={onPay}
      />
      {!paying && (
        <Section title={t('shop.checkout.payment.another')}>
          {slots.addPaymentMethod(onAdded)}
        </Section>
      )}
    </div>
  );
}
