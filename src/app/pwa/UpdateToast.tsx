import { useState } from 'react';
import { Toast } from 'radix-ui';
import { useT } from '@/shared/i18n';
import { Button } from '@/shared/ui';
import styles from './UpdateToast.module.css';

/**
 * The polite toast that says a new version is out: "Reload" loads it at once; "Later" closes the
 * toast, and the next move inside the app loads it (see `navigation-reload.ts`).
 */
export function UpdateToast({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(true);
  return (
    <Toast.Provider label={t('pwa.update.label')} duration={Number.POSITIVE_INFINITY}>
      <Toast.Root open={open} onOpenChange={setOpen} type="background" className={styles.toast}>
        <Toast.Title className={styles.title}>{t('pwa.update.available')}</Toast.Title>
        <div className={styles.actions}>
          <Toast.Action altText={t('pwa.update.reload')} asChild>
            <Button size="small" onClick={reload}>
              {t('pwa.update.reload')}
            </Button>
          </Toast.Action>
          <Toast.Close asChild>
            <Button size="small" variant="secondary">
              {t('pwa.update.later')}
            </Button>
          </Toast.Close>
        </div>
      </Toast.Root>
      <Toast.Viewport label={t('pwa.update.region', { hotkey: '{hotkey}' })} className={styles.viewport} />
    </Toast.Provider>
  );
}
