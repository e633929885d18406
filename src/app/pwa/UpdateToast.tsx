import { useEffect, useRef, useState } from 'react';
import { useT } from '@/shared/i18n';
import { Button } from '@/shared/ui';
import styles from './UpdateToast.module.css';

/**
 * The polite toast that says a new version is out: "Reload" loads it at once; "Later" closes the
 * toast (Escape too), and the next move inside the app loads it (see `navigation-reload.ts`). A
 * labelled region whose status is announced politely; focus is left where it is.
 *
 * Written by hand rather than with radix's Toast: radix's Toast shares its modules with the
 * checkout's dialogs, and the chunks they would then be split into cost the checkout's first load
 * half a kilobyte (over its budget), for a toast that is shown once.
 */
export function UpdateToast({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(true);
  const [announced, setAnnounced] = useState(false);
  const region = useRef<HTMLDivElement>(null);
  // The text goes into the live region once it is in the page, so that screen readers read it.
  useEffect(() => setAnnounced(true), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && region.current?.contains(document.activeElement)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <div ref={region} role="region" aria-label={t('pwa.update.region')} className={styles.viewport}>
      <div role="status" aria-live="polite" aria-atomic="true">
        {open && announced && (
          <div className={styles.toast}>
            <p className={styles.title}>{t('pwa.update.available')}</p>
            <div className={styles.actions}>
              <Button size="small" onClick={reload}>
                {t('pwa.update.reload')}
              </Button>
              <Button size="small" variant="secondary" onClick={() => setOpen(false)}>
                {t('pwa.update.later')}
              </Button>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
