import { LIST_PAGE_NOT_FOUND, listPage, stylistsQuery, type Stylist } from '@/entities/website';
import { useIntl, useT } from '@/shared/i18n';
import type { PageProps } from '@/shared/lib';
import { ContentListPage } from '@/widgets/content-list';
import styles from './StylistsPage.module.css';

function StylistCard({ stylist }: { stylist: Stylist }) {
  const t = useT();
  return (
    <li className={styles.card}>
      <img className={styles.portrait} src={stylist.portrait.url} alt={stylist.portrait.alt} width={240} height={240} loading="lazy" decoding="async" />
      <div className={styles.head}>
        <h2 className={styles.name}>{stylist.name}</h2>
        <p className={styles.speciality}>{stylist.speciality}</p>
      </div>
      <div className={styles.body}>
        <p className={styles.bio}>{stylist.bio}</p>
        <p className={styles.loves}>
          <strong>{t('stylists.loves')}</strong> {stylist.loves}
        </p>
      </div>
    </li>
  );
}

/** /stylists and /stylists/{page}: the team as cards with their portraits, page by page. */
export default function StylistsPage({ params }: PageProps) {
  const t = useT();
  const locale = useIntl().appLocale;
  const page = listPage(params.page);
  if (page === null) throw LIST_PAGE_NOT_FOUND;
  return (
    <ContentListPage page={page} slug="stylists" query={stylistsQuery(locale, page)} title={t('stylists.title')} intro={t('stylists.intro')} empty={t('stylists.empty')} listClassName={styles.list}>
      {(stylist: Stylist) => <StylistCard key={stylist.id} stylist={stylist} />}
    </ContentListPage>
  );
}
