import { useState } from 'react';
import { forgetReferral, referralQuery, withNewGodson, type Godson, type Referral } from '@/entities/referral';
import { AccountFrame } from '@/widgets/account-frame';
import { formatPrice, useIntl, usePageTitle, useT } from '@/shared/i18n';
import { useResource } from '@/shared/lib';
import { Button, FormMessage, Link } from '@/shared/ui';
import { InviteForm } from './InviteForm';
import { ShareLink } from './ShareLink';
import styles from './AccountReferralPage.module.css';

const STAGES = ['INVITED', 'SIGNED_UP', 'REWARDED'] as const;

function GodsonItem({ godson, amount }: { godson: Godson; amount: string }) {
  const t = useT();
  const intl = useIntl();
  const date = (instant: string | null) => (instant ? intl.formatDate(instant, { dateStyle: 'long', timeZone: 'Europe/Paris' }) : '');
  const stage = STAGES.indexOf(godson.status as (typeof STAGES)[number]);
  const story: Record<Godson['status'], string> = {
    INVITED: godson.invited_at ? t('referral.godson.INVITED', { date: date(godson.invited_at) }) : t('referral.godson.LINK'),
    SIGNED_UP: t('referral.godson.SIGNED_UP', { date: date(godson.signed_up_at) }),
    REWARDED: t('referral.godson.REWARDED', { date: date(godson.rewarded_at), amount }),
    REFUSED: t(`referral.godson.refused.${godson.refused_reason ?? 'OTHER'}`),
  };
  return (
    <li className={styles.godson} data-status={godson.status}>
      <h3 className={styles.godsonName}>{godson.firstname ?? godson.email}</h3>
      {godson.firstname && <p className={styles.godsonEmail}>{godson.email}</p>}
      {godson.status !== 'REFUSED' && (
        <ol className={styles.stages} aria-label={t('referral.godson.stages')}>
          {STAGES.map((name, index) => (
            <li key={name} className={index <= stage ? styles.reached : styles.ahead} aria-current={index === stage ? 'step' : undefined}>
              {t(`referral.stage.${name}`)}
            </li>
          ))}
        </ol>
      )}
      <p className={styles.story}>{story[godson.status]}</p>
    </li>
  );
}

function ReferralContent({ referral }: { referral: Referral }) {
  const t = useT();
  const intl = useIntl();
  const [godsons, setGodsons] = useState(referral.godsons);
  const amount = formatPrice(intl, referral.godfather_amount);
  return (
    <div className={styles.layout}>
      <section aria-labelledby="referral-share" className={styles.card}>
        <h2 id="referral-share">{t('referral.account.shareTitle')}</h2>
        <p className={styles.hint}>{t('referral.account.shareText', { amount })}</p>
        <ShareLink link={referral.link} amount={amount} />
      </section>
      <div className={styles.card}>
        <InviteForm onInvited={(godson) => setGodsons((list) => withNewGodson(list, godson))} />
      </div>
      <section aria-labelledby="referral-godsons" className={styles.godsonsSection}>
        <h2 id="referral-godsons">{t('referral.account.godsonsTitle')}</h2>
        <p className={styles.total}>{t('referral.account.rewards', { amount: formatPrice(intl, referral.rewards_total) })}</p>
        {godsons.length === 0 ? (
          <p>{t('referral.account.noGodson')}</p>
        ) : (
          <ul className={styles.godsons}>
            {godsons.map((godson) => (
              <GodsonItem key={godson.id} godson={godson} amount={amount} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** /infos/referral: the share link, the invitation by email, the godsons and what they earned. */
export default function AccountReferralPage() {
  const t = useT();
  usePageTitle(t('referral.account.title'));
  // Godsons move on elsewhere (sign-up, first payment): read them each time the page opens.
  useState(forgetReferral);
  const referral = useResource(referralQuery());
  return (
    <AccountFrame title={t('referral.account.title')} intro={t('referral.account.intro')}>
      {referral.status === 'loading' && <p role="status">{t('referral.loading')}</p>}
      {referral.status === 'failed' && (
        <div className={styles.failed}>
          <FormMessage tone="failure">{t('referral.account.failed')}</FormMessage>
          <Button variant="secondary" onClick={referral.retry}>
            {t('referral.retry')}
          </Button>
        </div>
      )}
      {referral.status === 'ready' && <ReferralContent referral={referral.data} />}
      <p className={styles.more}>
        <Link href="/referral">{t('referral.account.about')}</Link>
      </p>
    </AccountFrame>
  );
}
