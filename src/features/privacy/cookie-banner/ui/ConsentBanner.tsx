import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { journeyInspect } from '@/shared/lib';
import type { InspectionEvent } from 'xstate';
import { onConsentChoiceRequested, readConsent, type Purpose } from '@/shared/consent';
import { useT } from '@/shared/i18n';
import { Button, Link } from '@/shared/ui';
import { PURPOSES } from '../model/data-layer';
import { consentMachine, type ConsentInput, type ConsentMachine } from '../model/machine';
import { selectConsentState, selectDecided } from '../model/selectors';
import styles from './ConsentBanner.module.css';

export interface ConsentBannerProps {
  /** The machine to run; by default the consent machine (cookie, data layer). */
  logic?: ConsentMachine;
  /** Passed to the actor's `inspect` option (coverage, debugging). */
  inspect?: (event: InspectionEvent) => void;
  /** The decision to start from; by default the one the cookie holds. */
  input?: ConsentInput;
}

/** The bottom of the page is kept free of the banner's height, so nothing stays under it. */
function useRoomBelow(element: HTMLElement | null) {
  useLayoutEffect(() => {
    if (!element) return;
    const body = document.body;
    const before = body.style.paddingBottom;
    const resize = () => {
      body.style.paddingBottom = `${element.offsetHeight}px`;
    };
    resize();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resize);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      body.style.paddingBottom = before;
    };
  }, [element]);
}

function PurposeSwitch({ purpose, checked, onToggle }: { purpose: Purpose; checked: boolean; onToggle: () => void }) {
  const t = useT();
  const id = useId();
  return (
    <li className={styles.purpose}>
      <div className={styles.purposeText}>
        <label htmlFor={id} className={styles.purposeName}>
          {t(`consent.purpose.${purpose}`)}
        </label>
        <p id={`${id}-hint`} className={styles.purposeHint}>
          {t(`consent.purpose.${purpose}.hint`)}
        </p>
      </div>
      {/* A native switch: radix's Switch would split the radix code the form pages share into more chunks. */}
      <input id={id} type="checkbox" role="switch" className={styles.switch} checked={checked} onChange={onToggle} aria-describedby={`${id}-hint`} />
    </li>
  );
}

/**
 * The cookie banner: a region at the bottom of the page (never a dialog: the page stays usable),
 * on a first visit or when "manage cookies" reopens it. Refusing is as easy as accepting.
 */
export function ConsentBanner({ logic = consentMachine, inspect, input }: ConsentBannerProps) {
  const t = useT();
  const actor = useActorRef(logic, { input: input ?? { consent: readConsent() }, inspect: inspect ?? journeyInspect });
  const state = useSelector(actor, selectConsentState);
  const decided = useSelector(actor, selectDecided);
  const measurement = useSelector(actor, (snapshot) => snapshot.context.measurement);
  const advertising = useSelector(actor, (snapshot) => snapshot.context.advertising);
  const checked: Record<Purpose, boolean> = { measurement, advertising };

  const titleId = useId();
  const [region, setRegion] = useState<HTMLElement | null>(null);
  const regionRef = useRef<HTMLElement | null>(null);
  /** Where the focus was when the visitor opened the choice, to give it back when it closes. */
  const returnFocus = useRef<HTMLElement | null>(null);
  const previous = useRef(state);

  useEffect(() => onConsentChoiceRequested(() => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    actor.send({ type: 'REOPEN' });
  }), [actor]);

  // Focus is never taken on arrival; it follows the visitor's own moves inside the banner.
  useEffect(() => {
    const from = previous.current;
    previous.current = state;
    if (state === 'choosing' && from !== 'choosing') regionRef.current?.querySelector<HTMLElement>('[role="switch"]')?.focus();
    else if (state === 'asking' && from === 'choosing') regionRef.current?.querySelector<HTMLElement>('button')?.focus();
    else if (state === 'hidden' && from !== 'hidden') {
      const back = returnFocus.current;
      returnFocus.current = null;
      if (back?.isConnected) back.focus();
    }
  }, [state]);

  const shown = state === 'asking' || state === 'choosing';
  useRoomBelow(shown ? region : null);

  if (!shown) return null;
  return (
    <section
      ref={(element) => {
        regionRef.current = element;
        setRegion(element);
      }}
      role="region"
      aria-labelledby={titleId}
      className={styles.banner}
      data-state={state}
    >
      <div className={styles.inner}>
        <p id={titleId} className={styles.title}>
          {t('consent.title')}
        </p>
        <p className={styles.text}>{t(state === 'choosing' ? 'consent.choose.intro' : 'consent.intro')}</p>

        {state === 'choosing' && (
          <>
            <ul className={styles.purposes}>
              {PURPOSES.map((purpose) => (
                <PurposeSwitch key={purpose} purpose={purpose} checked={checked[purpose]} onToggle={() => actor.send({ type: 'TOGGLE', purpose })} />
              ))}
            </ul>
            <p className={styles.more}>
              <Link href="/terms-and-conditions#data">{t('consent.more')}</Link>
            </p>
          </>
        )}

        <div className={styles.actions}>
          <div className={styles.pair}>
            <Button onClick={() => actor.send({ type: 'REFUSE_ALL' })}>
              {t('consent.refuseAll')}
            </Button>
            <Button onClick={() => actor.send({ type: 'ACCEPT_ALL' })}>
              {t('consent.acceptAll')}
            </Button>
          </div>
          {state === 'asking' ? (
            <Button variant="link" onClick={() => actor.send({ type: 'CHOOSE' })}>
              {t('consent.choose')}
            </Button>
          ) : (
            <div className={styles.pair}>
              <Button variant="link" onClick={() => actor.send({ type: 'CLOSE' })}>
                {t(decided ? 'consent.close' : 'consent.back')}
              </Button>
              <Button variant="secondary" onClick={() => actor.send({ type: 'SAVE' })}>
                {t('consent.save')}
              </Button>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
