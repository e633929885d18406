import { formatDeliveryDate, usePreview } from '@/entities/preview';
import { previewFailure } from '@/features/trunk-preview';
import { AccountFrame } from '@/widgets/account-frame';
import { useIntl, usePageTitle, useT } from '@/shared/i18n';
import type { PageProps } from '@/shared/lib';
import { FormMessage, Link } from '@/shared/ui';
import styles from './PreviewConfirmationPage.module.css';

/** `/infos/preview/{profileId}/{requestId}/confirmation`: the preview is validated; what happens next. */
export default function PreviewConfirmationPage({ params }: PageProps) {
  const t = useT();
  const intl = useIntl();
  const profileId = Number(params.profileId);
  const requestId = Number(params.requestId);
  const preview = usePreview({ profileId, requestId });
  usePageTitle(t('preview.confirmation.title'));
  return (
    <AccountFrame title={t('preview.confirmation.title')} width="narrow" card>
      {preview.status === 'loading' && <p role="status">{t('preview.loading')}</p>}
      {preview.status === 'failed' && <FormMessage tone="failure">{t(`preview.failure.${previewFailure(preview.error)}`)}</FormMessage>}
      {preview.status === 'ready' && (
        <>
          <p className={styles.lead}>{t('preview.confirmation.text', { kind: preview.data.profile_type })}</p>
          {preview.data.delivery_date && <p>{t('preview.confirmation.delivery', { date: formatDeliveryDate(intl, preview.data.delivery_date) })}</p>}
          <h2 className={styles.nextTitle}>{t('preview.confirmation.nextTitle')}</h2>
          <ol className={styles.next}>
            <li>{t('preview.confirmation.next1')}</li>
            <li>{t('preview.confirmation.next2')}</li>
            <li>{t('preview.confirmation.next3')}</li>
          </ol>
        </>
      )}
      <ul className={styles.links}>
        <li>
          <Link href={`/infos/preview/${profileId}/${requestId}`}>{t('preview.confirmation.see')}</Link>
        </li>
        <li>
          <Link href="/infos/preview">{t('preview.backToList')}</Link>
        </li>
      </ul>
    </AccountFrame>
  );
}
