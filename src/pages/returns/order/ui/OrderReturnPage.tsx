import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { daysLeft, forgetReturns, SHOP_RETURN_REASONS, ShopReturnSummary, useFreshResource, type OrderReturnLine } from '@/entities/return';
import { cardBrandName, type PaymentMethod } from '@/entities/payment-method';
import { AccountFrame } from '@/widgets/account-frame';
import { isProblem } from '@/shared/api';
import { formatPrice, formatSize, useIntl, usePageTitle, useT } from '@/shared/i18n';
import type { PageProps } from '@/shared/lib';
import { Button, Card, Checkbox, FormMessage, Link, SelectField, TextField } from '@/shared/ui';
import { createOrderReturn, loadOrderReturn, type OrderReturnPageData } from '../api/order-return';
import {
  COMMENT_MAX,
  defaultRefundTo,
  emptyChoice,
  expectedRefund,
  linesWithoutReason,
  refusalOf,
  returnBody,
  returnKey,
  type Choices,
  type LineChoice,
  type RefundTo,
  type Refusal,
} from '../model/form';
import styles from './OrderReturnPage.module.css';


/** /infos/returns/order/{id}: send back pieces of a delivered shop order within 14 days, for a refund. */
export default function OrderReturnPage({ params }: PageProps) {
  const t = useT();
  const orderId = Number(params.id);
  const valid = Number.isInteger(orderId) && orderId > 0;
  const title = t('returns.order.title', { id: params.id ?? '' });
  usePageTitle(title);
  return (
    <AccountFrame title={title} intro={t('returns.order.intro')}>
      {valid ? <OrderReturn orderId={orderId} /> : <FormMessage tone="failure">{t('returns.order.notFound')}</FormMessage>}
    </AccountFrame>
  );
}

function OrderReturn({ orderId }: { orderId: number }) {
  const t = useT();
  const data = useFreshResource(`returns:order:${orderId}`, () => loadOrderReturn(orderId));
  if (data.status === 'loading') return <p role="status">{t('returns.order.loading')}</p>;
  if (data.status === 'failed') {
    if (isProblem(data.error) && data.error.status === 404) return <FormMessage tone="failure">{t('returns.order.notFound')}</FormMessage>;
    return (
      <div className={styles.failed}>
        <FormMessage tone="failure">{t('returns.order.failed')}</FormMessage>
        <Button variant="secondary" onClick={data.retry}>
          {t('returns.retry')}
        </Button>
      </div>
    );
  }
  return <ReturnForm data={data.data} orderId={orderId} />;
}

