import { conceptQuery, PageHead } from '@/entities/website';
import { useFeature, useIntl, useT } from '@/shared/i18n';
import { useResource } from '@/shared/lib';
import { Button, Container, FormMessage, Link } from '@/shared/ui';
import { ConceptIllustration } from './ConceptIllustration';
import styles from './ConceptPage.module.css';

/** A section's text as paragraphs: they are separated by a blank line. */
export function paragraphs(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** /concept: how the service works, section by section, as the editors wrote it. */
export default function ConceptPage() {
  const t = useT();
  const locale = useIntl().appLocale;
  const woman = useFeature('woman');
  const concept = useResource(conceptQuery(locale));
  return (
    <>
      <PageHead />
      <div className={styles.hero}>
        <Container className={styles.header}>
          <h1>{t('concept.title')}</h1>
          <p className={styles.lead}>{t('concept.lead')}</p>
        </Container>
      </div>
      <Container className={styles.page}>
        {concept.status === 'loading' && <p role="status">{t('concept.loading')}</p>}
        {concept.status === 'failed' && (
          <div className={styles.failed}>
            <FormMessage tone="failure">{t('concept.loadFailed')}</FormMessage>
            <Button variant="secondary" onClick={concept.retry}>
              {t('concept.retry')}
            </Button>
          </div>
        )}
        {concept.status === 'ready' && (
          <ol className={styles.sections}>
            {concept.data.sections.map((section, index) => (
              <li key={section.id} className={styles.section}>
                <section aria-labelledby={`concept-${section.id}`} className={section.illustration ? styles.drawn : undefined}>
                  {section.illustration ? <ConceptIllustration name={section.illustration} className={styles.illustration} /> : null}
                  <div className={styles.text}>
                    <p className={styles.number} aria-hidden="true">
                      {String(index + 1).padStart(2, '0')}
                    </p>
                    <h2 id={`concept-${section.id}`}>{section.title}</h2>
                    {paragraphs(section.body).map((paragraph, i) => (
                      <p key={i}>{paragraph}</p>
                    ))}
                  </div>
                </section>
              </li>
            ))}
          </ol>
        )}
        <section className={styles.cta} aria-labelledby="concept-cta">
          <h2 id="concept-cta">{t('concept.cta.title')}</h2>
          <div className={styles.actions}>
            <Button asChild>
              <Link href="/quiz/kid">{t('concept.cta.kid')}</Link>
            </Button>
            {woman && (
              <Button asChild variant="secondary">
                <Link href="/woman">{t('concept.cta.woman')}</Link>
              </Button>
            )}
            <Button asChild variant="link">
              <Link href="/looks">{t('concept.cta.looks')}</Link>
            </Button>
          </div>
        </section>
      </Container>
    </>
  );
}
