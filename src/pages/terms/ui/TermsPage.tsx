import { PageHead } from '@/entities/website';
import { useT } from '@/shared/i18n';
import type { PageProps } from '@/shared/lib';
import { Container } from '@/shared/ui';
import styles from './TermsPage.module.css';

/** The articles of the shop terms (`terms_and_conditions_shop`), each with the anchor that links to it. */
const ARTICLES = ['prices', 'order', 'payment', 'delivery', 'withdrawal', 'guarantees', 'service', 'personal-data', 'law'] as const;

/** A text of the terms: paragraphs split by a blank line, lines kept. */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split('\n\n').map((paragraph, index) => (
        <p key={index} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
    </>
  );
}

/**
 * /terms-and-conditions: the shop terms (seed 001 section 3, `terms_and_conditions_shop`) that the
 * checkout asks the payer to accept, with the right of withdrawal and its model form. The other
 * legal texts of the seed join this page with the website's content.
 */
export default function TermsPage(_props: PageProps) {
  const t = useT();
  const title = t('terms.shop.title');
  const sections = [
    ...ARTICLES.map((id, index) => ({ id, heading: t('terms.shop.article', { number: index + 1, title: t(`terms.shop.s${index + 1}.title`) }), text: t(`terms.shop.s${index + 1}.text`) })),
    { id: 'withdrawal-form', heading: t('terms.shop.form.title'), text: t('terms.shop.form.text') },
  ];
  return (
    <Container className={styles.page}>
      <PageHead title={title} />
      <article id="shop" className={styles.terms} aria-labelledby="shop-terms-title">
        <header className={styles.header}>
          <h1 id="shop-terms-title">{title}</h1>
          <p className={styles.updated}>{t('terms.shop.updated')}</p>
          <p className={styles.intro}>{t('terms.shop.intro')}</p>
        </header>
        <nav aria-labelledby="shop-terms-contents" className={styles.contents}>
          <h2 id="shop-terms-contents" className={styles.contentsTitle}>
            {t('terms.shop.contents')}
          </h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className={section.id === 'withdrawal-form' ? styles.form : styles.section}>
            <h2 id={`${section.id}-title`} className={styles.heading}>
              {section.heading}
            </h2>
            <Paragraphs text={section.text} />
          </section>
        ))}
      </article>
    </Container>
  );
}
