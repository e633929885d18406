import type { Client } from '../model/viewer';
import { useT } from '@/shared/i18n';
import { Container } from '@/shared/ui';
import { SignOutButton } from './SignOutButton';
import styles from './ImpersonationBanner.module.css';

function displayName(client: Client): string {
  return [client.firstname, client.lastname].filter(Boolean).join(' ') || client.email;
}

/** The administrator's notice: whom they act as (`client`), and by whom (`admin`), with a way out. */
export default function ImpersonationNotice({ client, admin }: { client: Client; admin: string }) {
  const t = useT();
  return (
    <aside className={styles.banner} aria-label={t('session.impersonation.label')}>
      <Container className={styles.inner}>
        <p className={styles.notice}>{t('session.impersonation.notice', { client: displayName(client), admin })}</p>
        <SignOutButton className={styles.signOut}>{t('session.impersonation.signOut')}</SignOutButton>
      </Container>
    </aside>
  );
}
