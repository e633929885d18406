import { useEffect, useId, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { journeyInspect } from '@/shared/lib';
import { RadioGroup } from 'radix-ui';
import type { ActorOptions, InspectionEvent } from 'xstate';
import { cardBrandName, PaymentMethodChoice } from '@/entities/payment-method';
import { daysBetween, todayInFrance } from '@/entities/trunk';
import { WalletSwitch } from '@/entities/wallet';
import { formatPrice, sizeValues, useIntl, useT } from '@/shared/i18n';
import { Button, FormMessage, Link, SelectField, TextField } from '@/shared/ui';
import { trunkCheckoutLogic } from '../api/logic';
import { failureMessage } from '../model/failure';
import { paymentShare, walletPaysAll, type TrunkCheckoutContext, type TrunkCheckoutEvent, type TrunkCheckoutInput, type TrunkCheckoutMachine } from '../model/machine';
import { CHOOSING_STEPS, preferredPaymentMethod, selectContext, selectStep, usableMethods, type TrunkCheckoutStep } from '../model/selectors';
import { CODE_MAX, RETURN_REASONS, SIZE_REMARK_MAX, type PaymentMethod, type PieceChoice, type ReturnReason, type TrunkCheckout as Trunk, type TrunkPiece } from '../model/types';
import { ReturnLabelPanel } from './ReturnLabelPanel';
import styles from './TrunkCheckout.module.css';

export interface TrunkCheckoutProps extends TrunkCheckoutInput {
  /** The form to add a payment method (another feature's), placed by the page. */
  addPaymentMethod: (onAdded: (method: PaymentMethod) => void) => ReactNode;
  /** The payer must approve the payment on the bank's page. */
  onRedirect: (url: string) => void;
  /** Shown once paid, above the receipt (the success page's thanks). */
  paidLead?: ReactNode;
  /** The machine to run; by default the one calling the API. */
  logic?: TrunkCheckoutMachine;
  inspect?: (event: InspectionEvent) => void;
  /** The clock of the pause before a quote (tests give a simulated one). */
  clock?: ActorOptions<TrunkCheckoutMachine>['clock'];
}

/** The day of an instant in France, as YYYY-MM-DD. */
const dayInFrance = (instant: string) => todayInFrance(new Date(instant));

/**
 * The trunk at home: the rules in plain words, each piece kept or sent back, the totals as they
 * change, the payment and its outcome; once paid, the receipt and the return label.
 */
export function TrunkCheckout({ addPaymentMethod, onRedirect, paidLead, logic = trunkCheckoutLogic, inspect, clock, ...input }: TrunkCheckoutProps) {
  const t = useT();
  const actor = useActorRef(logic, { input, inspect: inspect ?? journeyInspect, ...(clock && { clock }) });
  const step = useSelector(actor, selectStep);
  const context = useSelector(actor, selectContext);
  const send = (event: TrunkCheckoutEvent) => actor.send(event);

  useEffect(() => {
    const url = context.checkout?.payment?.redirect_url;
    if (step === 'redirecting' && url) onRedirect(url);
  }, [step]);

  if (step === 'loading') return <p role="status">{t('atHome.loading')}</p>;
  if (step === 'loadFailed') return <Failure context={context} onRetry={() => send({ type: 'RETRY' })} />;
  if (step === 'notDelivered' || step === 'notFound' || step === 'deadlinePassed') {
    return (
      <div className={styles.message}>
        {step === 'notFound' ? <FormMessage tone="failure">{t('atHome.notFound')}</FormMessage> : <p role="status">{t(`atHome.${step}`)}</p>}
        <Link href="/infos/all-boxes">{t('atHome.toTrunks')}</Link>
      </div>
    );
  }
  if (OVERDUE_STEPS.includes(step) && context.checkout) return <Overdue step={step} context={context} send={send} addPaymentMethod={addPaymentMethod} />;
  if (step === 'redirecting') return <p role="status">{t('atHome.redirecting')}</p>;
  if (step === 'paid' && context.checkout) return <Receipt checkout={context.checkout} lead={paidLead} />;
  if (!CHOOSING_STEPS.includes(step) || !context.checkout) return null;
  return <Choosing step={step} context={context} send={send} addPaymentMethod={addPaymentMethod} />;
}

const OVERDUE_STEPS: readonly TrunkCheckoutStep[] = ['overdue', 'overduePaying', 'overdueSettled', 'overduePayFailed'];

/** The deadline's charge the bank refused: what it charged (every piece still out, as kept), why, and the payment with a card. */
function Overdue({ step, context, send, addPaymentMethod }: ChoosingProps) {
  const t = useT();
  const intl = useIntl();
  const checkout = context.checkout!;
  const totals = checkout.totals;
  const price = (amount: number) => formatPrice(intl, amount);
  const amount = checkout.payment?.amount ?? totals.total;
  const [chosen, setChosen] = useState<number | null>(null);
  const method = usableMethods(context).find((candidate) => candidate.id === chosen) ?? preferredPaymentMethod(context);
  const failure = failureMessage(context.failure, context.retryMinutes);
  const deadline = intl.formatDate(checkout.return_deadline, { dateStyle: 'long', timeZone: 'Europe/Paris' });
  const kept = checkout.pieces.filter((piece) => piece.decision !== 'RETURN');
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <p role="status" className={styles.lead}>
          {t('atHome.overdue.lead', { date: deadline, count: kept.length, amount: price(amount) })}
        </p>
        <Region title={t('atHome.overdue.pieces', { firstname: checkout.profile_firstname })}>
          <ul className={styles.receiptLines}>
            {kept.map((piece) => (
              <li key={piece.position}>
                <span>{piece.product.name}</span>
                <span>{t('atHome.piece.size', sizeValues(intl, piece.size))}</span>
                <span>{price(piece.price)}</span>
              </li>
            ))}
          </ul>
        </Region>
      </div>
      <div className={styles.side}>
        <Region title={t('atHome.summary.title')} className={styles.summary}>
          <Totals checkout={checkout} total={amount} />
          {context.paymentError && <FormMessage tone="failure">{t(context.paymentError)}</FormMessage>}
          <PaymentMethodChoice methods={context.paymentMethods} today={context.today} refusedIds={context.refusedMethodIds} chosen={method?.id ?? null} onChoose={setChosen} name="trunk-payment-method" legend={t('atHome.method.title')} none={t('atHome.method.none')} refused={t('atHome.method.refused')} cardMessage="atHome.method.card" />
          {addPaymentMethod((added) => send({ type: 'PAYMENT_METHOD_ADDED', method: added }))}
          {step === 'overduePayFailed' ? (
            <div className={styles.inline}>
              <FormMessage tone="failure">{t(failure.id, failure.values)}</FormMessage>
              <Button variant="secondary" onClick={() => send({ type: 'RETRY' })}>
                {t('atHome.retry')}
              </Button>
            </div>
          ) : (
            <Button className={styles.pay} disabled={step !== 'overdue' || !method} onClick={() => method && send({ type: 'PAY', paymentMethodId: method.id, walletAmount: 0 })}>
              {step === 'overduePaying' ? t('atHome.paying') : t('atHome.pay', { amount: price(amount) })}
            </Button>
          )}
        </Region>
      </div>
    </div>
  );
}

