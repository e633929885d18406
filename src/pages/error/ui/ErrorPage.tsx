import { PageHead } from '@/entities/website';
import { useT } from '@/shared/i18n';
import { isBot, useHttpStatus } from '@/shared/lib';
import { Button, Container, Link } from '@/shared/ui';
import styles from './ErrorPage.module.css';

export interface ErrorPageProps {
  status: number;
  /** Shown when the status is not 404, and never to crawlers. */
  message?: string;
}

export function ErrorPage({ status, message }: ErrorPageProps) {
  const t = useT();
  // The server answers with the page's status; prerenderers and crawlers read it in the head too.
  useHttpStatus(status);
  const notFound = status === 404;
  const title = t(notFound ? 'error.notFound.title' : 'error.unknown.title');
  return (
    <Container className={styles.page}>
      <PageHead title={title} noindex />
      <meta name="prerender-status-code" content={String(status)} />
      <p className={styles.code} aria-hidden="true">
        {notFound ? '404' : 'Oups'}
      </p>
      <h1>{title}</h1>
      <p className={styles.text}>{t(notFound ? 'error.notFound.text' : 'error.unknown.text')}</p>
      {!notFound && message && !isBot() && <pre className={styles.message}>{message}</pre>}
      <nav aria-label={t('error.links.label')}>
        <ul className={styles.links}>
          <li>
            <Button asChild>
              <Link href="/">{t('error.links.home')}</Link>
            </Button>
          </li>
          <li>
            <Button variant="secondary" onClick={() => window.history.back()}>
              {t('error.links.back')}
            </Button>
          </li>
          <li>
            <Button variant="secondary" asChild>
              <Link href="/infos">{t('error.links.infos')}</Link>
            </Button>
          </li>
          <li>
            <Button variant="secondary" asChild>
              <Link href="/contact">{t('error.links.contact')}</Link>
            </Button>
          </li>
        </ul>
      </nav>
    </Container>
  );
}
