import { useLocation } from 'wouter';
import { usePreview } from '@/entities/preview';
import { PreviewCommentForm, previewFailure } from '@/features/trunk-preview';
import { AccountFrame } from '@/widgets/account-frame';
import { usePageTitle, useT } from '@/shared/i18n';
import type { PageProps } from '@/shared/lib';
import { FormMessage, Link } from '@/shared/ui';

/** `/infos/preview/{profileId}/{requestId}/comment`: a word for the stylist, then back to the preview. */
export default function PreviewCommentPage({ params }: PageProps) {
  const t = useT();
  const [, navigate] = useLocation();
  const profileId = Number(params.profileId);
  const requestId = Number(params.requestId);
  const previewPath = `/infos/preview/${profileId}/${requestId}`;
  const preview = usePreview({ profileId, requestId });
  usePageTitle(t('preview.commentPage.title'));
  return (
    <AccountFrame title={t('preview.commentPage.title')} intro={t('preview.commentPage.intro')} width="narrow" card>
      {preview.status === 'loading' && <p role="status">{t('preview.loading')}</p>}
      {preview.status === 'failed' && <FormMessage tone="failure">{t(`preview.failure.${previewFailure(preview.error)}`)}</FormMessage>}
      {preview.status === 'ready' &&
        (preview.data.is_open ? (
          <PreviewCommentForm profileId={profileId} requestId={requestId} comment={preview.data.comment} onSaved={() => navigate(previewPath)} />
        ) : (
          <FormMessage tone="failure">{t('preview.failure.PREVIEW_CLOSED')}</FormMessage>
        ))}
      <p>
        <Link href={previewPath}>{t('preview.commentPage.back')}</Link>
      </p>
    </AccountFrame>
  );
}