function Failure({ context, onRetry }: { context: TrunkCheckoutContext; onRetry: () => void }) {
  const t = useT();
  const message = failureMessage(context.failure, context.retryMinutes);
  return (
    <div className={styles.message}>
      <FormMessage tone="failure">{t(message.id, message.values)}</FormMessage>
      <Button variant="secondary" onClick={onRetry}>
        {t('atHome.retry')}
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

interface ChoosingProps {
  step: TrunkCheckoutStep;
  context: TrunkCheckoutContext;
  send: (event: TrunkCheckoutEvent) => void;
  addPaymentMethod: TrunkCheckoutProps['addPaymentMethod'];
}

function Choosing({ step, context, send, addPaymentMethod }: ChoosingProps) {
  const t = useT();
  const checkout = context.checkout!;
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <Rules checkout={checkout} today={context.today} step={step} context={context} onExtend={() => send({ type: 'EXTEND_DEADLINE' })} />
        <Region title={t('atHome.pieces.title', { firstname: checkout.profile_firstname })}>
          <Button variant="secondary" onClick={() => send({ type: 'KEEP_ALL' })} disabled={context.choices.every((choice) => choice.decision === 'KEEP')}>
            {t('atHome.keepAll', { percent: checkout.rules.keep_all_discount_percent })}
          </Button>
          <ul className={styles.pieces}>
            {checkout.pieces.map((piece) => (
              <PieceRow key={piece.position} piece={piece} choice={context.choices.find((choice) => choice.position === piece.position)!} send={send} />
            ))}
          </ul>
        </Region>
      </div>
      <div className={styles.side}>
        <Summary step={step} context={context} send={send} addPaymentMethod={addPaymentMethod} />
      </div>
    </div>
  );
}

function Rules({ checkout, today, step, context, onExtend }: { checkout: Trunk; today: string; step: TrunkCheckoutStep; context: TrunkCheckoutContext; onExtend: () => void }) {
  const t = useT();
  const intl = useIntl();
  const deadline = intl.formatDate(checkout.return_deadline, { dateStyle: 'full', timeZone: 'Europe/Paris' });
  const days = Math.max(0, daysBetween(today, dayInFrance(checkout.return_deadline)));
  const failure = failureMessage(context.failure, context.retryMinutes);
  return (
    <Region title={t('atHome.rules.title')}>
      <p className={styles.deadline}>{t('atHome.rules.deadline', { date: deadline, days })}</p>
      <ul className={styles.rules}>
        <li>{t('atHome.rules.keepAll', { percent: checkout.rules.keep_all_discount_percent })}</li>
        <li>{t('atHome.rules.fee', { fee: formatPrice(intl, checkout.rules.styling_fee) })}</li>
        <li>{t('atHome.rules.freeReturn')}</li>
        <li>{t('atHome.rules.unchosen')}</li>
      </ul>
      {checkout.deadline_extended && <p>{t('atHome.extended')}</p>}
      {checkout.can_extend && (
        <Button variant="secondary" onClick={onExtend} disabled={step === 'extending'}>
          {t(step === 'extending' ? 'atHome.extending' : 'atHome.extend', { days: checkout.rules.extension_days })}
        </Button>
      )}
      {step === 'extendFailed' && <FormMessage tone="failure">{t(failure.id, failure.values)}</FormMessage>}
    </Region>
  );
}

function PieceRow({ piece, choice, send }: { piece: TrunkPiece; choice: PieceChoice; send: (event: TrunkCheckoutEvent) => void }) {
  const t = useT();
  const intl = useIntl();
  const id = useId();
  const [remark, setRemark] = useState(choice.size_remark);
  useEffect(() => setRemark(choice.size_remark), [choice.size_remark]);
  const name = piece.product.name;
  const returning = choice.decision === 'RETURN';
  const sendReturn = (reason: ReturnReason | null, sizeRemark: string) => send({ type: 'CHOOSE', position: piece.position, decision: 'RETURN', returnReason: reason, sizeRemark });
  return (
    <li className={styles.piece} aria-labelledby={`${id}-name`}>
      {piece.product.images[0] ? <img src={piece.product.images[0]} alt="" width={96} height={120} className={styles.picture} loading="lazy" /> : <span className={styles.picture} aria-hidden="true" />}
      <div className={styles.pieceText}>
        <h3 id={`${id}-name`} className={styles.pieceName}>
          {name}
        </h3>
        <p className={styles.pieceMeta}>
          {t('atHome.piece.size', sizeValues(intl, piece.size))} · {formatPrice(intl, piece.price)}
        </p>
        <RadioGroup.Root
          className={styles.decision}
          aria-label={t('atHome.piece.decision', { name })}
          value={choice.decision ?? ''}
          onValueChange={(value) => (value === 'KEEP' ? send({ type: 'CHOOSE', position: piece.position, decision: 'KEEP' }) : sendReturn(choice.return_reason, remark))}
        >
          {(['KEEP', 'RETURN'] as const).map((decision) => (
            <RadioGroup.Item key={decision} value={decision} className={styles.decisionItem}>
              <span className={styles.dot} aria-hidden="true">
                <RadioGroup.Indicator className={styles.indicator} />
              </span>
              {t(`atHome.piece.${decision}`)}
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
        {returning && (
          <div className={styles.returnFields}>
            <SelectField
              label={t('atHome.piece.reason', { name })}
              noneLabel={t('atHome.piece.reason.none')}
              options={RETURN_REASONS.map((reason) => ({ value: reason, label: t(`atHome.reason.${reason}`) }))}
              value={choice.return_reason ?? undefined}
              onChange={(reason) => sendReturn(reason ?? null, remark)}
            />
            {choice.return_reason === null && <p className={styles.hint}>{t('atHome.piece.reason.missing')}</p>}
            <TextField
              label={t('atHome.piece.remark', { name })}
              hint={t('atHome.piece.remark.hint')}
              value={remark}
              maxLength={SIZE_REMARK_MAX}
              onChange={(event) => setRemark(event.target.value)}
              onBlur={() => remark !== choice.size_remark && sendReturn(choice.return_reason, remark)}
            />
          </div>
        )}
      </div>
    </li>
  );
}

function Summary({ step, context, send, addPaymentMethod }: ChoosingProps) {
  const t = useT();
  const intl = useIntl();
  const checkout = context.checkout!;
  const totals = checkout.totals;
  const price = (amount: number) => formatPrice(intl, amount);
  const usable = usableMethods(context);
  const [chosen, setChosen] = useState<number | null>(null);
  const method = usable.find((candidate) => candidate.id === chosen) ?? preferredPaymentMethod(context);
  const [code, setCode] = useState('');
  const quoting = step === 'debouncing' || step === 'quoting';
  const failure = failureMessage(context.failure, context.retryMinutes);
  const unchosen = context.choices.filter((choice) => choice.decision === null || (choice.decision === 'RETURN' && choice.return_reason === null)).length;
  // The wallet is used by default when there is a balance; the payer may turn it off.
  const [useWallet, setUseWallet] = useState(true);
  const share = paymentShare(context, useWallet);
  const byWalletOnly = walletPaysAll(context, useWallet);
  return (
    <Region title={t('atHome.summary.title')} className={styles.summary}>
      <p role="status" className={quoting ? styles.updating : 'visually-hidden'}>
        {quoting ? t('atHome.summary.updating') : ''}
      </p>
      <Totals checkout={checkout} total={totals.total} />
      {step === 'quoteFailed' && (
        <div className={styles.inline}>
          <FormMessage tone="failure">{t('atHome.summary.quoteFailed', { reason: t(failure.id, failure.values) })}</FormMessage>
          <Button variant="secondary" onClick={() => send({ type: 'RETRY' })}>
            {t('atHome.retry')}
          </Button>
        </div>
      )}
      {context.code ? (
        <p className={styles.inline}>
          {t('atHome.code.applied', { code: context.code })}
          <Button variant="secondary" onClick={() => send({ type: 'REMOVE_CODE' })}>
            {t('atHome.code.remove')}
          </Button>
        </p>
      ) : (
        <form
          className={styles.code}
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'APPLY_CODE', code });
          }}
        >
          <TextField label={t('atHome.code.label')} value={code} maxLength={CODE_MAX} onChange={(event) => setCode(event.target.value)} />
          <Button type="submit" variant="secondary">
            {t('atHome.code.apply')}
          </Button>
        </form>
      )}
      {context.codeError && <FormMessage tone="failure">{t(context.codeError)}</FormMessage>}
      <WalletSwitch
        balance={context.walletBalance}
        use={useWallet}
        share={share}
        disabled={step === 'paying' || step === 'readingWallet'}
        onChange={setUseWallet}
      />
      {step === 'readingWallet' && <p role="status">{t('wallet.reading')}</p>}
      {step === 'walletChanged' && <FormMessage tone="failure">{t('wallet.changed', { amount: price(context.walletBalance) })}</FormMessage>}
      {step === 'readingWalletFailed' && (
        <div className={styles.inline}>
          <FormMessage tone="failure">{t(failure.id, failure.values)}</FormMessage>
          <Button variant="secondary" onClick={() => send({ type: 'RETRY' })}>
            {t('atHome.retry')}
          </Button>
        </div>
      )}
      {byWalletOnly ? (
        <p className={styles.walletOnly}>{t('atHome.wallet.paysAll')}</p>
      ) : (
        <>
          <PaymentMethodChoice methods={context.paymentMethods} today={context.today} refusedIds={context.refusedMethodIds} chosen={method?.id ?? null} onChoose={setChosen} name="trunk-payment-method" legend={t('atHome.method.title')} none={t('atHome.method.none')} refused={t('atHome.method.refused')} cardMessage="atHome.method.card" />
          {addPaymentMethod((added) => send({ type: 'PAYMENT_METHOD_ADDED', method: added }))}
        </>
      )}
      {context.paymentError && <FormMessage tone="failure">{t(context.paymentError)}</FormMessage>}
      {step === 'payFailed' && (
        <div className={styles.inline}>
          <FormMessage tone="failure">{t(failure.id, failure.values)}</FormMessage>
          <Button variant="secondary" onClick={() => send({ type: 'RETRY' })}>
            {t('atHome.retry')}
          </Button>
        </div>
      )}
      {unchosen > 0 && <p className={styles.hint}>{t('atHome.summary.unchosen', { count: unchosen })}</p>}
      {step !== 'payFailed' && (
        <Button
          className={styles.pay}
          disabled={step === 'paying' || !(step === 'ready' || ((step === 'paymentFailed' || step === 'walletChanged') && unchosen === 0)) || (!method && !byWalletOnly)}
          onClick={() => (byWalletOnly ? send({ type: 'PAY', paymentMethodId: null, walletAmount: share.wallet }) : method && send({ type: 'PAY', paymentMethodId: method.id, walletAmount: share.wallet }))}
        >
          {step === 'paying' ? t('atHome.paying') : byWalletOnly ? t('wallet.pay', { amount: price(share.wallet) }) : t('atHome.pay', { amount: price(share.card) })}
        </Button>
      )}
    </Region>
  );
}

