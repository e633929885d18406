import { useState } from 'react';
import { useSearch } from 'wouter';
import { forgetLoyalty, loyaltyPointsQuery, type LoyaltyPointsItem } from '@/entities/loyalty';
import { AccountFrame } from '@/widgets/account-frame';
import { useIntl, usePageTitle, useT } from '@/shared/i18n';
import { useResource } from '@/shared/lib';
import { Button, FormMessage, Link, Pagination } from '@/shared/ui';
import { historyHref, historyPaging } from '../lib/paging';
import styles from './LoyaltyHistoryPage.module.css';

function Movement({ item }: { item: LoyaltyPointsItem }) {
  const t = useT();
  const intl = useIntl();
  // What it came from: a datum the page words per type; customer service's note as it was written.
  const { type, name } = item.source ?? { type: null, name: null };
  const source = name ? (type ? t(`loyalty.source.${type}`, { name }) : name) : null;
  const signed = intl.formatNumber(item.points, { signDisplay: 'always' });
  return (
    <tr>
      <td className={styles.date}>{intl.formatDate(item.created_at, { dateStyle: 'medium', timeZone: 'Europe/Paris' })}</td>
      <td>
        <span className={styles.reason}>{t(`loyalty.reason.${item.reason}`)}</span>
        {source && <span className={styles.source}>{source}</span>}
      </td>
      <td className={item.points < 0 ? styles.minus : styles.plus}>{t('loyalty.history.signedPoints', { points: signed })}</td>
    </tr>
  );
}

/** /infos/loyalty/history: every movement of the points, newest first, `page` and `page_size` in the address. */
export default function LoyaltyHistoryPage() {
  const t = useT();
  usePageTitle(t('loyalty.history.title'));
  const { page, pageSize } = historyPaging(useSearch());
  useState(forgetLoyalty);
  const history = useResource(loyaltyPointsQuery(page, pageSize));
  return (
    <AccountFrame title={t('loyalty.history.title')} intro={t('loyalty.history.intro')}>
      {history.status === 'loading' && <p role="status">{t('loyalty.history.loading')}</p>}
      {history.status === 'failed' && (
        <div className={styles.failed}>
          <FormMessage tone="failure">{t('loyalty.history.failed')}</FormMessage>
          <Button variant="secondary" onClick={history.retry}>
            {t('loyalty.retry')}
          </Button>
        </div>
      )}
      {history.status === 'ready' &&
        (history.data.items.length === 0 ? (
          <p>{t(page > 1 ? 'loyalty.history.beyond' : 'loyalty.history.empty')}</p>
        ) : (
          <>
            <p className={styles.count}>{t('loyalty.history.count', { total: history.data.total, page: history.data.currentPage, pages: history.data.pages })}</p>
            <table className={styles.table}>
              <caption className="visually-hidden">{t('loyalty.history.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('loyalty.history.date')}</th>
                  <th scope="col">{t('loyalty.history.movement')}</th>
                  <th scope="col">{t('loyalty.history.points')}</th>
                </tr>
              </thead>
              <tbody>
                {history.data.items.map((item) => (
                  <Movement key={item.id} item={item} />
                ))}
              </tbody>
            </table>
            <Pagination page={history.data.currentPage} pages={history.data.pages} hrefFor={(n) => historyHref(n, pageSize)} label={t('loyalty.history.pages')} />
          </>
        ))}
      <p className={styles.back}>
        <Link href="/infos/loyalty">{t('loyalty.history.back')}</Link>
      </p>
    </AccountFrame>
  );
}
