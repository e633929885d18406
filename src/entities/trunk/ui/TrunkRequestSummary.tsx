import { useIntl, useT } from '@/shared/i18n';
import { Link } from '@/shared/ui';
import { calendarDate } from '../lib/dates';
import { requestLinks, requestTypeLabel } from '../model/rules';
import type { TrunkRequest } from '../model/types';
import styles from './TrunkRequestSummary.module.css';

/** The label of a request: the upcoming trunk, or a subscription's or a one-shot trunk, said to be in creation while it is. */
export function useRequestLabel() {
  const t = useT();
  return (request: TrunkRequest) => {
    const type = requestTypeLabel(request);
    if (type === 'upcoming') return t('trunks.type', { type });
    const key = type === 'one-shot' ? 'oneShot' : type;
    return t('trunks.type', { type: request.status_details.code === 'IN_CREATION' ? `${key}InCreation` : key });
  };
}

export interface TrunkRequestSummaryProps {
  request: TrunkRequest;
  /** Also tells how many wishes the request holds. */
  wishes?: boolean;
}

/** A trunk at a glance: its stage in words, its delivery date, its wishes, and a link for each of its actions. */
export function TrunkRequestSummary({ request, wishes = false }: TrunkRequestSummaryProps) {
  const t = useT();
  const intl = useIntl();
  const links = requestLinks(request);
  // At home, the deadline to choose (and send back) is what matters.
  const deadline = request.status_details.code === 'DELIVERED' && request.return_deadline ? intl.formatDate(request.return_deadline, { dateStyle: 'long', timeZone: 'Europe/Paris' }) : null;
  return (
    <div className={styles.summary}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('trunks.field.stage')}</dt>
          <dd>{t('trunks.stage', { stage: request.status_details.code })}</dd>
        </div>
        <div>
          <dt>{t('trunks.field.delivery')}</dt>
          <dd>{request.delivery_date ? t('trunks.date', { date: calendarDate(request.delivery_date) }) : t('trunks.delivery.none')}</dd>
        </div>
        {deadline && (
          <div>
            <dt>{t('trunks.field.returnDeadline')}</dt>
            <dd>{deadline}</dd>
          </div>
        )}
        {wishes && (
          <div>
            <dt>{t('trunks.field.wishes')}</dt>
            <dd>{t('trunks.wishes', { count: request.wishes.length })}</dd>
          </div>
        )}
      </dl>
      {links.length > 0 && (
        <ul className={styles.actions}>
          {links.map(({ action, href }) => (
            <li key={action}>
              <Link href={href} className={styles.action}>
                {t('trunks.action', { action })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