/** The totals of the trunk's checkout: pieces kept, keep-all discount, styling fee and its credit, shipping, code, what is to pay. */
function Totals({ checkout, total }: { checkout: Trunk; total: number }) {
  const t = useT();
  const intl = useIntl();
  const { totals } = checkout;
  const price = (amount: number) => formatPrice(intl, amount);
  return (
    <dl className={styles.totals}>
      <div>
        <dt>{t('atHome.summary.kept', { count: totals.kept_count, total: totals.pieces_count })}</dt>
        <dd>{price(totals.kept_amount)}</dd>
      </div>
      {totals.keep_all_discount > 0 && (
        <div>
          <dt>{t('atHome.summary.keepAllDiscount', { percent: checkout.rules.keep_all_discount_percent })}</dt>
          <dd>−{price(totals.keep_all_discount)}</dd>
        </div>
      )}
      <div>
        <dt>{t('atHome.summary.fee')}</dt>
        <dd>{price(totals.styling_fee)}</dd>
      </div>
      {totals.styling_fee_credit > 0 && (
        <div>
          <dt>{t('atHome.summary.feeCredit')}</dt>
          <dd>−{price(totals.styling_fee_credit)}</dd>
        </div>
      )}
      <div>
        <dt>{t('atHome.summary.shipping')}</dt>
        <dd>{t('atHome.summary.offered')}</dd>
      </div>
      {totals.discount > 0 && (
        <div>
          <dt>{t('atHome.summary.discount', { code: totals.discount_code ?? '' })}</dt>
          <dd>−{price(totals.discount)}</dd>
        </div>
      )}
      <div className={styles.total}>
        <dt>{t('atHome.summary.total')}</dt>
        <dd>{price(total)}</dd>
      </div>
    </dl>
  );
}


