import { brandsQuery, LIST_PAGE_NOT_FOUND, listPage, type Brand } from '@/entities/website';
import { useIntl, useT } from '@/shared/i18n';
import type { PageProps } from '@/shared/lib';
import { Link } from '@/shared/ui';
import { ContentListPage } from '@/widgets/content-list';
import styles from './BrandsPage.module.css';


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
  if (page === null) throw LIST_PAGE_NOT_FOUND;
  return (
    <ContentListPage page={page} slug="brands" query={brandsQuery(locale, page)} title={t('brands.title')} intro={t('brands.intro')} empty={t('brands.empty')} listClassName={styles.list}>
      {(brand: Brand) => <BrandCard key={brand.id} brand={brand} />}
    </ContentListPage>
  );
}
