import { displayFirstname, useProfiles } from '@/entities/profile';
import { useViewer } from '@/entities/session';
import { useClientTrunks } from '@/entities/trunk';
import { useIntl, usePageTitle, useT } from '@/shared/i18n';
import type { PageProps } from '@/shared/lib';
import { Button, Container, FormMessage, Link } from '@/shared/ui';
import styles from './SatisfiedPage.module.css';

/** Only the requests: the upcoming trunks of subscriptions are never shipped ones. */
const NO_UPCOMING: readonly number[] = [];

/** The stages of a trunk that left for the client: on its way or at home, kept, paid, being returned or returned. */
const ARRIVED: readonly string[] = ['DELIVERED', 'KEPT_PAID', 'RETURN_PENDING', 'RETURNED'];

/**
 * /{orderId}/satisfied: after a trunk arrived (the order is a trunk request of the client that
 * left for them: shipped, delivered, paid, being returned or returned; any other id is not found): thanks, a word on how it went, referral, the next trunks.
 */
export default function SatisfiedPage({ params }: PageProps) {
  const t = useT();
  const locale = useIntl().appLocale;
  const clientId = useViewer().client?.id ?? null;
  const profiles = useProfiles(clientId);
  const requests = useClientTrunks(NO_UPCOMING);
  usePageTitle(t('satisfied.title'));
  if (requests.status === 'loading') {
    return (
      <Container className={styles.page}>
        <p role="status">{t('satisfied.loading')}</p>
      </Container>
    );
  }
  if (requests.status === 'failed') {
    return (
      <Container className={styles.page}>
        <FormMessage tone="failure">{t('satisfied.loadFailed')}</FormMessage>
        <Button variant="secondary" onClick={requests.reload}>
          {t('suggestions.retry')}
        </Button>
      </Container>
    );
  }
  const order = requests.data.find((request) => String(request.id) === params.orderId && ARRIVED.includes(request.status_details.code));
  if (!order) throw { type: 'NOT_FOUND', title: 'No such trunk', status: 404 };
  const profile = profiles.status === 'ready' ? profiles.profiles.find((candidate) => candidate.id === order.profile_id) : undefined;
  return (
    <Container className={styles.page}>
      <h1>{t('satisfied.title')}</h1>
      <p className={styles.lead}>
        {t('satisfied.lead', { type: profile?.profile_type ?? 'unknown', name: profile ? displayFirstname(profile.firstname, locale) : '' })}
      </p>
      <ul className={styles.cards}>
        <li className={styles.card}>
          <h2>{t('satisfied.rating.title')}</h2>
          <p>{t('satisfied.rating.text')}</p>
          <Button asChild>
            <Link href={`/infos/rating/${order.id}`}>{t('satisfied.rating.link')}</Link>
          </Button>
        </li>
        <li className={styles.card}>
          <h2>{t('satisfied.referral.title')}</h2>
          <p>{t('satisfied.referral.text')}</p>
          <Button asChild variant="accent">
            <Link href="/referral">{t('satisfied.referral.link')}</Link>
          </Button>
        </li>
        <li className={styles.card}>
          <h2>{t('satisfied.next.title')}</h2>
          <p>{t('satisfied.next.text')}</p>
          <Button asChild variant="secondary">
            <Link href="/infos/all-boxes">{t('satisfied.next.link')}</Link>
          </Button>
        </li>
      </ul>
    </Container>
  );
}
