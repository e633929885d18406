import { useSearch } from 'wouter';
import { PasswordReset } from '@/features/password-reset';
import { usePageTitle, useT } from '@/shared/i18n';
import { Card, Container } from '@/shared/ui';
import styles from './ResetPasswordPage.module.css';

/** /reset-password: ask for a link, or, opened from one (`client_id`, `token`), choose the new password. */
export default function ResetPasswordPage() {
  const t = useT();
  const query = new URLSearchParams(useSearch());
  const clientId = query.get('client_id');
  const token = query.get('token');
  const title = t(clientId && token ? 'reset.choose.title' : 'reset.title');
  usePageTitle(title);
  return (
    <Container className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <Card>
        <PasswordReset clientId={clientId} token={token} />
      </Card>
    </Container>
  );
}