function ReturnForm({ data, orderId }: { data: OrderReturnPageData; orderId: number }) {
  const t = useT();
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { options, shippingFee, paymentMethod, walletAmount, cardAmount } = data;
  const [refundTo, setRefundTo] = useState<RefundTo>(defaultRefundTo(cardAmount));
  const [formId] = useState(() => crypto.randomUUID());
  const [choices, setChoices] = useState<Choices>({});
  const [missingReasons, setMissingReasons] = useState<number[]>([]);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const returnable = options.lines.filter((line) => line.returnable_quantity > 0);
  const refund = expectedRefund(options.lines, choices, shippingFee);
  const date = (instant: string) => intl.formatDate(instant, { dateStyle: 'long', timeZone: 'Europe/Paris' });
  const periodOver = refusal?.kind === 'PERIOD_OVER' || (options.withdrawal_deadline !== null && daysLeft(options.withdrawal_deadline) < 0);
  const notDelivered = refusal?.kind === 'NOT_DELIVERED' || options.delivered_at === null;
  const closed = periodOver || notDelivered || !options.can_return;
  const deadlineText = () => {
    if (notDelivered) return t('returns.order.notDelivered');
    if (periodOver) return t('returns.order.closed', { date: options.withdrawal_deadline ? date(options.withdrawal_deadline) : '' });
    if (!options.can_return || returnable.length === 0) return t('returns.order.nothingLeft');
    return t('returns.order.deadline', { date: date(options.withdrawal_deadline!), days: daysLeft(options.withdrawal_deadline!) });
  };

  const change = (position: number, patch: Partial<LineChoice>) => {
    setChoices((previous) => ({ ...previous, [position]: { ...(previous[position] ?? emptyChoice()), ...patch } }));
    setMissingReasons((previous) => (patch.reason || patch.selected === false ? previous.filter((p) => p !== position) : previous));
    if (refusal?.kind === 'QUANTITY' || refusal?.kind === 'FAILED') setRefusal(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || refund.count === 0) return;
    const missing = linesWithoutReason(choices);
    if (missing.length) {
      setMissingReasons(missing);
      return;
    }
    const body = returnBody(options.lines, choices, refundTo);
    setSending(true);
    setRefusal(null);
    try {
      await createOrderReturn(orderId, returnKey(formId, body), body);
      forgetReturns();
      navigate(`/infos/returns/order/${orderId}/success`);
    } catch (error) {
      setRefusal(refusalOf(error, body));
      setSending(false);
      requestAnimationFrame(() => alertRef.current?.focus());
    }
  };

  return (
    <div className={styles.page}>
      <p className={styles.deadline}>{deadlineText()}</p>

      {!closed && returnable.length > 0 && (
        <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="order-return-lines">
          <h2 id="order-return-lines" className={styles.sectionTitle}>
            {t('returns.order.lines')}
          </h2>
          <ul className={styles.lines}>
            {returnable.map((line) => (
              <LineField
                key={line.position}
                line={line}
                choice={choices[line.position] ?? emptyChoice()}
                missingReason={missingReasons.includes(line.position)}
                tooMany={refusal?.kind === 'QUANTITY' && refusal.positions.includes(line.position)}
                onChange={(patch) => change(line.position, patch)}
              />
            ))}
          </ul>

          <Card className={styles.summary} aria-labelledby="order-return-refund">
            <h2 id="order-return-refund" className={styles.sectionTitle}>
              {t('returns.order.refund.title')}
            </h2>
            <dl className={styles.totals}>
              <dt>{t('returns.order.refund.pieces', { count: refund.count })}</dt>
              <dd>{formatPrice(intl, refund.pieces)}</dd>
              {refund.shipping > 0 && (
                <>
                  <dt>{t('returns.order.refund.shipping')}</dt>
                  <dd>{formatPrice(intl, refund.shipping)}</dd>
                </>
              )}
              <dt>{t('returns.order.refund.total')}</dt>
              <dd>
                <strong>{formatPrice(intl, refund.total)}</strong>
              </dd>
            </dl>
            <fieldset className={styles.refundChoice}>
              <legend className={styles.refundTo}>{t('wallet.refund.legend')}</legend>
              {cardAmount > 0 && (
                <label className={styles.refundOption}>
                  <input type="radio" name="refund_to" value="PAYMENT_METHOD" checked={refundTo === 'PAYMENT_METHOD'} onChange={() => setRefundTo('PAYMENT_METHOD')} />
                  {refundToMethod(t, paymentMethod)}
                </label>
              )}
              <label className={styles.refundOption}>
                <input type="radio" name="refund_to" value="WALLET" checked={refundTo === 'WALLET'} onChange={() => setRefundTo('WALLET')} />
                {t('wallet.refund.toWallet')}
              </label>
            </fieldset>
            {walletAmount > 0 && refundTo === 'PAYMENT_METHOD' && <p className={styles.hint}>{t('wallet.refund.walletPart', { amount: formatPrice(intl, walletAmount) })}</p>}
            <p className={styles.hint}>{t('returns.order.refund.when')}</p>
            {shippingFee > 0 && refund.shipping === 0 && <p className={styles.hint}>{t('returns.order.refund.shippingRule')}</p>}
          </Card>

          <FormMessage tone="failure" ref={alertRef} tabIndex={-1}>
            {refusal && refusal.kind !== 'QUANTITY' ? refusalText(t, refusal) : refusal?.kind === 'QUANTITY' ? t('returns.order.refused.quantity') : ''}
          </FormMessage>
          <Button type="submit" disabled={sending || refund.count === 0}>
            {t(sending ? 'returns.order.sending' : 'returns.order.submit')}
          </Button>
          {refund.count === 0 && <p className={styles.hint}>{t('returns.order.chooseOne')}</p>}
        </form>
      )}

      {closed && refusal && refusal.kind !== 'NOT_DELIVERED' && refusal.kind !== 'PERIOD_OVER' && <FormMessage tone="failure">{refusalText(t, refusal)}</FormMessage>}

      {options.returns.length > 0 && (
        <section aria-labelledby="order-return-past" className={styles.past}>
          <h2 id="order-return-past" className={styles.sectionTitle}>
            {t('returns.order.past')}
          </h2>
          <ul className={styles.pastList}>
            {options.returns.map((shopReturn) => (
              <li key={shopReturn.id}>
                <Card>
                  <ShopReturnSummary shopReturn={shopReturn} />
                </Card>
              </li>
            ))}
          </ul>
        </section>
      )}

      <p>
        <Link href="/infos/returns">{t('returns.backToReturns')}</Link>
      </p>
    </div>
  );
}

