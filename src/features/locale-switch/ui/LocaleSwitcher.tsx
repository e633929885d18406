import { useId } from 'react';
import { useLocation } from 'wouter';
import { useSession, useViewer } from '@/entities/session';
import { COUNTRY_LOCALES } from '@/shared/config';
import { useIntl, useT } from '@/shared/i18n';
import { useHydrated } from '@/shared/lib';
import { pathInLocale, rememberPair, selectedPair } from '../model/switch';
import styles from './LocaleSwitcher.module.css';

/**
 * Country and language: choosing a pair keeps the page and switches its language; a signed-in
 * client's account keeps the choice (seed 001, section 4).
 */
export function LocaleSwitcher() {
  const t = useT();
  const intl = useIntl();
  const session = useSession();
  const { status } = useViewer();
  const [, navigate] = useLocation();
  const id = useId();
  // The country chosen is a cookie of the browser: the server, and the browser taking its page over,
  // show the locale's own country first.
  const hydrated = useHydrated();
  const current = selectedPair(intl.appLocale, hydrated ? undefined : '');
  return (
    <div className={styles.switcher}>
      <label htmlFor={id} className={styles.label}>
        {t('footer.locale.label')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={current.tag}
        // The choice is applied by the page's script: it is offered once the browser has the page.
        disabled={!hydrated}
        onChange={(event) => {
          const pair = COUNTRY_LOCALES.find((p) => p.tag === event.target.value);
          if (!pair) return;
          rememberPair(pair);
          if (status === 'authenticated') session.languageChanged(pair.locale, pair.country);
          navigate(`~${pathInLocale(window.location.pathname + window.location.search + window.location.hash, pair.locale)}`);
        }}
      >
        {COUNTRY_LOCALES.map((pair) => (
          <option key={pair.tag} value={pair.tag} lang={pair.tag}>
            {pair.label}
          </option>
        ))}
      </select>
    </div>
  );
}
