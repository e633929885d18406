import { useId, useState } from 'react';
import { useSearch } from 'wouter';
import { isCredit, transactionLabel, walletQuery, walletQueryKey, type Wallet, type WalletTransaction } from '@/entities/wallet';
import { AccountFrame } from '@/widgets/account-frame';
import { formatPrice, useIntl, usePageTitle, useT } from '@/shared/i18n';
import { forgetQuery, useResource } from '@/shared/lib';
import { Button, Card, FormMessage, Link, Pagination } from '@/shared/ui';
import styles from './WalletPage.module.css';

/** The page asked for in the address (`?page=`), 1 when it names none or nonsense. */
export function pageOf(search: string): number {
  const page = Number(new URLSearchParams(search).get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 100000 ? page : 1;
}

const pageHref = (page: number) => (page > 1 ? `/infos/wallet?page=${page}` : '/infos/wallet');

/** /infos/wallet: the wallet's balance, then its transactions, 30 to a page, newest first. */
export default function WalletPage() {
  const t = useT();
  usePageTitle(t('wallet.title'));
  const page = pageOf(useSearch());
  // The balance changes with each payment: every visit reads it again.
  useState(() => forgetQuery(walletQueryKey(page)));
  const wallet = useResource(walletQuery(page));
  return (
    <AccountFrame title={t('wallet.title')} intro={t('wallet.intro')}>
      {wallet.status === 'loading' && <p role="status">{t('wallet.loading')}</p>}
      {wallet.status === 'failed' && (
        <div className={styles.failed}>
          <FormMessage tone="failure">{t('wallet.loadFailed')}</FormMessage>
          <Button variant="secondary" onClick={wallet.retry}>
            {t('wallet.retry')}
          </Button>
        </div>
      )}
      {wallet.status === 'ready' && <WalletView wallet={wallet.data} page={page} />}
    </AccountFrame>
  );
}

function WalletView({ wallet, page }: { wallet: Wallet; page: number }) {
  const t = useT();
  const intl = useIntl();
  const balanceId = useId();
  const historyId = useId();
  const empty = wallet.total === 0;
  return (
    <div className={styles.page}>
      <Card className={styles.balance} aria-labelledby={balanceId}>
        <h2 id={balanceId} className={styles.balanceLabel}>
          {t('wallet.balance.label')}
        </h2>
        <p className={styles.amount}>{formatPrice(intl, wallet.amount)}</p>
        <Link href="/infos/add-giftcard" className={styles.action}>
          {t('wallet.addGiftcard')}
        </Link>
      </Card>

      {empty ? (
        <EmptyWallet />
      ) : (
        <section aria-labelledby={historyId} className={styles.history}>
          <h2 id={historyId} className={styles.sectionTitle}>
            {t('wallet.transactions.title')}
          </h2>
          {wallet.pages > 1 && <p className={styles.position}>{t('wallet.pages.position', { page, pages: wallet.pages })}</p>}
          <ul className={styles.transactions}>
            {wallet.transactions.map((transaction) => (
              <Transaction key={transaction.id} transaction={transaction} />
            ))}
          </ul>
          <Pagination page={page} pages={wallet.pages} hrefFor={pageHref} label={t('wallet.pages.label')} />
        </section>
      )}
    </div>
  );
}

/**
 * One movement: its date, its label with what it came from, and its amount signed. A credit and a
 * debit differ by their sign, their symbol and a word for screen readers, not by colour alone.
 */
function Transaction({ transaction }: { transaction: WalletTransaction }) {
  const t = useT();
  const intl = useIntl();
  const label = transactionLabel(transaction);
  const credit = isCredit(transaction);
  const amount = formatPrice(intl, Math.abs(transaction.amount));
  return (
    <li className={styles.transaction} data-kind={credit ? 'credit' : 'debit'}>
      <span className={styles.symbol} aria-hidden="true">
        {credit ? '+' : '−'}
      </span>
      <span className={styles.what}>
        <span className={styles.label}>{t(label.id, label.values)}</span>
        <time className={styles.date} dateTime={transaction.created_at}>
          {intl.formatDate(transaction.created_at, { dateStyle: 'long', timeZone: 'Europe/Paris' })}
        </time>
      </span>
      <span className={styles.money}>
        <span className="visually-hidden">{t(credit ? 'wallet.transactions.credit' : 'wallet.transactions.debit')} </span>
        <span aria-hidden="true">{credit ? '+' : '−'}</span>
        {amount}
      </span>
    </li>
  );
}

/** How money gets into the wallet: a gift card, a referral, a refund. */
function EmptyWallet() {
  const t = useT();
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.empty}>
      <h2 id={id} className={styles.sectionTitle}>
        {t('wallet.empty.title')}
      </h2>
      <p>{t('wallet.empty.text')}</p>
      <ul className={styles.ways}>
        <li>
          <p>{t('wallet.empty.giftcard')}</p>
          <Link href="/infos/add-giftcard">{t('wallet.addGiftcard')}</Link>
        </li>
        <li>
          <p>{t('wallet.empty.referral')}</p>
          <Link href="/infos/referral">{t('wallet.empty.referralLink')}</Link>
        </li>
        <li>
          <p>{t('wallet.empty.refund')}</p>
        </li>
      </ul>
    </section>
  );
}
