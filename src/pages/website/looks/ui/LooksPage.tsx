import { useSearch } from 'wouter';
import { LazyImage, productSlug } from '@/entities/product';
import { looksQuery, PageHead, type LookAudience, type WebsiteLook, type WebsiteLookProduct } from '@/entities/website';
import { formatPrice, useFeature, useIntl, useT } from '@/shared/i18n';
import { useResource } from '@/shared/lib';
import { Button, Container, FormMessage, Link } from '@/shared/ui';
import styles from './LooksPage.module.css';

const AUDIENCES: readonly LookAudience[] = ['GIRL', 'BOY', 'BABY', 'WOMAN'];

/** The audience a `?for=` asks for, or null for every look. */
export function audienceOf(search: string): LookAudience | null {
  const wanted = new URLSearchParams(search).get('for')?.toUpperCase();
  return AUDIENCES.find((audience) => audience === wanted) ?? null;
}

/** /looks: the stylists' looks, each with its pieces linking to the shop; `?for=girl` keeps to one audience. */
export default function LooksPage() {
  const t = useT();
  const locale = useIntl().appLocale;
  const woman = useFeature('woman');
  const looks = useResource(looksQuery(locale));
  const audience = audienceOf(useSearch());
  // Where the woman line is switched off, its looks are not offered.
  const offered = looks.status === 'ready' ? looks.data.filter((look) => woman || look.audience !== 'WOMAN') : [];
  const audiences = AUDIENCES.filter((a) => offered.some((look) => look.audience === a));
  const shown = audience ? offered.filter((look) => look.audience === audience) : offered;
  return (
    <>
      <PageHead />
      <Container className={styles.page}>
        <header className={styles.header}>
          <h1>{t('lookbook.title')}</h1>
          <p className={styles.lead}>{t('lookbook.lead')}</p>
        </header>

        {looks.status === 'loading' && <p role="status">{t('lookbook.loading')}</p>}
        {looks.status === 'failed' && (
          <div className={styles.failed}>
            <FormMessage tone="failure">{t('lookbook.loadFailed')}</FormMessage>
            <Button variant="secondary" onClick={looks.retry}>
              {t('lookbook.retry')}
            </Button>
          </div>
        )}
        {looks.status === 'ready' && (
          <>
            {audiences.length > 1 && (
              <nav aria-label={t('lookbook.filter.label')}>
                <ul className={styles.filters}>
                  <li>
                    <Link href="/looks" className={styles.filter} aria-current={audience === null ? 'page' : undefined}>
                      {t('lookbook.filter.all')}
                    </Link>
                  </li>
                  {audiences.map((a) => (
                    <li key={a}>
                      <Link href={`/looks?for=${a.toLowerCase()}`} className={styles.filter} aria-current={audience === a ? 'page' : undefined}>
                        {t(`lookbook.filter.${a}`)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
            {shown.length ? (
              <ul className={styles.looks}>
                {shown.map((look) => (
                  <li key={look.id}>
                    <LookCard look={look} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.empty}>{t('lookbook.empty')}</p>
            )}
          </>
        )}

        <section className={styles.cta} aria-labelledby="looks-cta">
          <h2 id="looks-cta">{t('lookbook.cta.title')}</h2>
          <p>{t('lookbook.cta.text')}</p>
          <div className={styles.actions}>
            <Button asChild>
              <Link href="/quiz/kid">{t('lookbook.cta.kid')}</Link>
            </Button>
            {woman && (
              <Button asChild variant="secondary">
                <Link href="/quiz/woman">{t('lookbook.cta.woman')}</Link>
              </Button>
            )}
          </div>
        </section>
      </Container>
    </>
  );
}

function LookCard({ look }: { look: WebsiteLook }) {
  const t = useT();
  const headingId = `look-${look.id}`;
  return (
    <article className={styles.look} aria-labelledby={headingId} data-audience={look.audience}>
      <div className={styles.lookText}>
        <p className={styles.audience}>{t(`lookbook.audience.${look.audience}`)}</p>
        <h2 id={headingId} className={styles.lookTitle}>
          {look.title}
        </h2>
        <figure className={styles.note}>
          <blockquote>
            <p>{look.note}</p>
          </blockquote>
          <figcaption>{t('lookbook.noteBy')}</figcaption>
        </figure>
      </div>
      <ul className={styles.pieces} aria-label={t('lookbook.pieces', { title: look.title })}>
        {look.products.map((product) => (
          <li key={product.id}>
            <Piece product={product} />
          </li>
        ))}
      </ul>
    </article>
  );
}

/** A piece of a look: its picture, brand, name (a link to its page in the shop while it is in stock) and price. */
function Piece({ product }: { product: WebsiteLookProduct }) {
  const t = useT();
  const intl = useIntl();
  const marked = product.original_price !== null && product.original_price > product.price;
  return (
    <div className={product.is_available ? `${styles.piece} ${styles.linked}` : styles.piece}>
      <div className={styles.picture}>{product.image ? <LazyImage src={product.image} alt="" width={240} height={300} /> : null}</div>
      <p className={styles.brand}>{product.brand}</p>
      <h3 className={styles.name}>
        {product.is_available ? (
          <Link href={`/shop/product/${productSlug(product)}`} className={styles.link}>
            {product.name}
          </Link>
        ) : (
          product.name
        )}
      </h3>
      <p className={styles.price}>
        <span className={marked ? styles.sale : undefined}>{formatPrice(intl, product.price)}</span>
        {marked ? <span className={styles.was}> {t('lookbook.wasPrice', { price: formatPrice(intl, product.original_price!) })}</span> : null}
        {product.is_available ? null : <span className={styles.soldOut}>{t('lookbook.unavailable')}</span>}
      </p>
    </div>
  );
}
