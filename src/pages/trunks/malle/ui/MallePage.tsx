import { useSearch } from 'wouter';
import { displayFirstname, ProfileIdentity, ProfilesGate, useProfiles, type Profile } from '@/entities/profile';
import { useViewer } from '@/entities/session';
import { calendarDate, subscriptionState, TrunkRequestSummary, useProfileTrunks, useRequestLabel, TrunksLoadState } from '@/entities/trunk';
import { AccountFrame } from '@/widgets/account-frame';
import { useIntl, usePageTitle, useT } from '@/shared/i18n';
import type { PageProps } from '@/shared/lib';
import { Card, FormMessage, Link } from '@/shared/ui';
import styles from './MallePage.module.css';

/** The stages of a trunk still at home. */
const AT_HOME: readonly string[] = ['DELIVERED', 'RETURN_PENDING'];

function NextTrunk({ profile }: { profile: Profile }) {
  const t = useT();
  const label = useRequestLabel();
  const trunks = useProfileTrunks(profile.id);
  const moved = new URLSearchParams(useSearch()).get('delivery');
  if (trunks.status !== 'ready') return <TrunksLoadState trunks={trunks} />;
  const { next, subscriptions, requests } = trunks.data;
  const subscription = subscriptions.find((candidate) => candidate.is_active);
  // A trunk at home (to choose and pay, or with pieces to send back) comes before the next one.
  const atHome = requests.filter((request) => AT_HOME.includes(request.status_details.code));
  return (
    <>
      {moved && /^\d{4}-\d{2}-\d{2}$/.test(moved) && <FormMessage tone="success">{t('trunks.malle.moved', { date: calendarDate(moved) })}</FormMessage>}
      {atHome.map((request) => (
        <Card key={request.id} className={styles.part}>
          <h2 className={styles.heading}>{label(request)}</h2>
          <TrunkRequestSummary request={request} />
        </Card>
      ))}
      <Card className={styles.part}>
        {next ? (
          <>
            <h2 className={styles.heading}>{label(next)}</h2>
            <TrunkRequestSummary request={next} wishes />
          </>
        ) : (
          <p>{t('trunks.noNext')}</p>
        )}
      </Card>
      <Card className={styles.part}>
        <h2 className={styles.heading}>{t('trunks.malle.subscription')}</h2>
        {subscription ? (
          <dl className={styles.facts}>
            <div>
              <dt>{t('schedule.field.status')}</dt>
              <dd>{t('schedule.status', { status: subscriptionState(subscription), date: calendarDate(subscription.next_delivery_date) })}</dd>
            </div>
            <div>
              <dt>{t('schedule.field.frequency')}</dt>
              <dd>{t('schedule.frequency', { frequency: subscription.frequency })}</dd>
            </div>
            <div>
              <dt>{t('schedule.field.next')}</dt>
              <dd>{t('trunks.date', { date: calendarDate(subscription.next_delivery_date) })}</dd>
            </div>
          </dl>
        ) : (
          <p>{t('schedule.none')}</p>
        )}
        <div className={styles.links}>
          {subscription && <Link href={`/${profile.id}/malle/${subscription.id}/delivery`}>{t('trunks.action', { action: 'UPDATE_DELIVERY_DATE' })}</Link>}
          <Link href="/infos/subscriptions">{t('trunks.malle.allSubscriptions')}</Link>
        </div>
      </Card>
    </>
  );
}

/** /{kidId}/malle: the profile's next trunk (its stage, date, wishes and actions) and its subscription. */
export default function MallePage({ params }: PageProps) {
  const t = useT();
  const locale = useIntl().appLocale;
  const clientId = useViewer().client?.id ?? null;
  const list = useProfiles(clientId);
  const profile = list.status === 'ready' ? list.profiles.find(({ id }) => String(id) === params.kidId) : undefined;
  const title = profile ? t('trunks.next', { who: profile.profile_type === 'WOMAN' ? 'woman' : 'kid', firstname: displayFirstname(profile.firstname, locale) }) : t('trunks.allBoxes.title');
  usePageTitle(title);
  return (
    <AccountFrame title={title}>
      <ProfilesGate clientId={clientId}>
        {() =>
          profile ? (
            <div className={styles.page}>
              <ProfileIdentity profile={profile} size="lg" />
              <NextTrunk profile={profile} />
            </div>
          ) : (
            <p>{t('trunks.notFound')}</p>
          )
        }
      </ProfilesGate>
    </AccountFrame>
  );
}
