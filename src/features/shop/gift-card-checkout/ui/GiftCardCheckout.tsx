import { useEffect, useId, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { journeyInspect } from '@/shared/lib';
import type { InspectionEvent } from 'xstate';
import { GiftCardArt } from '@/entities/gift-card';
import { PaymentMethodChoice } from '@/entities/payment-method';
import { formatPrice, useIntl, useT } from '@/shared/i18n';
import { Button, FormMessage, Link } from '@/shared/ui';
import { giftCardCheckoutLogic } from '../api/logic';
import { failureMessage } from '../model/failure';
import { preferredPaymentMethod, usableMethods, type GiftCardCheckoutContext, type GiftCardCheckoutEvent, type GiftCardCheckoutInput, type GiftCardCheckoutMachine } from '../model/machine';
import { selectContext, selectStep, type GiftCardCheckoutStep } from '../model/selectors';
import type { GiftCardOrder, PaymentMethod } from '../model/types';
import styles from './GiftCardCheckout.module.css';

export interface GiftCardCheckoutProps extends GiftCardCheckoutInput {
  /** The form to add a payment method (another feature's), placed by the page. */
  addPaymentMethod: (onAdded: (method: PaymentMethod) => void) => ReactNode;
  /** A visitor is sent to sign in (or up) and back. */
  onSignIn: () => void;
  /** The card is paid: the page shows it. */
  onPaid: (order: GiftCardOrder) => void;
  /** The payer must approve the payment on the bank's page. */
  onRedirect: (url: string) => void;
  /** The machine to run; by default the one calling the API. */
  logic?: GiftCardCheckoutMachine;
  inspect?: (event: InspectionEvent) => void;
}

/**
 * The gift card checkout: the card as it will be sent, a saved card or a new one, the payment and
 * its outcome (the bank's refusal with its reason and another card, the bank's page, the card paid).
 */
export function GiftCardCheckout({ addPaymentMethod, onSignIn, onPaid, onRedirect, logic = giftCardCheckoutLogic, inspect, ...input }: GiftCardCheckoutProps) {
  const t = useT();
  const actor = useActorRef(logic, { input, inspect: inspect ?? journeyInspect });
  const step = useSelector(actor, selectStep);
  const context = useSelector(actor, selectContext);
  const send = (event: GiftCardCheckoutEvent) => actor.send(event);

  useEffect(() => {
    if (step === 'signIn') onSignIn();
    if (step === 'paid' && context.order) onPaid(context.order);
    const url = context.order?.payment?.redirect_url;
    if (step === 'redirecting' && url) onRedirect(url);
  }, [step]);

  switch (step) {
    case 'noDraft':
      return (
        <div className={styles.message}>
          <p role="status">{t('giftcard.checkout.noDraft')}</p>
          <Button asChild>
            <Link href="/giftcard">{t('giftcard.checkout.toOffer')}</Link>
          </Button>
        </div>
      );
    case 'signIn':
      return <p role="status">{t('giftcard.checkout.signIn')}</p>;
    case 'loading':
    case 'start':
    case 'route':
      return <p role="status">{t('giftcard.checkout.loading')}</p>;
    case 'loadFailed':
      return <Failure context={context} onRetry={() => send({ type: 'RETRY' })} />;
    case 'notFound':
      return (
        <div className={styles.message}>
          <FormMessage tone="failure">{t('giftcard.checkout.notFound')}</FormMessage>
          <Link href="/giftcard">{t('giftcard.checkout.toOffer')}</Link>
        </div>
      );
    case 'invalid':
      return (
        <div className={styles.message}>
          <FormMessage tone="failure">{t('giftcard.checkout.invalid')}</FormMessage>
          <Button asChild>
            <Link href={`/giftcard?for=${(context.draft?.for ?? 'KID').toLowerCase()}`}>{t('giftcard.checkout.edit')}</Link>
          </Button>
        </div>
      );
    case 'redirecting':
      return <p role="status">{t('giftcard.checkout.redirecting')}</p>;
    case 'paid':
    case 'settled':
      return <p role="status">{t('giftcard.checkout.paid')}</p>;
    default:
      return <Paying step={step} context={context} send={send} addPaymentMethod={addPaymentMethod} />;
  }
}

function Failure({ context, onRetry }: { context: GiftCardCheckoutContext; onRetry: () => void }) {
  const t = useT();
  const message = failureMessage(context.failure, context.retryMinutes);
  return (
    <div className={styles.message}>
      <FormMessage tone="failure">{t(message.id, message.values)}</FormMessage>
      <Button variant="secondary" onClick={onRetry}>
        {t('giftcard.checkout.retry')}
      </Button>
    </div>
  );
}

function Region({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={[styles.region, className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <h2 id={id} className={styles.regionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

interface PayingProps {
  step: GiftCardCheckoutStep;
  context: GiftCardCheckoutContext;
  send: (event: GiftCardCheckoutEvent) => void;
  addPaymentMethod: GiftCardCheckoutProps['addPaymentMethod'];
}

/** What is bought (from the draft, or the order paid again). */
function cardOf(context: GiftCardCheckoutContext) {
  const source = context.order ?? context.draft!;
  return {
    amount: source.amount,
    design: source.design,
    recipientName: source.recipient_name,
    recipientEmail: source.recipient_email,
    message: source.message ?? '',
    sendOn: source.send_on,
  };
}

function Paying({ step, context, send, addPaymentMethod }: PayingProps) {
  const t = useT();
  const intl = useIntl();
  const card = cardOf(context);
  const amount = formatPrice(intl, card.amount);
  const [chosen, setChosen] = useState<number | null>(null);
  // A card to pay with is there: the form for another one waits behind a button.
  const [adding, setAdding] = useState(false);
  const canPay = usableMethods(context).length > 0;
  const addForm = addPaymentMethod((added) => {
    setAdding(false);
    send({ type: 'PAYMENT_METHOD_ADDED', method: added });
  });
  const method = usableMethods(context).find((candidate) => candidate.id === chosen) ?? preferredPaymentMethod(context);
  const failure = failureMessage(context.failure, context.retryMinutes);
  const date = intl.formatDate(`${card.sendOn}T12:00:00Z`, { dateStyle: 'long', timeZone: 'Europe/Paris' });
  return (
    <div className={styles.layout}>
      <Region title={t('giftcard.checkout.summary')}>
        <GiftCardArt design={card.design} amount={amount} brand={t('app.name')} lines={[t('giftcard.preview.for', { name: card.recipientName })]} className={styles.art} />
        <dl className={styles.details}>
          <div>
            <dt>{t('giftcard.checkout.recipient')}</dt>
            <dd>
              {card.recipientName} · {card.recipientEmail}
            </dd>
          </div>
          <div>
            <dt>{t('giftcard.checkout.sendOn')}</dt>
            <dd>{date}</dd>
          </div>
          {card.message && (
            <div>
              <dt>{t('giftcard.checkout.message')}</dt>
              <dd className={styles.quote}>{card.message}</dd>
            </div>
          )}
        </dl>
        {context.order === null && (
          <Link href={`/giftcard?for=${(context.draft?.for ?? 'KID').toLowerCase()}`}>{t('giftcard.checkout.edit')}</Link>
        )}
      </Region>
      <Region title={t('giftcard.checkout.payment')} className={styles.payment}>
        <p className={styles.total}>
          <span>{t('giftcard.checkout.total')}</span>
          <strong>{amount}</strong>
        </p>
        {context.paymentError && <FormMessage tone="failure">{t(context.paymentError)}</FormMessage>}
        <PaymentMethodChoice methods={context.paymentMethods} today={context.today} refusedIds={context.refusedMethodIds} chosen={method?.id ?? null} onChoose={setChosen} name="giftcard-payment-method" legend={t('giftcard.checkout.methods')} none={t('giftcard.checkout.noMethod')} refused={t('giftcard.checkout.refused')} />
        {!canPay && addForm}
        {step === 'payFailed' ? (
          <div className={styles.inline}>
            <FormMessage tone="failure">{t(failure.id, failure.values)}</FormMessage>
            <Button variant="secondary" onClick={() => send({ type: 'RETRY' })}>
              {t('giftcard.checkout.retry')}
            </Button>
          </div>
        ) : (
          <Button className={styles.pay} disabled={step === 'paying' || step === 'noMethod' || !method} onClick={() => method && send({ type: 'PAY', paymentMethodId: method.id })}>
            {step === 'paying' ? t('giftcard.checkout.paying') : t('giftcard.checkout.pay', { amount })}
          </Button>
        )}
        {canPay &&
          (adding ? (
            addForm
          ) : (
            <Button variant="link" onClick={() => setAdding(true)} disabled={step === 'paying'}>
              {t('giftcard.checkout.addAnother')}
            </Button>
          ))}
      </Region>
    </div>
  );
}