function refundToMethod(t: (id: string, values?: Record<string, string | number>) => string, method: PaymentMethod | null) {
  if (method?.last4) return t('returns.order.refund.toCard', { brand: cardBrandName(method.brand) ?? t(`payment.platform.${method.platform}`), last4: method.last4 });
  if (method) return t('returns.order.refund.toMethod', { method: t(`payment.platform.${method.platform}`) });
  return t('returns.order.refund.toPayment');
}

function refusalText(t: (id: string) => string, refusal: Refusal) {
  switch (refusal.kind) {
    case 'NOT_DELIVERED':
      return t('returns.order.refused.notDelivered');
    case 'PERIOD_OVER':
      return t('returns.order.refused.periodOver');
    case 'NOT_FOUND':
      return t('returns.order.notFound');
    case 'QUANTITY':
      return t('returns.order.refused.quantity');
    default:
      return t('returns.order.refused.failed');
  }
}

interface LineFieldProps {
  line: OrderReturnLine;
  choice: LineChoice;
  missingReason: boolean;
  tooMany: boolean;
  onChange: (patch: Partial<LineChoice>) => void;
}

/** One piece of the order: send it back or not, how many, why, and a word. */
function LineField({ line, choice, missingReason, tooMany, onChange }: LineFieldProps) {
  const t = useT();
  const intl = useIntl();
  const size = formatSize(intl, line.size);
  const quantities = Array.from({ length: line.returnable_quantity }, (_, index) => index + 1);
  return (
    <li className={styles.line} data-selected={choice.selected || undefined}>
      <fieldset className={styles.lineFields}>
        <legend className={styles.lineName}>
          {line.name} · {size}
        </legend>
        {line.image && <img className={styles.image} src={line.image} alt="" width={64} height={80} loading="lazy" />}
        <p className={styles.lineMeta}>
          {t('returns.order.line.meta', { price: formatPrice(intl, line.unit_price), quantity: line.quantity, returnable: line.returnable_quantity })}
        </p>
        <Checkbox
          label={t('returns.order.line.choose')}
          checked={choice.selected}
          onChange={(event) => onChange({ selected: event.target.checked })}
        />
        {choice.selected && (
          <div className={styles.details}>
            {line.returnable_quantity > 1 && (
              <SelectField
                label={t('returns.order.line.quantity')}
                noneLabel={t('returns.order.line.quantityNone')}
                options={quantities.map((value) => ({ value, label: String(value) }))}
                value={choice.quantity}
                onChange={(value) => onChange({ quantity: value ?? 1 })}
              />
            )}
            {tooMany && <FormMessage tone="failure">{t('returns.order.line.tooMany', { count: line.returnable_quantity })}</FormMessage>}
            <SelectField
              label={t('returns.order.line.reason')}
              noneLabel={t('returns.order.line.reasonNone')}
              options={SHOP_RETURN_REASONS.map((reason) => ({ value: reason, label: t('returns.reason', { reason }) }))}
              value={choice.reason}
              onChange={(reason) => onChange({ reason })}
            />
            {missingReason && <FormMessage tone="failure">{t('returns.order.line.reasonMissing')}</FormMessage>}
            <TextField
              label={t('returns.order.line.comment')}
              hint={t('returns.order.line.commentHint', { max: COMMENT_MAX })}
              value={choice.comment}
              maxLength={COMMENT_MAX}
              onChange={(event) => onChange({ comment: event.target.value })}
            />
          </div>
        )}
      </fieldset>
    </li>
  );
}
