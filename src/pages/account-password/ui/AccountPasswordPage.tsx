import { PasswordChangeForm } from '@/features/password-change';
import { usePageTitle, useT } from '@/shared/i18n';
import { Container, Link } from '@/shared/ui';
import styles from './AccountPasswordPage.module.css';

/** /infos/edit/password: a new password, knowing the current one. */
export default function AccountPasswordPage() {
  const t = useT();
  usePageTitle(t('account.password.title'));
  return (
    <Container className={styles.page}>
      <Link href="/infos" className={styles.back}>
        {t('account.back')}
      </Link>
      <h1 className={styles.title}>{t('account.password.title')}</h1>
      <div className={styles.card}>
        <PasswordChangeForm />
      </div>
    </Container>
  );
}
