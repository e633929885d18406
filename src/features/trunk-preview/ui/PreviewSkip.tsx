import { useActorRef, useSelector } from '@xstate/react';
import type { InspectionEvent } from 'xstate';
import { formatDeliveryDate } from '@/entities/preview';
import { displayFirstname } from '@/entities/profile';
import { useIntl, usePageTitle, useT } from '@/shared/i18n';
import { localePath, journeyInspect } from '@/shared/lib';
import { Button, FormMessage, Link } from '@/shared/ui';
import { previewingMachine } from '../api/logic';
import type { TrunkPreviewMachine } from '../model/machine';
import { selectCan, selectFailure, selectSkip, selectStep } from '../model/selectors';
import styles from './TrunkPreview.module.css';

export interface PreviewSkipProps {
  /** The `preview_token` of the mail's link. */
  token: string;
  /** The woman's link: the texts speak to her before the answer says whose trunk it is. */
  woman: boolean;
  logic?: TrunkPreviewMachine;
  inspect?: (event: InspectionEvent) => void;
}

/** The mail's "let my trunk leave as it is" link: the preview is validated without signing in. */
export function PreviewSkip({ token, woman, logic = previewingMachine, inspect }: PreviewSkipProps) {
  const t = useT();
  const intl = useIntl();
  const actor = useActorRef(logic, { input: { token }, inspect: inspect ?? journeyInspect });
  const step = useSelector(actor, selectStep);
  const skip = useSelector(actor, selectSkip);
  const failure = useSelector(actor, selectFailure);
  const canRetry = useSelector(actor, selectCan('RETRY'));
  const kind = skip?.profile_type ?? (woman ? 'WOMAN' : 'KID');
  const firstname = skip ? displayFirstname(skip.firstname, intl.appLocale) : '';
  const title = step === 'skipFailed' ? t('preview.skip.failedTitle') : t('preview.skip.title', { kind, firstname, done: String(step === 'skipped') });
  usePageTitle(title);

  return (
    <div className={styles.skip}>
      <h1 className={styles.skipTitle}>{title}</h1>
      <p role="status">
        {step === 'skipping' && t('preview.skip.pending')}
        {skip && (skip.already_validated ? t('preview.skip.already', { kind }) : t('preview.skip.done', { kind }))}
      </p>
      {skip?.delivery_date && <p>{t('preview.skip.delivery', { date: formatDeliveryDate(intl, skip.delivery_date) })}</p>}
      {step === 'skipFailed' && (
        <>
          <FormMessage tone="failure">{t(`preview.failure.${failure}`)}</FormMessage>
          {canRetry && (
            <Button variant="primary" onClick={() => actor.send({ type: 'RETRY' })}>
              {t('preview.retry')}
            </Button>
          )}
          <p>
            <Link href={`/login?redirect=${encodeURIComponent(localePath('/infos/preview', intl.appLocale))}`}>{t('preview.skip.signIn')}</Link>
          </p>
        </>
      )}
    </div>
  );
}
