import { useEffect, useState } from 'react';
import { formatDeliveryDate } from '@/entities/preview';
import { displayFirstname, ProfilesGate } from '@/entities/profile';
import { useViewer } from '@/entities/session';
import { AccountFrame } from '@/widgets/account-frame';
import { useIntl, usePageTitle, useT } from '@/shared/i18n';
import type { Resource } from '@/shared/lib';
import { Button, FormMessage, Link } from '@/shared/ui';
import { listPreviewRequests, type TrunkRequest } from '../api/requests';
import styles from './PreviewListPage.module.css';

/** PREVIEW_LEAD_DAYS and PREVIEW_REVIEW_HOURS of the trunk's life, as the explanation gives them. */
const LEAD_DAYS = 7;
const REVIEW_HOURS = 48;

/** The requests, loaded on each visit (previews come and go); `reload` after a failure. */
function usePreviewRequests() {
  const [attempt, setAttempt] = useState(0);
  const [requests, setRequests] = useState<Resource<TrunkRequest[]>>({ status: 'loading' });
  useEffect(() => {
    let alive = true;
    setRequests({ status: 'loading' });
    listPreviewRequests().then(
      (data) => alive && setRequests({ status: 'ready', data }),
      (error: unknown) => alive && setRequests({ status: 'failed', error }),
    );
    return () => {
      alive = false;
    };
  }, [attempt]);
  return { requests, reload: () => setAttempt((count) => count + 1) };
}

/** `/infos/preview`: the previews awaiting the client, and those validated lately. */
export default function PreviewListPage() {
  const t = useT();
  const intl = useIntl();
  const clientId = useViewer().client?.id ?? null;
  const { requests, reload } = usePreviewRequests();
  usePageTitle(t('preview.list.title'));

  return (
    <AccountFrame title={t('preview.list.title')}>
      {requests.status === 'loading' && <p role="status">{t('preview.list.loading')}</p>}
      {requests.status === 'failed' && (
        <>
          <FormMessage tone="failure">{t('preview.list.failed')}</FormMessage>
          <Button variant="secondary" onClick={reload}>
            {t('preview.retry')}
          </Button>
        </>
      )}
      {requests.status === 'ready' && requests.data.length === 0 && (
        <div className={styles.empty}>
          <p>{t('preview.list.none', { days: LEAD_DAYS, hours: REVIEW_HOURS })}</p>
        </div>
      )}
      {requests.status === 'ready' && requests.data.length > 0 && (
        <ProfilesGate clientId={clientId}>
          {(profiles) => (
            <ul className={styles.list}>
              {requests.data.map((request) => {
                const profile = profiles.find((candidate) => candidate.id === request.profile_id);
                if (!profile) return null;
                const firstname = displayFirstname(profile.firstname, intl.appLocale);
                const open = request.status_details.actions.includes('GO_TO_PREVIEW');
                const path = `/infos/preview/${profile.id}/${request.id}`;
                return (
                  <li key={request.id} className={styles.item}>
                    <h2 className={styles.title}>{t('preview.list.trunk', { kind: profile.profile_type, firstname })}</h2>
                    <p className={styles.state}>
                      {t('preview.list.state', { status: open ? 'open' : request.status_details.code })}
                      {request.delivery_date && <> · {t('preview.list.delivery', { date: formatDeliveryDate(intl, request.delivery_date) })}</>}
                    </p>
                    <p className={styles.links}>
                      <Link href={path}>{t('preview.list.open', { open: String(open), kind: profile.profile_type, firstname })}</Link>
                      {open && <Link href={`${path}/comment`}>{t('preview.list.comment')}</Link>}
                    </p>
                  </li>
                );
              })}
            </ul>
          )}
        </ProfilesGate>
      )}
    </AccountFrame>
  );
}
