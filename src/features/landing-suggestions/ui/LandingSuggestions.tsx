import { ProductCard } from '@/entities/product';
import { useIntl, useT } from '@/shared/i18n';
import { query, useResource } from '@/shared/lib';
import { Button, Container, Link } from '@/shared/ui';
import { listLandingSuggestions } from '../api/landing';
import { landingQuery } from '../lib/landing-state';
import { useLandingState } from '../model/use-landing-state';
import styles from './LandingSuggestions.module.css';

/** Products shown to a visitor: one row on a wide screen, the rest comes with a profile. */
const SHOWN = 4;

/**
 * "Selected for you": the products suggested from the landing state of the visit. Without a
 * gender and both sizes, or when the call fails, nothing shows: the page reads as usual.
 */
export default function LandingSuggestions() {
  const t = useT();
  const locale = useIntl().appLocale;
  const wanted = landingQuery(useLandingState());
  const suggestions = useResource(
    query(`landing-suggestions:${locale}:${JSON.stringify(wanted)}`, () => (wanted ? listLandingSuggestions(wanted) : Promise.resolve(null))),
  );
  if (!wanted || suggestions.status === 'failed') return null;
  const products = suggestions.status === 'ready' ? (suggestions.data?.products ?? []) : [];
  if (suggestions.status === 'ready' && products.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="landing-suggestions" aria-busy={suggestions.status === 'loading'}>
      <Container className={styles.inner}>
        <h2 id="landing-suggestions">{t('landing.title')}</h2>
        <p className={styles.lead}>{t('landing.lead', { gender: wanted.gender })}</p>
        {suggestions.status === 'loading' ? (
          <p role="status">{t('landing.loading')}</p>
        ) : (
          <ul className={styles.products}>
            {products.slice(0, SHOWN).map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        )}
        <Button asChild variant="accent">
          <Link href={wanted.gender === 'WOMAN' ? '/quiz/woman' : '/quiz/kid'}>{t('landing.cta', { gender: wanted.gender })}</Link>
        </Button>
      </Container>
    </section>
  );
}
