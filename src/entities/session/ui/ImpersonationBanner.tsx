import { useViewer, type Client } from '../model/viewer';
import { useT } from '@/shared/i18n';
import { Container } from '@/shared/ui';
import { SignOutButton } from './SignOutButton';
import styles from './ImpersonationBanner.module.css';

function displayName(client: Client): string {
  return [client.firstname, client.lastname].filter(Boolean).join(' ') || client.email;
}

/** While an administrator acts as a client, every page says so at its top, with a way out. */
export function ImpersonationBanner() {
  const t = useT();
  const { client } = useViewer();
  if (!client?.impersonated_by) return null;
  return (
    <aside className={styles.banner} aria-label={t('session.impersonation.label')}>
      <Container className={styles.inner}>
        <p className={styles.notice}>{t('session.impersonation.notice', { client: displayName(client), admin: client.impersonated_by })}</p>
        <SignOutButton className={styles.signOut}>{t('session.impersonation.signOut')}</SignOutButton>
      </Container>
    </aside>
  );
}