/** What was paid and what happens next: the label for pieces going back, nothing to send when everything is kept. */
export function Receipt({ checkout, lead }: { checkout: Trunk; lead?: ReactNode }) {
  const t = useT();
  const intl = useIntl();
  const price = (amount: number) => formatPrice(intl, amount);
  const payment = checkout.payment;
  const back = checkout.pieces.filter((piece) => piece.decision === 'RETURN');
  return (
    <div className={styles.receipt}>
      {lead}
      <p role="status" className={styles.lead}>
        {t(`atHome.paid.${checkout.status}`, { firstname: checkout.profile_firstname, count: back.length })}
      </p>
      <Region title={t('atHome.receipt.title')}>
        <ul className={styles.receiptLines}>
          {checkout.pieces.map((piece) => (
            <li key={piece.position}>
              <span>{piece.product.name}</span>
              <span>{t(piece.decision === 'RETURN' ? 'atHome.receipt.returned' : 'atHome.receipt.kept')}</span>
              <span>{price(piece.price)}</span>
            </li>
          ))}
        </ul>
        <p className={styles.total}>
          {t('atHome.receipt.total', { amount: price(checkout.totals.wallet_amount > 0 ? checkout.totals.total : (payment?.amount ?? checkout.totals.total)) })}
          {payment?.payment_method?.last4 && checkout.totals.card_amount > 0 && <> · {t('atHome.method.card', { brand: cardBrandName(payment.payment_method.brand) ?? payment.payment_method.brand ?? '', last4: payment.payment_method.last4 })}</>}
        </p>
        {checkout.totals.wallet_amount > 0 && <p>{t('wallet.paidShare', { amount: price(checkout.totals.wallet_amount) })}</p>}
      </Region>
      {checkout.status === 'RETURN_PENDING' && <ReturnLabelPanel requestId={checkout.request_id} />}
      <p className={styles.links}>
        <Link href={`/infos/rating/${checkout.request_id}`}>{t('atHome.toRating', { firstname: checkout.profile_firstname })}</Link>
        <Link href="/infos/all-boxes">{t('atHome.toTrunks')}</Link>
      </p>
    </div>
  );
}
