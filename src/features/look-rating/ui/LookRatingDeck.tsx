import { useEffect, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { journeyInspect } from '@/shared/lib';
import { fromPromise, type InspectionEvent } from 'xstate';
import { ProductCard } from '@/entities/product';
import { useT } from '@/shared/i18n';
import { Button, FormMessage } from '@/shared/ui';
import { listLookSuggestions, rateLook } from '../api/looks';
import { lookRatingMachine, type LookRatingMachine } from '../model/machine';
import { selectDeckState, selectFailedLook, selectLooksLeft, selectTopLook } from '../model/selectors';
import styles from './LookRatingDeck.module.css';

/** The machine with the real calls to the API. */
const ratingLookMachine = lookRatingMachine.provide({
  actors: {
    loadLooks: fromPromise(({ input }) => listLookSuggestions(input.kidId)),
    rateLook: fromPromise(({ input }) => rateLook(input)),
  },
});

export interface LookRatingDeckProps {
  kidId: number;
  /** The machine to run; by default the look rating machine calling the API. */
  logic?: LookRatingMachine;
  /** Passed to the actor's `inspect` option (coverage, debugging). */
  inspect?: (event: InspectionEvent) => void;
}

/**
 * Looks to like or dislike, one at a time: a rated look leaves at once (its rating is saved
 * behind) and the next one takes the focus; one that could not be saved comes back with a message.
 */
export function LookRatingDeck({ kidId, logic = ratingLookMachine, inspect }: LookRatingDeckProps) {
  const t = useT();
  const actor = useActorRef(logic, { input: { kidId }, inspect: inspect ?? journeyInspect });
  const state = useSelector(actor, selectDeckState);
  const look = useSelector(actor, selectTopLook);
  const left = useSelector(actor, selectLooksLeft);
  const failedLook = useSelector(actor, selectFailedLook);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const finishedRef = useRef<HTMLParagraphElement>(null);
  const rated = useRef(false);

  // After a rating, the focus goes to what replaces the rated look.
  useEffect(() => {
    if (!rated.current) return;
    if (look) headingRef.current?.focus();
    else finishedRef.current?.focus();
  }, [look]);

  const rate = (like: boolean) => {
    rated.current = true;
    actor.send({ type: 'RATE', like });
  };

  if (state === 'loading') return <p role="status">{t('looks.loading')}</p>;
  if (state === 'failed') {
    return (
      <div className={styles.failed}>
        <FormMessage tone="failure">{t('looks.loadFailed')}</FormMessage>
        <Button variant="secondary" onClick={() => actor.send({ type: 'RETRY' })}>
          {t('looks.retry')}
        </Button>
      </div>
    );
  }
  if (state === 'empty') return <p className={styles.note}>{t('looks.empty')}</p>;
  // Every look rated: the thanks show while the last ratings are being saved.
  if (state === 'finished' || !look) {
    return (
      <p ref={finishedRef} tabIndex={-1} role="status" className={styles.note}>
        {t('looks.finished')}
      </p>
    );
  }
  return (
    <div className={styles.deck}>
      {failedLook && <FormMessage tone="failure">{t('looks.rateFailed', { look: failedLook.name })}</FormMessage>}
      <article className={styles.look} aria-labelledby={`look-${look.id}`}>
        <p className={styles.left}>{t('looks.left', { count: left })}</p>
        <h3 ref={headingRef} id={`look-${look.id}`} tabIndex={-1} className={styles.name}>
          {look.name}
        </h3>
        <ul className={styles.products}>
          {look.products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} headingLevel={4} />
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => rate(false)}>
            <span aria-hidden="true">✕</span> {t('looks.dislike')}
          </Button>
          <Button variant="accent" onClick={() => rate(true)}>
            <span aria-hidden="true">♥</span> {t('looks.like')}
          </Button>
        </div>
      </article>
    </div>
  );
}
