import { useLocation } from 'wouter';
import { RecycleLabelDownload } from '@/entities/recycle-label';
import { useViewer } from '@/entities/session';
import { RecycleLabelFlow } from '@/features/littlegeste/recycle-label';
import { useFeature, usePageTitle, useT } from '@/shared/i18n';
import { Container } from '@/shared/ui';
import styles from './CreateConfirmationPage.module.css';

/**
 * /littlegeste/create-label/confirmation [lc-auth, littlegeste]: creates the label of the draft
 * (once: a reload shows the same label), then shows it with its PDF.
 */
export default function CreateConfirmationPage() {
  const t = useT();
  const { status } = useViewer();
  const enabled = useFeature('recycle');
  const [, navigate] = useLocation();
  usePageTitle(t('littlegeste.create.confirmation.title'));
  return (
    <Container className={styles.page}>
      <h1>{t('littlegeste.create.confirmation.title')}</h1>
      <RecycleLabelFlow
        step="confirmation"
        enabled={enabled}
        signedIn={status === 'authenticated'}
        signInHref="/login"
        onNavigate={(to) => navigate(to, { replace: true })}
        downloadLabel={(label) => <RecycleLabelDownload label={label} />}
      />
    </Container>
  );
}
