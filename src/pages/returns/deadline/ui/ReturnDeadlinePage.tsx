import { useRef, useState } from 'react';
import { daysLeft, forgetReturns, useFreshResource } from '@/entities/return';
import { AccountFrame } from '@/widgets/account-frame';
import { useIntl, usePageTitle, useT } from '@/shared/i18n';
import type { PageProps } from '@/shared/lib';
import { Button, Card, FormMessage, Link } from '@/shared/ui';
import { extendReturnDeadline, getTrunkDeadline, type TrunkDeadline } from '../api/deadline';
import { deadlineRefusal, readRefusal, type DeadlineRefusal } from '../model/refusal';
import styles from './ReturnDeadlinePage.module.css';

/** /infos/edit/return-deadline/{orderId} (the trunk's request id): a few more days to send the trunk back, once. */
export default function ReturnDeadlinePage({ params }: PageProps) {
  const t = useT();
  const requestId = Number(params.orderId);
  const valid = Number.isInteger(requestId) && requestId > 0;
  usePageTitle(t('returns.deadlinePage.title'));
  return (
    <AccountFrame title={t('returns.deadlinePage.title')} width="narrow">
      {valid ? <Deadline requestId={requestId} /> : <FormMessage tone="failure">{t('returns.deadlinePage.refused.NOT_FOUND')}</FormMessage>}
    </AccountFrame>
  );
}

function Deadline({ requestId }: { requestId: number }) {
  const t = useT();
  const trunk = useFreshResource(`returns:deadline:${requestId}`, () => getTrunkDeadline(requestId));
  if (trunk.status === 'loading') return <p role="status">{t('returns.deadlinePage.loading')}</p>;
  if (trunk.status === 'failed') {
    const refusal = deadlineRefusal(trunk.error);
    if (refusal !== 'FAILED') return <Refused refusal={refusal} />;
    return (
      <div className={styles.stack}>
        <FormMessage tone="failure">{t('returns.deadlinePage.failed')}</FormMessage>
        <Button variant="secondary" onClick={trunk.retry}>
          {t('returns.retry')}
        </Button>
      </div>
    );
  }
  return <Extend trunk={trunk.data} />;
}

function Refused({ refusal, trunk }: { refusal: DeadlineRefusal; trunk?: TrunkDeadline }) {
  const t = useT();
  const intl = useIntl();
  return (
    <div className={styles.stack}>
      <FormMessage tone="failure">
        {t(`returns.deadlinePage.refused.${refusal}`, { date: trunk ? intl.formatDate(trunk.return_deadline, { dateStyle: 'full', timeZone: 'Europe/Paris' }) : '' })}
      </FormMessage>
      {trunk && (
        <Link href={`/infos/returns/${trunk.request_id}`}>{t(trunk.can_choose ? 'returns.deadlinePage.choose' : 'returns.deadlinePage.open')}</Link>
      )}
      <Link href="/infos/returns">{t('returns.backToReturns')}</Link>
    </div>
  );
}

function Extend({ trunk: read }: { trunk: TrunkDeadline }) {
  const t = useT();
  const intl = useIntl();
  const [trunk, setTrunk] = useState(read);
  const [state, setState] = useState<'idle' | 'sending' | 'extended'>('idle');
  const [refusal, setRefusal] = useState<DeadlineRefusal | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const date = (instant: string) => intl.formatDate(instant, { dateStyle: 'full', timeZone: 'Europe/Paris' });
  const days = trunk.rules.extension_days;

  const extend = async () => {
    setState('sending');
    setRefusal(null);
    try {
      const moved = await extendReturnDeadline(trunk.request_id);
      setTrunk(moved);
      setState('extended');
      forgetReturns();
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (error) {
      setRefusal(deadlineRefusal(error));
      setState('idle');
    }
  };

  if (state === 'extended') {
    return (
      <div className={styles.stack}>
        <FormMessage tone="success" ref={doneRef} tabIndex={-1}>
          {t('returns.deadlinePage.done', { date: date(trunk.return_deadline) })}
        </FormMessage>
        <Button asChild>
          <Link href={`/infos/returns/${trunk.request_id}`}>{t('returns.deadlinePage.choose')}</Link>
        </Button>
        <Link href="/infos/returns">{t('returns.backToReturns')}</Link>
      </div>
    );
  }

  const fromRead = readRefusal(trunk);
  if (fromRead) return <Refused refusal={fromRead} trunk={trunk} />;
  const left = daysLeft(trunk.return_deadline);
  return (
    <div className={styles.stack}>
      <Card className={styles.current} aria-labelledby="deadline-current">
        <h2 id="deadline-current" className={styles.title}>
          {t('returns.deadlinePage.trunk', { firstname: trunk.profile_firstname })}
        </h2>
        <p>
          {t('returns.deadlinePage.current', { date: date(trunk.return_deadline) })} <strong>{t('returns.deadline.left', { days: left })}</strong>
        </p>
      </Card>
      <section aria-labelledby="deadline-rules">
        <h2 id="deadline-rules" className={styles.title}>
          {t('returns.deadlinePage.how')}
        </h2>
        <ul className={styles.rules}>
          <li>{t('returns.deadlinePage.rule.days', { days })}</li>
          <li>{t('returns.deadlinePage.rule.once')}</li>
          <li>{t('returns.deadlinePage.rule.after')}</li>
        </ul>
      </section>
      {refusal && (
        <FormMessage tone="failure">
          {t(`returns.deadlinePage.refused.${refusal}`, { date: date(trunk.return_deadline) })}
        </FormMessage>
      )}
      <Button onClick={extend} disabled={state === 'sending'}>
        {t(state === 'sending' ? 'returns.deadlinePage.sending' : 'returns.deadlinePage.confirm', { days })}
      </Button>
      <Link href={`/infos/returns/${trunk.request_id}`}>{t('returns.deadlinePage.choose')}</Link>
    </div>
  );
}
