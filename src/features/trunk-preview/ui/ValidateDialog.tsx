import { AlertDialog } from 'radix-ui';
import { useSelector } from '@xstate/react';
import type { Preview } from '@/entities/preview';
import { useT } from '@/shared/i18n';
import { Button, FormMessage } from '@/shared/ui';
import { selectCan, selectFailure } from '../model/selectors';
import type { PreviewActor } from './actor';
import styles from './TrunkPreview.module.css';

interface ValidateDialogProps {
  actor: PreviewActor;
  step: string;
  preview: Preview;
  firstname: string;
}

/** The explicit confirmation before the trunk goes to packing. */
export function ValidateDialog({ actor, step, preview, firstname }: ValidateDialogProps) {
  const t = useT();
  const failure = useSelector(actor, selectFailure);
  const canRetry = useSelector(actor, selectCan('RETRY'));
  const open = step === 'confirmingValidation' || step === 'validating' || step === 'validationFailed';
  const validating = step === 'validating';
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && !validating && actor.send({ type: 'CANCEL' })}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.dialog} aria-busy={validating}>
          <AlertDialog.Title className={styles.dialogTitle}>{t('preview.validate.title')}</AlertDialog.Title>
          <AlertDialog.Description>{t('preview.validate.text', { kind: preview.profile_type, firstname })}</AlertDialog.Description>
          <p role="status" className={styles.progress}>
            {validating ? t('preview.validate.pending') : null}
          </p>
          {step === 'validationFailed' && <FormMessage tone="failure">{t(`preview.failure.${failure}`)}</FormMessage>}
          <div className={styles.actions}>
            {step === 'confirmingValidation' && (
              <Button variant="accent" onClick={() => actor.send({ type: 'CONFIRM' })}>
                {t('preview.validate.confirm')}
              </Button>
            )}
            {canRetry && (
              <Button variant="primary" onClick={() => actor.send({ type: 'RETRY' })}>
                {t('preview.retry')}
              </Button>
            )}
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={validating}>
                {t('preview.validate.cancel')}
              </Button>
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
