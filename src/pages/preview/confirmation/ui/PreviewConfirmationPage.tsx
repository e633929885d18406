import { Redirect } from 'wouter';
import { formatDeliveryDate, usePreview, type Preview } from '@/entities/preview';
import { TrunkRequestSummary, useProfileTrunks } from '@/entities/trunk';
import { previewFailure, type PreviewFailure } from '@/features/trunk-preview';
import { AccountFrame } from '@/widgets/account-frame';
import { useIntl, usePageTitle, useT } from '@/shared/i18n';
import type { PageProps } from '@/shared/lib';
import { FormMessage, Link } from '@/shared/ui';
import styles from './PreviewConfirmationPage.module.css';

/**
 * What the confirmation can truthfully say of the preview as it stands: still open (nothing to
 * confirm: the preview page is where it is validated), validated (by the client, from the mail,
 * or as it stood at the deadline), already shipped, not composed yet, or not loaded.
 */
type Standing =
  | { kind: 'loading' }
  | { kind: 'open' }
  | { kind: 'validated'; preview: Preview; byDeadline: boolean }
  | { kind: 'shipped'; preview: Preview }
  | { kind: 'notComposed' }
  | { kind: 'failed'; failure: PreviewFailure };

/** The trunk has left: on its way, at home, or back. */
const GONE: readonly string[] = ['SHIPPED', 'DELIVERED', 'KEPT_PAID', 'RETURN_PENDING', 'RETURNED'];

function standingOf(preview: ReturnType<typeof usePreview>): Standing {
  if (preview.status === 'loading') return { kind: 'loading' };
  if (preview.status === 'failed') {
    const failure = previewFailure(preview.error);
    return failure === 'NO_PREVIEW' ? { kind: 'notComposed' } : { kind: 'failed', failure };
  }
  const { data } = preview;
  if (GONE.includes(data.status)) return { kind: 'shipped', preview: data };
  if (data.is_open) return { kind: 'open' };
  // Past its deadline a preview is validated as it stands, even before the trunk clock says so.
  return { kind: 'validated', preview: data, byDeadline: data.validated_by === 'deadline' || data.status === 'PREVIEW_READY' };
}

/** Where the trunk stands now: its stage, its delivery, and a link for each thing it allows. */
function TrunkNow({ profileId, requestId }: { profileId: number; requestId: number }) {
  const trunks = useProfileTrunks(profileId);
  const request = trunks.status === 'ready' ? trunks.data.requests.find(({ id }) => id === requestId) : undefined;
  return request ? <TrunkRequestSummary request={request} /> : null;
}

/**
 * `/infos/preview/{profileId}/{requestId}/confirmation`: after the preview is validated, what
 * happens next. It confirms only what is true: a preview still open goes back to its page, a
 * trunk already shipped says so, and a preview not composed yet confirms nothing and shows where
 * the trunk stands.
 */
export default function PreviewConfirmationPage({ params }: PageProps) {
  const t = useT();
  const intl = useIntl();
  const profileId = Number(params.profileId);
  const requestId = Number(params.requestId);
  const standing = standingOf(usePreview({ profileId, requestId }));
  const title =
    standing.kind === 'shipped'
      ? t('preview.confirmation.shippedTitle')
      : standing.kind === 'notComposed'
        ? t('preview.confirmation.notComposedTitle')
        : standing.kind === 'failed'
          ? t('preview.list.title')
          : t('preview.confirmation.title');
  usePageTitle(title);
  if (standing.kind === 'open') return <Redirect to={`/infos/preview/${profileId}/${requestId}`} replace />;
  const composed = standing.kind === 'validated' || standing.kind === 'shipped';
  return (
    <AccountFrame title={title} width="narrow" card>
      {standing.kind === 'loading' && <p role="status">{t('preview.loading')}</p>}
      {standing.kind === 'failed' && <FormMessage tone="failure">{t(`preview.failure.${standing.failure}`)}</FormMessage>}
      {standing.kind === 'notComposed' && (
        <>
          <p className={styles.lead}>{t('preview.failure.NO_PREVIEW')}</p>
          <p>{t('preview.confirmation.notComposedNext')}</p>
          <TrunkNow profileId={profileId} requestId={requestId} />
        </>
      )}
      {standing.kind === 'shipped' && (
        <>
          <p className={styles.lead}>{t('preview.confirmation.shipped', { kind: standing.preview.profile_type })}</p>
          <TrunkNow profileId={profileId} requestId={requestId} />
        </>
      )}
      {standing.kind === 'validated' && (
        <>
          <p className={styles.lead}>
            {t(standing.byDeadline ? 'preview.confirmation.byDeadline' : 'preview.confirmation.text', { kind: standing.preview.profile_type })}
          </p>
          {standing.preview.delivery_date && <p>{t('preview.confirmation.delivery', { date: formatDeliveryDate(intl, standing.preview.delivery_date) })}</p>}
          <h2 className={styles.nextTitle}>{t('preview.confirmation.nextTitle')}</h2>
          <ol className={styles.next}>
            <li>{t('preview.confirmation.next1')}</li>
            <li>{t('preview.confirmation.next2')}</li>
            <li>{t('preview.confirmation.next3')}</li>
          </ol>
        </>
      )}
      <ul className={styles.links}>
        {composed && (
          <li>
            <Link href={`/infos/preview/${profileId}/${requestId}`}>{t('preview.confirmation.see')}</Link>
          </li>
        )}
        <li>
          <Link href="/infos/all-boxes">{t('trunks.allBoxes.title')}</Link>
        </li>
        <li>
          <Link href="/infos/preview">{t('preview.backToList')}</Link>
        </li>
      </ul>
    </AccountFrame>
  );
}
