
import { PageHead } from '@/entities/website';
import { useT } from '@/shared/i18n';
import type { PageProps } from '@/shared/lib';
import { Button, Container, Link } from '@/shared/ui';
import styles from './PlaceholderPage.module.css';

/** The one page shown by every screen still to build (see app/routes/pending.ts). */
export default function PlaceholderPage({ pendingArea }: PageProps) {
  const t = useT();
  return (
    <Container className={styles.page} data-pending-area={pendingArea}>
      <PageHead noindex />
      <p className={styles.badge}>{t('placeholder.badge')}</p>
      <h1>{t('placeholder.title')}</h1>
      <p className={styles.text}>{t('placeholder.text')}</p>
      <Button asChild variant="accent">
        <Link href="/">{t('placeholder.home')}</Link>
      </Button>
    </Container>
  );
}
