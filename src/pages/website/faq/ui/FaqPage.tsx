import { lazy, memo, Suspense } from 'react';
import { faqQuery, PageHead, type FaqSection } from '@/entities/website';
import { useIntl, useT } from '@/shared/i18n';
import { takenOverMark, useResource, useTakeoverPart, type PageProps } from '@/shared/lib';
import { Button, Container, FormMessage, Link } from '@/shared/ui';
import styles from './FaqPage.module.css';

// The questions' accordion (radix) comes in its own chunk, after the page's.
const Sections = lazy(() => import('./Sections'));

/**
 * The sections in their own boundary, which the page's re-renders do not reach: the server's
 * sections (every answer in them) stay as they are until their chunk arrives and takes them over,
 * a click meanwhile replayed then; the page is the browser's (`html[data-ready]`) only once they
 * are. Opened in the browser, the page says it loads until they are there.
 */
const LazySections = memo(function LazySections({ sections }: { sections: FaqSection[] }) {
  const part = useTakeoverPart();
  return (
    <Suspense fallback={<SectionsLoading />}>
      <Sections sections={sections} />
      {takenOverMark(part)}
    </Suspense>
  );
});

function SectionsLoading() {
  const t = useT();
  return <p role="status">{t('faq.loading')}</p>;
}

/** /faq: the questions asked most often, by section; `/faq#<anchor>` opens a question and scrolls to it. */
export default function FaqPage(_props: PageProps) {
  const t = useT();
  const faq = useResource(faqQuery(useIntl().appLocale));
  return (
    <Container className={styles.page}>
      <PageHead />
      <header className={styles.header}>
        <h1>{t('faq.title')}</h1>
        <p>{t('faq.intro')}</p>
      </header>
      {faq.status === 'loading' && <p role="status">{t('faq.loading')}</p>}
      {faq.status === 'failed' && (
        <div className={styles.failed}>
          <FormMessage tone="failure">{t('faq.loadFailed')}</FormMessage>
          <Button variant="secondary" onClick={faq.retry}>
            {t('faq.retry')}
          </Button>
        </div>
      )}
      {faq.status === 'ready' && (faq.data.length ? <LazySections sections={faq.data} /> : <p>{t('faq.empty')}</p>)}
      <aside aria-labelledby="faq-more" className={styles.more}>
        <h2 id="faq-more">{t('faq.more.title')}</h2>
        <p>{t('faq.more.text')}</p>
        <Button asChild>
          <Link href="/contact">{t('faq.more.contact')}</Link>
        </Button>
      </aside>
    </Container>
  );
}
