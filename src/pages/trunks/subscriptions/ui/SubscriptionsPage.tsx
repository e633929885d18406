import { useSearch } from 'wouter';
import { displayFirstname, ProfileIdentity, ProfilesGate, subscriptionCall, useProfileStore, type Profile, type SubscriptionCall } from '@/entities/profile';
import { useViewer } from '@/entities/session';
import { anyBlocked, TrunkRequestSummary, useProfileTrunks, useRequestLabel, type ProfileTrunks } from '@/entities/trunk';
import { addProfilePath, quizScreenPath } from '@/features/quiz-routing';
import { SubscriptionSchedule } from '@/features/subscription-schedule';
import { AccountFrame } from '@/widgets/account-frame';
import { useIntl, usePageTitle, useT } from '@/shared/i18n';
import { Button, Card, FormMessage, Link } from '@/shared/ui';
import styles from './SubscriptionsPage.module.css';

/** How texts name a profile: a woman reads of her own trunk, a parent of the kid’s. */
type Who = { who: 'woman' | 'kid'; firstname: string };

function Trunks({ profile, who, trunks, reload }: { profile: Profile; who: Who; trunks: ProfileTrunks; reload: () => void }) {
  const t = useT();
  const label = useRequestLabel();
  const { next, requests, subscriptions, window } = trunks;
  const active = subscriptions.filter((subscription) => subscription.is_active);
  // Without an active subscription: reactivate one that ended, else subscribe, else the quiz first.
  const call = subscriptionCall(profile, subscriptions);
  return (
    <>
      <section aria-labelledby={`next-${profile.id}`} className={styles.part}>
        <h3 id={`next-${profile.id}`} className={styles.heading}>
          {t('trunks.next', who)}
        </h3>
        {next ? (
          <>
            <p className={styles.label}>{label(next)}</p>
            <TrunkRequestSummary request={next} />
          </>
        ) : (
          <p>{t('trunks.noNext')}</p>
        )}
      </section>
      {active.map((subscription) => (
        <SubscriptionSchedule
          key={subscription.id}
          input={{ kidId: profile.id, subscription, nextRequest: next?.subscription_id === subscription.id ? next : null, blocked: anyBlocked(requests), window }}
          onSaved={reload}
        />
      ))}
      {call && (
        <div className={styles.part}>
          <p>{call === 'reactivate' ? t('schedule.status', { status: 'ended' }) : t('schedule.none')}</p>
          {call === 'answerQuiz' && <p>{t('trunks.subscriptions.answerQuizFirst', who)}</p>}
          <Link href={callPath(profile, call)} className={styles.link}>
            {t(`trunks.subscriptions.${call}`, who)}
          </Link>
        </div>
      )}
    </>
  );
}

/**
 * Where each call leads: the reactivation of the subscription that ended; the quiz's
 * subscription step (code subscriber, seed 000 section 2) for a profile that never subscribed;
 * the profile's quiz while it holds no answer.
 */
function callPath(profile: Profile, call: SubscriptionCall): string {
  if (call === 'reactivate') return `/infos/subscriptions/${profile.id}/reactivate`;
  if (call === 'subscribe') return quizScreenPath('subscription', profile.profile_type === 'WOMAN' ? 'subscriber-woman' : 'subscriber', profile);
  return addProfilePath(profile.profile_type, profile.id);
}

function ProfileSubscriptions({ clientId, profile, reactivated }: { clientId: number; profile: Profile; reactivated: boolean }) {
  const t = useT();
  const locale = useIntl().appLocale;
  const store = useProfileStore();
  const trunks = useProfileTrunks(profile.id);
  // A change of the schedule changes the profile's standing too: its trunks and its profile load again.
  const changed = () => {
    trunks.reload();
    store.reload(clientId);
  };
  const who: Who = { who: profile.profile_type === 'WOMAN' ? 'woman' : 'kid', firstname: displayFirstname(profile.firstname, locale) };
  return (
    <li>
      <Card className={styles.card} style={{ borderTopColor: profile.color.background }}>
        <ProfileIdentity profile={profile} as="h2" />
        {reactivated && <FormMessage tone="success">{t('trunks.subscriptions.reactivated', who)}</FormMessage>}
        {trunks.status === 'loading' && <p role="status">{t('trunks.loading')}</p>}
        {trunks.status === 'failed' && (
          <>
            <FormMessage tone="failure">{t('trunks.loadFailed')}</FormMessage>
            <Button variant="secondary" onClick={trunks.reload}>
              {t('trunks.retry')}
            </Button>
          </>
        )}
        {trunks.status === 'ready' && <Trunks profile={profile} who={who} trunks={trunks.data} reload={changed} />}
      </Card>
    </li>
  );
}

/**
 * /infos/subscriptions: each profile with its next trunk and its subscription's schedule; an ended
 * one links to its reactivation, a profile that never subscribed to its subscription or its quiz.
 */
export default function SubscriptionsPage() {
  const t = useT();
  const clientId = useViewer().client?.id ?? null;
  const reactivated = new URLSearchParams(useSearch()).get('reactivated');
  usePageTitle(t('trunks.subscriptions.title'));
  return (
    <AccountFrame title={t('trunks.subscriptions.title')} intro={t('trunks.subscriptions.intro')}>
      <ProfilesGate clientId={clientId}>
        {(profiles, clientId) =>
          profiles.length ? (
            <ul className={styles.profiles}>
              {profiles.map((profile) => (
                <ProfileSubscriptions key={profile.id} clientId={clientId} profile={profile} reactivated={String(profile.id) === reactivated} />
              ))}
            </ul>
          ) : (
            <p>{t('trunks.subscriptions.none')}</p>
          )
        }
      </ProfilesGate>
    </AccountFrame>
  );
}
