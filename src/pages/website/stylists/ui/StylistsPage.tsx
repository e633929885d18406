import { listPage, PageHead, pickSeo, seoMetadataQuery, stylistsQuery, type Stylist } from '@/entities/website';
import { useIntl, useT } from '@/shared/i18n';
import { useResource, type PageProps } from '@/shared/lib';
import { Button, Container, FormMessage, Pagination } from '@/shared/ui';
import { NOT_FOUND } from '../api/loader';
import styles from './StylistsPage.module.css';

const isNotFound = (error: unknown) => (error as { status?: number }).status === 404;
const hrefFor = (page: number) => (page === 1 ? '/stylists' : `/stylists/${page}`);

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
  if (page === null) throw NOT_FOUND;
  const stylists = useResource(stylistsQuery(locale, page));
  const seo = useResource(seoMetadataQuery(locale));
  if (stylists.status === 'failed' && isNotFound(stylists.error)) throw NOT_FOUND;
  const metadata = seo.status === 'ready' ? pickSeo(seo.data, 'stylists') : null;
  const title = t('stylists.title');
  return (
    <Container className={styles.page}>
      <PageHead
        canonicalPath={hrefFor(page)}
        {...(page > 1 ? { title: t('people.pageTitle', { title: metadata?.title ?? title, page }), description: metadata?.description } : {})}
      />
      <header className={styles.header}>
        <h1>{title}</h1>
        <p className={styles.intro}>{t('stylists.intro')}</p>
        {stylists.status === 'ready' && stylists.data.pagination.pages > 1 && (
          <p className={styles.pageOf}>{t('people.pageOf', { page, pages: stylists.data.pagination.pages })}</p>
        )}
      </header>
      {stylists.status === 'loading' && <p role="status">{t('app.loading')}</p>}
      {stylists.status === 'failed' && (
        <div className={styles.failed}>
          <FormMessage tone="failure">{t('people.loadFailed')}</FormMessage>
          <Button variant="secondary" onClick={stylists.retry}>
            {t('people.retry')}
          </Button>
        </div>
      )}
      {stylists.status === 'ready' &&
        (stylists.data.value.length ? (
          <ul className={styles.list}>
            {stylists.data.value.map((stylist) => (
              <StylistCard key={stylist.id} stylist={stylist} />
            ))}
          </ul>
        ) : (
          <p>{t('stylists.empty')}</p>
        ))}
      {stylists.status === 'ready' && <Pagination page={page} pages={stylists.data.pagination.pages} hrefFor={hrefFor} />}
    </Container>
  );
}
