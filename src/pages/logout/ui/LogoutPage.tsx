import { usePageTitle, useT } from '@/shared/i18n';
import { Button, Container, Link } from '@/shared/ui';
import styles from './LogoutPage.module.css';

/** /logout: the signed-out state (arriving signed in, the session signs out first). */
export default function LogoutPage() {
  const t = useT();
  usePageTitle(t('logout.title'));
  return (
    <Container className={styles.page}>
      <h1>{t('logout.title')}</h1>
      <p className={styles.text}>{t('logout.text')}</p>
      <ul className={styles.links}>
        <li>
          <Button asChild>
            <Link href="/login">{t('logout.signIn')}</Link>
          </Button>
        </li>
        <li>
          <Button asChild variant="secondary">
            <Link href="/">{t('logout.home')}</Link>
          </Button>
        </li>
      </ul>
    </Container>
  );
}
