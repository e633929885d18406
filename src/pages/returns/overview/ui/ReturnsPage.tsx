import { daysLeft, getReturns, LabelDownload, LabelMode, ShopReturnSummary, useFreshResource, type OrderToReturn, type ReturnsOverview, type TrunkToReturn } from '@/entities/return';
import { AccountFrame } from '@/widgets/account-frame';
import { useIntl, usePageTitle, useT } from '@/shared/i18n';
import { Button, FormMessage, Link } from '@/shared/ui';
import styles from './ReturnsPage.module.css';

type Entry = { kind: 'trunk'; deadline: string | null; trunk: TrunkToReturn } | { kind: 'order'; deadline: string | null; order: OrderToReturn };

/** A deadline to sort by: none (the pieces chosen, a parcel to send) after every dated one. */
const sortKey = (deadline: string | null) => (deadline ? Date.parse(deadline) : Number.MAX_SAFE_INTEGER);

/** Trunks and orders in one list, the soonest deadline first. */
function entries(overview: ReturnsOverview): Entry[] {
  const all: Entry[] = [
    ...overview.trunks.map((trunk): Entry => ({ kind: 'trunk', deadline: trunk.return_deadline, trunk })),
    ...overview.orders.map((order): Entry => ({ kind: 'order', deadline: order.withdrawal_deadline, order })),
  ];
  return all.sort((a, b) => sortKey(a.deadline) - sortKey(b.deadline));
}

/** /infos/returns: what is to send back (trunks, shop orders), by deadline; labels to print; returns under way. */
export default function ReturnsPage() {
  const t = useT();
  usePageTitle(t('returns.title'));
  const overview = useFreshResource('returns:overview', getReturns);
  return (
    <AccountFrame title={t('returns.title')} intro={t('returns.intro')}>
      {overview.status === 'loading' && <p role="status">{t('returns.loading')}</p>}
      {overview.status === 'failed' && (
        <div className={styles.failed}>
          <FormMessage tone="failure">{t('returns.failed')}</FormMessage>
          <Button variant="secondary" onClick={overview.retry}>
            {t('returns.retry')}
          </Button>
        </div>
      )}
      {overview.status === 'ready' && <Overview overview={overview.data} />}
    </AccountFrame>
  );
}

function Overview({ overview }: { overview: ReturnsOverview }) {
  const t = useT();
  const list = entries(overview);
  return (
    <div className={styles.page}>
      {list.length === 0 ? (
        <p className={styles.empty}>{t('returns.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {list.map((entry) =>
            entry.kind === 'trunk' ? <TrunkEntry key={`trunk-${entry.trunk.request_id}`} trunk={entry.trunk} /> : <OrderEntry key={`order-${entry.order.order_id}`} order={entry.order} />,
          )}
        </ul>
      )}
      <section className={styles.rules} aria-labelledby="returns-rules">
        <h2 id="returns-rules" className={styles.rulesTitle}>
          {t('returns.rules.title')}
        </h2>
        <ul>
          <li>{t('returns.rules.trunk', { days: 7 })}</li>
          <li>{t('returns.rules.extension', { days: 3 })}</li>
          <li>{t('returns.rules.shop', { days: 14 })}</li>
          <li>{t('returns.rules.free')}</li>
        </ul>
      </section>
      <nav className={styles.links} aria-label={t('returns.more')}>
        <Link href="/infos/return-labels">{t('returns.labels.link')}</Link>
        <Link href="/infos/edit/return-mode">{t('returns.mode.link')}</Link>
        <Link href="/infos/orders">{t('returns.orders.link')}</Link>
      </nav>
    </div>
  );
}

function Deadline({ deadline, label }: { deadline: string; label: string }) {
  const t = useT();
  const intl = useIntl();
  const days = daysLeft(deadline);
  return (
    <p className={styles.deadline} data-urgent={days <= 2 || undefined}>
      {t(label, { date: intl.formatDate(deadline, { dateStyle: 'long', timeZone: 'Europe/Paris' }) })}{' '}
      <strong>{days < 0 ? t('returns.deadline.passed') : t('returns.deadline.left', { days })}</strong>
    </p>
  );
}

function TrunkEntry({ trunk }: { trunk: TrunkToReturn }) {
  const t = useT();
  const chosen = trunk.status === 'RETURN_PENDING';
  return (
    <li className={styles.entry}>
      <h2 className={styles.entryTitle}>{t('returns.trunk.title', { firstname: trunk.profile_firstname, id: trunk.request_id })}</h2>
      {chosen ? (
        <p className={styles.state}>{t('returns.trunk.toSend', { count: trunk.pieces_to_return ?? 0 })}</p>
      ) : (
        <>
          {trunk.return_deadline && <Deadline deadline={trunk.return_deadline} label="returns.trunk.deadline" />}
          <p className={styles.state}>{t('returns.trunk.toChoose')}</p>
        </>
      )}
      {trunk.label && (
        <p className={styles.state}>
          <LabelMode label={trunk.label} />
        </p>
      )}
      <div className={styles.actions}>
        {trunk.label && trunk.label.status === 'CREATED' && <LabelDownload label={trunk.label} reference={t('returns.trunk.title', { firstname: trunk.profile_firstname, id: trunk.request_id })} />}
        <Button asChild size="small" variant={trunk.label ? 'secondary' : 'primary'}>
          <Link href={`/infos/returns/${trunk.request_id}`}>{t(chosen ? (trunk.label ? 'returns.trunk.open' : 'returns.trunk.getLabel') : 'returns.trunk.choose')}</Link>
        </Button>
        {!chosen && !trunk.deadline_extended && (
          <Link href={`/infos/edit/return-deadline/${trunk.request_id}`} className={styles.secondaryAction}>
            {t('returns.trunk.extend')}
          </Link>
        )}
      </div>
    </li>
  );
}

function OrderEntry({ order }: { order: OrderToReturn }) {
  const t = useT();
  const open = daysLeft(order.withdrawal_deadline) >= 0 && order.returnable_quantity > 0;
  return (
    <li className={styles.entry}>
      <h2 className={styles.entryTitle}>{t('returns.orderEntry.title', { id: order.order_id })}</h2>
      {open ? (
        <>
          <Deadline deadline={order.withdrawal_deadline} label="returns.orderEntry.deadline" />
          <p className={styles.state}>{t('returns.orderEntry.returnable', { count: order.returnable_quantity })}</p>
          <div className={styles.actions}>
            <Button asChild size="small">
              <Link href={`/infos/returns/order/${order.order_id}`}>{t('returns.orderEntry.start')}</Link>
            </Button>
          </div>
        </>
      ) : (
        order.returnable_quantity > 0 && <p className={styles.state}>{t('returns.orderEntry.closed')}</p>
      )}
      {order.returns.length > 0 && (
        <ul className={styles.returns} aria-label={t('returns.orderEntry.returns', { id: order.order_id })}>
          {order.returns.map((shopReturn) => (
            <li key={shopReturn.id}>
              <ShopReturnSummary shopReturn={shopReturn} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
