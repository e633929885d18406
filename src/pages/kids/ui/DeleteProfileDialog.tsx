import { useState } from 'react';
import { AlertDialog } from 'radix-ui';
import { displayFirstname, useProfileStore, type Profile } from '@/entities/profile';
import { isProblem } from '@/shared/api';
import { useIntl, useT } from '@/shared/i18n';
import { Button, FormMessage } from '@/shared/ui';
import styles from './KidsPage.module.css';

type Progress = { kind: 'idle' } | { kind: 'deleting' } | { kind: 'failed'; reason: 'hasSubscription' | 'failed' };

export interface DeleteProfileDialogProps {
  clientId: number;
  profile: Profile;
  /** After the deletion: the profile's card is gone, the page says so. */
  onDeleted: (firstname: string) => void;
}

/**
 * The delete button of a profile card and its confirmation. The dialog stays open while the
 * deletion runs (it says so, is busy and cannot be dismissed), and shows why it failed.
 */
export function DeleteProfileDialog({ clientId, profile, onDeleted }: DeleteProfileDialogProps) {
  const t = useT();
  const store = useProfileStore();
  const firstname = displayFirstname(profile.firstname, useIntl().appLocale);
  const [progress, setProgress] = useState<Progress>({ kind: 'idle' });
  const deleting = progress.kind === 'deleting';

  const confirm = () => {
    setProgress({ kind: 'deleting' });
    store.remove(clientId, profile.id).then(
      () => onDeleted(firstname),
      (error: unknown) => setProgress({ kind: 'failed', reason: isProblem(error) && error.type === 'PROFILE_HAS_SUBSCRIPTION' ? 'hasSubscription' : 'failed' }),
    );
  };

  return (
    <AlertDialog.Root onOpenChange={(open) => open && setProgress({ kind: 'idle' })}>
      <AlertDialog.Trigger asChild>
        <Button variant="link" size="small">
          {t('profiles.list.delete', { firstname })}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.dialog} aria-busy={deleting} onEscapeKeyDown={(event) => deleting && event.preventDefault()}>
          <AlertDialog.Title className={styles.dialogTitle}>{t('profiles.delete.title', { firstname })}</AlertDialog.Title>
          <AlertDialog.Description>{t('profiles.delete.text')}</AlertDialog.Description>
          <p role="status" className={styles.progress}>
            {deleting && t('profiles.delete.pending', { firstname })}
          </p>
          {progress.kind === 'failed' && <FormMessage tone="failure">{t(`profiles.delete.${progress.reason}`, { firstname })}</FormMessage>}
          <div className={styles.dialogActions}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={deleting}>
                {t('profiles.delete.cancel')}
              </Button>
            </AlertDialog.Cancel>
            <Button variant="accent" onClick={confirm} disabled={deleting}>
              {t('profiles.delete.confirm')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
