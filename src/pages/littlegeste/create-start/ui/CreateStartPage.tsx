import { useLocation } from 'wouter';
import { useViewer } from '@/entities/session';
import { RECYCLE_PATHS, RecycleLabelFlow } from '@/features/littlegeste/recycle-label';
import { useFeature, useIntl, usePageTitle, useT } from '@/shared/i18n';
import { localePath } from '@/shared/lib';
import { Container } from '@/shared/ui';
import styles from './CreateStartPage.module.css';

/**
 * /littlegeste/create-label: the start of a recycling label. The rules in short and "Continue";
 * a visitor is asked to sign in and comes back to the address step.
 */
export default function CreateStartPage() {
  const t = useT();
  const locale = useIntl().appLocale;
  const { status } = useViewer();
  const enabled = useFeature('recycle');
  const [, navigate] = useLocation();
  usePageTitle(t('littlegeste.create.start.title'));
  return (
    <Container className={styles.page}>
      <h1>{t('littlegeste.create.start.title')}</h1>
      <p className={styles.intro}>{t('littlegeste.create.start.intro')}</p>
      {status === 'loading' ? (
        <p role="status">{t('littlegeste.create.loading')}</p>
      ) : (
        <RecycleLabelFlow
          step="start"
          enabled={enabled}
          signedIn={status === 'authenticated'}
          signInHref={`/login?redirect=${encodeURIComponent(localePath(RECYCLE_PATHS.address, locale))}`}
          onNavigate={(to) => navigate(to, { replace: to.includes('/blocked/') })}
        />
      )}
    </Container>
  );
}
