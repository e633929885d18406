import { useId, useState } from 'react';
import { useSelector } from '@xstate/react';
import { createActor } from 'xstate';
import { useSession, useViewer } from '@/entities/session';
import { COUNTRY_LOCALES } from '@/shared/config';
import { useIntl, useT } from '@/shared/i18n';
import { useHydrated } from '@/shared/lib';
import { appLocaleSwitch, type LocaleSwitchActor } from '../model/app-locale-switch';
import { localeSwitchMachine } from '../model/machine';
import { selectedPair } from '../model/switch';
import styles from './LocaleSwitcher.module.css';

export interface LocaleSwitcherProps {
  /** The switch to drive; the tab's own by default (tests give theirs). */
  actor?: LocaleSwitchActor;
}

/**
 * Country and language: choosing a pair keeps the page and switches its language; a signed-in
 * client's account keeps the choice (seed 001, section 4), and a failure to keep it is said.
 */
export function LocaleSwitcher({ actor }: LocaleSwitcherProps) {
  const t = useT();
  const intl = useIntl();
  const session = useSession();
  const { status } = useViewer();
  const id = useId();
  // The server draws the switcher without starting a switch of its own.
  const [idle] = useState(() => createActor(localeSwitchMachine));
  const switcher = actor ?? (typeof window === 'undefined' ? idle : appLocaleSwitch(session));
  const saveFailed = useSelector(switcher, (snapshot) => snapshot.matches('saveFailed'));
  const saving = useSelector(switcher, (snapshot) => snapshot.matches('saving') || snapshot.matches('reloading'));
  // The country chosen is a cookie of the browser: the server, and the browser taking its page over,
  // show the locale's own country first.
  const hydrated = useHydrated();
  const current = selectedPair(intl.appLocale, hydrated ? undefined : '');
  return (
    <div className={styles.switcher} aria-busy={saving}>
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
          if (pair) switcher.send({ type: 'CHOOSE', pair, signedIn: status === 'authenticated' });
        }}
      >
        {COUNTRY_LOCALES.map((pair) => (
          <option key={pair.tag} value={pair.tag} lang={pair.tag}>
            {pair.label}
          </option>
        ))}
      </select>
      {saveFailed && (
        <div className={styles.failure}>
          <p role="alert">{t('locale.saveFailed')}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.button} onClick={() => switcher.send({ type: 'RETRY' })}>
              {t('locale.retry')}
            </button>
            <button type="button" className={styles.button} onClick={() => switcher.send({ type: 'DISMISS' })}>
              {t('locale.dismiss')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
