import { useState } from 'react';
import { useIntl, useT } from '@/shared/i18n';
import { useHydrated, useResource } from '@/shared/lib';
import { dynamicBannerQuery } from '../api/banner';
import { bannerHiddenOn, bannerText, isClosed, rememberClosed } from '../lib/visibility';
import styles from './DynamicBanner.module.css';

const sessionStore = () => (typeof window === 'undefined' ? null : window.sessionStorage);

/**
 * The website's announcement above the header, as an administrator sets it (seed 001 §2, §4). The
 * server draws it with the page; a visitor who closed it does not see it again in this browser
 * session, until its text changes.
 */
export function DynamicBanner({ routeName }: { routeName: string | null }) {
  const t = useT();
  const locale = useIntl().appLocale;
  const config = useResource(dynamicBannerQuery(locale));
  // The closed state is the browser's: the server and the take-over draw the banner as everybody sees it.
  const hydrated = useHydrated();
  const [closedNow, setClosedNow] = useState<string | null>(null);
  if (config.status !== 'ready' || bannerHiddenOn(routeName)) return null;
  const text = bannerText(config.data);
  if (text === null || closedNow === text || (hydrated && isClosed(text, sessionStore()))) return null;
  return (
    <section className={styles.banner} aria-label={t('banner.label')}>
      <p className={styles.text}>{text}</p>
      <button
        type="button"
        className={styles.close}
        aria-label={t('banner.close')}
        onClick={() => {
          rememberClosed(text, sessionStore());
          setClosedNow(text);
          document.getElementById('main')?.focus();
        }}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </section>
  );
}
