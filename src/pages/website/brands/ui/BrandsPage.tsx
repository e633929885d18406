import { brandsQuery, listPage, PageHead, pickSeo, seoMetadataQuery, type Brand } from '@/entities/website';
import { useIntl, useT } from '@/shared/i18n';
import { useResource, type PageProps } from '@/shared/lib';
import { Button, Container, FormMessage, Link, Pagination } from '@/shared/ui';
import { NOT_FOUND } from '../api/loader';
import styles from './BrandsPage.module.css';

const isNotFound = (error: unknown) => (error as { status?: number }).status === 404;
const hrefFor = (page: number) => (page === 1 ? '/brands' : `/brands/${page}`);

/** The shop's products of a brand: its search on the brand's name. */
const shopHref = (brand: Brand) => `/shop/all-products?search=${encodeURIComponent(brand.name)}`;

function BrandCard({ brand }: { brand: Brand }) {
  const t = useT();
  const locale = useIntl().appLocale;
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(brand.country) ?? brand.country;
  const makes = new Intl.ListFormat(locale, { type: 'conjunction' }).format(brand.makes.map((m) => t(`brands.makes.${m}`)));
  return (
    <li className={styles.card}>
      <h2 className={styles.name}>{brand.name}</h2>
      <p className={styles.facts}>
        <span>{t('brands.country', { country })}</span>
        <span>{t('brands.makes', { makes })}</span>
      </p>
      <p className={styles.description}>{brand.description}</p>
      {brand.values.length > 0 && (
        <ul className={styles.values} aria-label={t('brands.values')}>
          {brand.values.map((value) => (
            <li key={value}>{t(`brands.value.${value}`)}</li>
          ))}
        </ul>
      )}
      {brand.in_shop ? (
        <Link href={shopHref(brand)} className={styles.shop}>
          {t('brands.shopLink', { brand: brand.name })}
        </Link>
      ) : (
        <p className={styles.trunksOnly}>{t('brands.trunksOnly')}</p>
      )}
    </li>
  );
}

/** /brands and /brands/{page}: the brands the stylists choose from, page by page, each linked to the shop when it sells them. */
export default function BrandsPage({ params }: PageProps) {
  const t = useT();
  const locale = useIntl().appLocale;
  const page = listPage(params.page);
  if (page === null) throw NOT_FOUND;
  const brands = useResource(brandsQuery(locale, page));
  const seo = useResource(seoMetadataQuery(locale));
  if (brands.status === 'failed' && isNotFound(brands.error)) throw NOT_FOUND;
  const metadata = seo.status === 'ready' ? pickSeo(seo.data, 'brands') : null;
  const title = t('brands.title');
  return (
    <Container className={styles.page}>
      <PageHead
        canonicalPath={hrefFor(page)}
        {...(page > 1 ? { title: t('people.pageTitle', { title: metadata?.title ?? title, page }), description: metadata?.description } : {})}
      />
      <header className={styles.header}>
        <h1>{title}</h1>
        <p className={styles.intro}>{t('brands.intro')}</p>
        {brands.status === 'ready' && brands.data.pagination.pages > 1 && (
          <p className={styles.pageOf}>{t('people.pageOf', { page, pages: brands.data.pagination.pages })}</p>
        )}
      </header>
      {brands.status === 'loading' && <p role="status">{t('app.loading')}</p>}
      {brands.status === 'failed' && (
        <div className={styles.failed}>
          <FormMessage tone="failure">{t('people.loadFailed')}</FormMessage>
          <Button variant="secondary" onClick={brands.retry}>
            {t('people.retry')}
          </Button>
        </div>
      )}
      {brands.status === 'ready' &&
        (brands.data.value.length ? (
          <ul className={styles.list}>
            {brands.data.value.map((brand) => (
              <BrandCard key={brand.id} brand={brand} />
            ))}
          </ul>
        ) : (
          <p>{t('brands.empty')}</p>
        ))}
      {brands.status === 'ready' && <Pagination page={page} pages={brands.data.pagination.pages} hrefFor={hrefFor} />}
    </Container>
  );
}
