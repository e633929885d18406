import { SignOutButton, useViewer } from '@/entities/session';
import { AccountFrame } from '@/widgets/account-frame';
import { useFeature, useIntl, usePageTitle, useT, type Feature } from '@/shared/i18n';
import { Link, TileList } from '@/shared/ui';
import styles from './AccountPage.module.css';

/** The areas of the account, in the order a client looks for them; some exist only with their feature. */
const AREAS: readonly { key: string; href: string; feature?: Feature }[] = [
  { key: 'kids', href: '/infos/kids' },
  { key: 'edit', href: '/infos/edit' },
  { key: 'password', href: '/infos/edit/password' },
  { key: 'addresses', href: '/infos/edit/addresses' },
  { key: 'trunks', href: '/infos/all-boxes' },
  { key: 'subscriptions', href: '/infos/subscriptions' },
  { key: 'orders', href: '/infos/orders' },
  { key: 'returns', href: '/infos/returns' },
  { key: 'returnLabels', href: '/infos/return-labels' },
  { key: 'wallet', href: '/infos/wallet' },
  { key: 'referral', href: '/infos/referral' },
  { key: 'loyalty', href: '/infos/loyalty', feature: 'loyalty' },
  { key: 'littlegeste', href: '/infos/littlegeste', feature: 'recycle' },
  { key: 'help', href: '/infos/help' },
];

/** /infos: the account's home, with a greeting and a way to each area. */
export default function AccountPage() {
  const t = useT();
  const locale = useIntl().appLocale;
  const { client } = useViewer();
  const loyalty = useFeature('loyalty');
  const recycle = useFeature('recycle');
  usePageTitle(t('account.title'));
  const on: Partial<Record<Feature, boolean>> = { loyalty, recycle };
  const firstname = client?.firstname?.trim();
  const greeting = firstname ? t('account.greeting', { firstname: firstname.charAt(0).toLocaleUpperCase(locale) + firstname.slice(1) }) : t('account.greetingAnonymous');

  return (
    <AccountFrame title={greeting} intro={t('account.intro')} width="full" back={false}>
      <nav aria-label={t('account.areas')}>
        <TileList className={styles.tiles}>
          {AREAS.filter((area) => !area.feature || on[area.feature]).map((area) => (
            <li key={area.key}>
              <Link href={area.href} className={styles.tile}>
                <span className={styles.tileTitle}>{t(`account.tile.${area.key}`)}</span>{' '}
                <span className={styles.tileText}>{t(`account.tile.${area.key}.text`)}</span>
              </Link>
            </li>
          ))}
        </TileList>
      </nav>
      <SignOutButton className={styles.signOut}>{t('account.signOut')}</SignOutButton>
    </AccountFrame>
  );
}
