import { useEffect, useState } from 'react';
import { Toast } from 'radix-ui';
import { BUILD_ID } from '@/shared/config';
import { useT } from '@/shared/i18n';
import { Button } from '@/shared/ui';
import { reloadAtNextNavigation } from './navigation-reload';
import { startUpdatePoller, type UpdatePollerOptions } from './poller';
import styles from './AppUpdates.module.css';

/** Installs the service worker (`/sw.js`): offline page, precached scripts. A browser without one, or a refusal, changes nothing. */
export function registerServiceWorker(container: ServiceWorkerContainer | undefined = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker): void {
  container?.register('/sw.js', { scope: '/' }).catch(() => undefined);
}

export interface AppUpdatesProps {
  /** For tests: the poller, the navigation watch and the service worker's installation. */
  poll?: (options: UpdatePollerOptions) => () => void;
  watchNavigation?: () => () => void;
  register?: () => void;
  reload?: () => void;
}

/**
 * The app keeping itself up to date, loaded after the page was taken over: it installs the service
 * worker and polls the latest build id. When a new build is out, a polite toast offers to reload;
 * left alone, the next move inside the app loads the new version.
 */
export default function AppUpdates({ poll = startUpdatePoller, watchNavigation = reloadAtNextNavigation, register = registerServiceWorker, reload = () => window.location.reload() }: AppUpdatesProps) {
  const t = useT();
  const [newBuild, setNewBuild] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    register();
    let unwatch: (() => void) | null = null;
    const stop = poll({
      ownId: BUILD_ID,
      onNewBuild: () => {
        setNewBuild(true);
        setOpen(true);
        unwatch = watchNavigation();
      },
    });
    return () => {
      stop();
      unwatch?.();
    };
  }, [poll, watchNavigation, register]);

  if (!newBuild) return null;
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
