import { useViewer } from '@/entities/session';
import { AccountEditForm } from '@/features/account-edit';
import { usePageTitle, useT } from '@/shared/i18n';
import { Container, Link } from '@/shared/ui';
import styles from './AccountEditPage.module.css';

/** /infos/edit: the client's information and newsletters. */
export default function AccountEditPage() {
  const t = useT();
  const { client } = useViewer();
  usePageTitle(t('account.edit.title'));
  return (
    <Container className={styles.page}>
      <Link href="/infos" className={styles.back}>
        {t('account.back')}
      </Link>
      <h1 className={styles.title}>{t('account.edit.title')}</h1>
      <div className={styles.card}>
        {client ? <AccountEditForm key={client.id} client={client} /> : <p role="status">{t('app.loading')}</p>}
      </div>
    </Container>
  );
}
