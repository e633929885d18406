import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { clearDraft, getGiftCardOrder, GiftCardArt, type GiftCardOrder } from '@/entities/gift-card';
import { paymentErrorKey } from '@/entities/payment-method';
import { isProblem } from '@/shared/api';
import { formatPrice, useIntl, usePageTitle, useT } from '@/shared/i18n';
import { Button, Container, FormMessage, Link } from '@/shared/ui';
import styles from './GiftCardSuccessPage.module.css';

/** The order's id in the address, when it is one. */
export function orderIdOf(value: string | null | undefined): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 && id <= 2147483647 ? id : null;
}

type Result = { status: 'missing' } | { status: 'loading' } | { status: 'notFound' } | { status: 'failed' } | { status: 'ready'; order: GiftCardOrder };

/** The order read on each visit: reading it settles a payment approved on the bank's page. */
function useGiftCardOrder(id: number | null): [Result, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Result>(id === null ? { status: 'missing' } : { status: 'loading' });
  useEffect(() => {
    if (id === null) return setResult({ status: 'missing' });
    let alive = true;
    setResult({ status: 'loading' });
    getGiftCardOrder(id).then(
      (order) => {
        if (!alive) return;
        if (order.status === 'PAID') clearDraft();
        setResult({ status: 'ready', order });
      },
      (error: unknown) => {
        if (alive) setResult(isProblem(error) && (error.status === 404 || error.status === 400) ? { status: 'notFound' } : { status: 'failed' });
      },
    );
    return () => {
      alive = false;
    };
  }, [id, attempt]);
  return [result, () => setAttempt((count) => count + 1)];
}

function titleOf(result: Result): string {
  if (result.status === 'missing' || result.status === 'notFound') return 'giftcard.success.notFoundTitle';
  if (result.status !== 'ready') return 'giftcard.success.checkingTitle';
  if (result.order.status === 'PAID') return 'giftcard.success.title';
  if (result.order.status === 'PAYMENT_FAILED') return 'giftcard.success.failedTitle';
  return 'giftcard.success.pendingTitle';
}

/**
 * /giftcard/payment-successful?id=: where a gift card's payment comes back to (also from the
 * bank's page): the card paid and when it leaves, a payment still waiting, or a refusal with a way
 * to pay again with another card.
 */
export default function GiftCardSuccessPage() {
  const t = useT();
  const [result, retry] = useGiftCardOrder(orderIdOf(new URLSearchParams(useSearch()).get('id')));
  const title = t(titleOf(result));
  usePageTitle(title);
  return (
    <Container className={styles.page}>
      <h1>{title}</h1>
      <Body result={result} retry={retry} />
    </Container>
  );
}

function Body({ result, retry }: { result: Result; retry: () => void }) {
  const t = useT();
  const intl = useIntl();
  const another = (
    <Link href="/giftcard" className={styles.another}>
      {t('giftcard.success.another')}
    </Link>
  );
  switch (result.status) {
    case 'loading':
      return <p role="status">{t('giftcard.success.checking')}</p>;
    case 'missing':
    case 'notFound':
      return (
        <div className={styles.stack}>
          <FormMessage tone="failure">{t('giftcard.success.notFound')}</FormMessage>
          {another}
        </div>
      );
    case 'failed':
      return (
        <div className={styles.stack}>
          <FormMessage tone="failure">{t('giftcard.success.loadFailed')}</FormMessage>
          <Button variant="secondary" onClick={retry}>
            {t('giftcard.success.retry')}
          </Button>
        </div>
      );
    default:
      break;
  }
  const { order } = result;
  const date = (value: string) => intl.formatDate(value, { dateStyle: 'long', timeZone: 'Europe/Paris' });
  const card = (
    <GiftCardArt design={order.design} brand={t('app.name')} amount={formatPrice(intl, order.amount)} lines={[t('giftcard.preview.for', { name: order.recipient_name })]} className={styles.art} />
  );
  if (order.status === 'PAYMENT_FAILED') {
    return (
      <div className={styles.stack}>
        <FormMessage tone="failure">{t(paymentErrorKey(order.payment))}</FormMessage>
        <Button asChild>
          <Link href={`/giftcard/checkout?id=${order.id}`}>{t('giftcard.success.payAgain')}</Link>
        </Button>
      </div>
    );
  }
  if (order.status !== 'PAID') {
    return (
      <div className={styles.stack}>
        <p role="status">{t('giftcard.success.pending')}</p>
        <Button variant="secondary" onClick={retry}>
          {t('giftcard.success.retry')}
        </Button>
      </div>
    );
  }
  const names = { name: order.recipient_name, email: order.recipient_email };
  return (
    <div className={styles.layout}>
      {card}
      <div className={styles.stack}>
        <p role="status" className={styles.lead}>
          {order.sent_at ? t('giftcard.success.sent', names) : t('giftcard.success.scheduled', { ...names, date: date(`${order.send_on}T12:00:00Z`) })}
        </p>
        {order.message && <p className={styles.message}>{order.message}</p>}
        <p>{t('giftcard.success.validity', { date: date(order.expires_at) })}</p>
        <p className={styles.hint}>{t('giftcard.success.last4', { last4: order.code_last4, name: order.recipient_name })}</p>
        {another}
      </div>
    </div>
  );
}
