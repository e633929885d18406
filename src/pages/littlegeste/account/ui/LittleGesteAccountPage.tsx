import { useState, type ReactNode } from 'react';
import { RecycleLabelDownload, RecycleStage, recycleLabelsQuery, type RecycleAllowance, type RecycleLabel, type RecycleLabels } from '@/entities/recycle-label';
import { AccountFrame } from '@/widgets/account-frame';
import { formatPrice, useFeature, useIntl, usePageTitle, useT } from '@/shared/i18n';
import { forgetQuery, useResource } from '@/shared/lib';
import { Button, FormMessage, Link } from '@/shared/ui';
import styles from './LittleGesteAccountPage.module.css';

const PARIS = 'Europe/Paris';

/** A date of the API ('YYYY-MM-DD', a calendar day) or an instant, written the reader's way. */
function useDates() {
  const intl = useIntl();
  return {
    instant: (value: string) => intl.formatDate(value, { dateStyle: 'long', timeZone: PARIS }),
    day: (value: string) => intl.formatDate(`${value}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }),
  };
}

function Allowance({ allowance, open }: { allowance: RecycleAllowance; open: boolean }) {
  const t = useT();
  const dates = useDates();
  const left = allowance.remaining > 0;
  return (
    <section aria-labelledby="littlegeste-allowance" className={styles.allowance}>
      <h2 id="littlegeste-allowance">{t('littlegeste.account.allowance.title')}</h2>
      <p className={styles.allowanceFigure}>
        {left
          ? t('littlegeste.account.allowance.left', { remaining: allowance.remaining, limit: allowance.monthly_limit })
          : t('littlegeste.account.allowance.none', { limit: allowance.monthly_limit })}
      </p>
      {!left && allowance.next_available_on && <p>{t('littlegeste.account.allowance.next', { date: dates.day(allowance.next_available_on) })}</p>}
      {open && left && (
        <div>
          <Button asChild>
            <Link href="/littlegeste/create-label">{t('littlegeste.account.create')}</Link>
          </Button>
        </div>
      )}
      {!open && <p>{t('littlegeste.account.off')}</p>}
    </section>
  );
}

function DropOff({ label }: { label: RecycleLabel }) {
  const t = useT();
  const point = label.relay_point;
  if (label.drop_off === 'RELAY' && point) return <>{t('littlegeste.account.dropOff.relay', { carrier: label.carrier, name: point.name, city: point.city })}</>;
  return <>{t('littlegeste.account.dropOff.postOffice', { carrier: label.carrier })}</>;
}

function LabelItem({ label }: { label: RecycleLabel }) {
  const t = useT();
  const intl = useIntl();
  const dates = useDates();
  const facts: [string, ReactNode][] = [[t('littlegeste.account.fact.created'), dates.instant(label.created_at)]];
  if (label.stage === 'CREATED') facts.push([t('littlegeste.account.fact.expires'), dates.instant(label.expires_at)]);
  if (label.stage === 'EXPIRED') facts.push([t('littlegeste.account.fact.expired'), dates.instant(label.expires_at)]);
  if (label.dropped_off_at) facts.push([t('littlegeste.account.fact.droppedOff'), dates.instant(label.dropped_off_at)]);
  if (label.received_at) facts.push([t('littlegeste.account.fact.received'), dates.instant(label.received_at)]);
  facts.push([t('littlegeste.account.fact.dropOff'), <DropOff key="drop" label={label} />]);
  return (
    <li className={styles.label}>
      <div className={styles.labelHead}>
        <h3 className={styles.labelTitle}>{t('littlegeste.account.parcel', { barcode: label.barcode })}</h3>
        <RecycleStage stage={label.stage} />
      </div>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {label.stage === 'REWARDED' && label.reward_credited !== null && (
        <p className={styles.rewarded}>
          {label.rewarded_at
            ? t('littlegeste.account.rewardCredited', { amount: formatPrice(intl, label.reward_credited), date: dates.instant(label.rewarded_at) })
            : t('littlegeste.account.rewardCreditedPlain', { amount: formatPrice(intl, label.reward_credited) })}
        </p>
      )}
      {label.stage === 'RECEIVED' && <p className={styles.note}>{t('littlegeste.account.refused')}</p>}
      {(label.stage === 'CREATED' || label.stage === 'DROPPED_OFF') && (
        <p className={styles.note}>{t('littlegeste.account.rewardToCome', { amount: formatPrice(intl, label.reward_amount) })}</p>
      )}
      {label.stage === 'CREATED' && <RecycleLabelDownload label={label} withBarcode />}
    </li>
  );
}

function Labels({ data, open }: { data: RecycleLabels; open: boolean }) {
  const t = useT();
  const intl = useIntl();
  return (
    <div className={styles.layout}>
      <Allowance allowance={data.allowance} open={open} />
      <section aria-labelledby="littlegeste-labels">
        <h2 id="littlegeste-labels">{t('littlegeste.account.labels.title')}</h2>
        {data.rewarded_total > 0 && <p className={styles.total}>{t('littlegeste.account.total', { amount: formatPrice(intl, data.rewarded_total) })}</p>}
        {data.labels.length === 0 ? (
          <div className={styles.empty}>
            <p>{t('littlegeste.account.empty')}</p>
            <Link href="/littlegeste">{t('littlegeste.account.howItWorks')}</Link>
          </div>
        ) : (
          <ul className={styles.list}>
            {data.labels.map((label) => (
              <LabelItem key={label.id} label={label} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** /infos/littlegeste: the client's Little Geste parcels, what is left this month, and the rewards. */
export default function LittleGesteAccountPage() {
  const t = useT();
  const open = useFeature('recycle');
  usePageTitle(t('littlegeste.account.title'));
  // Carriers move the labels on: a page opened again reads them again.
  useState(() => forgetQuery(recycleLabelsQuery().key));
  const labels = useResource(recycleLabelsQuery());
  return (
    <AccountFrame title={t('littlegeste.account.title')} intro={t('littlegeste.account.intro')}>
      {labels.status === 'loading' && <p role="status">{t('littlegeste.account.loading')}</p>}
      {labels.status === 'failed' && (
        <div className={styles.failed}>
          <FormMessage tone="failure">{t('littlegeste.account.failed')}</FormMessage>
          <Button variant="secondary" onClick={labels.retry}>
            {t('littlegeste.account.retry')}
          </Button>
        </div>
      )}
      {labels.status === 'ready' && <Labels data={labels.data} open={open} />}
    </AccountFrame>
  );
}
