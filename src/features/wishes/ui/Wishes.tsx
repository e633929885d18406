import { createContext, useContext, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { journeyInspect } from '@/shared/lib';
import { fromPromise, type ActorRefFrom, type InspectionEvent } from 'xstate';
import { useT } from '@/shared/i18n';
import { Button, FormMessage } from '@/shared/ui';
import { track } from '@/shared/analytics';
import { saveWish } from '../api/wishes';
import { MAX_WISHES } from '../config/limits';
import { wishesMachine, type Wish, type WishesMachine } from '../model/machine';
import { FAILURE_MESSAGES, selectFailure, selectPending, selectSaving, selectWish, selectWishCount } from '../model/selectors';
import styles from './Wishes.module.css';

/** The machine with the real calls to the API. */
const savingWishesMachine = wishesMachine.provide({
  actors: { saveWish: fromPromise(({ input }) => saveWish(input)) },
  actions: {
    // The change just saved is the queue's first.
    trackWish: ({ context }) => {
      const [saved] = context.queue;
      if (saved)
        void track({ event: 'wishes', action: saved.wished ? 'add' : 'remove', profile_id: context.kidId, request_id: context.requestId, product_id: saved.productId });
    },
  },
});

const WishesActor = createContext<ActorRefFrom<WishesMachine> | null>(null);

function useWishesActor() {
  const actor = useContext(WishesActor);
  if (!actor) throw new Error('Wishes are read inside a WishesProvider');
  return actor;
}

export interface WishesProviderProps {
  kidId: number;
  /** The trunk request the wishes go to (0 or NaN when the address names none). */
  requestId: number;
  /** The request's wishes as the server has them. */
  wishes: readonly Wish[];
  /** The machine to run; by default the wishes machine calling the API. */
  logic?: WishesMachine;
  /** Passed to the actor's `inspect` option (coverage, debugging). */
  inspect?: (event: InspectionEvent) => void;
  children: ReactNode;
}

/** The wishes of one trunk request, for the wish buttons, count and message inside. */
export function WishesProvider({ kidId, requestId, wishes, logic = savingWishesMachine, inspect, children }: WishesProviderProps) {
  const actor = useActorRef(logic, { input: { kidId, requestId, wishes }, inspect: inspect ?? journeyInspect });
  return <WishesActor.Provider value={actor}>{children}</WishesActor.Provider>;
}

export interface WishButtonProps {
  /** The product (NaN when the address names none). */
  productId: number;
  productName: string;
  /** The size chosen, on a product page; without it, the product in any size. */
  variantId?: number | null;
  /** The chosen size's name, said when it changes the size of a wish. */
  size?: string;
}

/**
 * Adds the product to the wishes, or takes it out: the page shows it at once; while the server
 * has not answered, the button waits (a failure puts the wish back as it was).
 */
export function WishButton({ productId, productName, variantId = null, size = '' }: WishButtonProps) {
  const t = useT();
  const actor = useWishesActor();
  const wish = useSelector(actor, selectWish(productId));
  const pending = useSelector(actor, selectPending(productId));
  const wished = wish !== null && (variantId === null || wish.variant_id === variantId);
  const label = wished ? 'wishes.remove' : wish ? 'wishes.changeSize' : 'wishes.add';
  const toggle = () => actor.send(wished ? { type: 'UNWISH', productId } : { type: 'WISH', productId, variantId });
  return (
    <Button variant={wished ? 'secondary' : 'primary'} size="small" aria-disabled={pending || undefined} aria-busy={pending || undefined} onClick={toggle}>
      <span aria-hidden="true" className={styles.heart}>
        {wished ? '♥' : '♡'}
      </span>
      {t(label, { size })}
      <span className="visually-hidden">, {productName}</span>
    </Button>
  );
}

/** "5 of 12 wishes". */
export function WishCount() {
  const t = useT();
  const count = useSelector(useWishesActor(), selectWishCount);
  return (
    <p role="status" className={styles.count}>
      {t('wishes.count', { count, max: MAX_WISHES })}
    </p>
  );
}

/** Why the last wish did not hold, as an alert. */
export function WishMessage() {
  const t = useT();
  const failure = useSelector(useWishesActor(), selectFailure);
  return failure ? <FormMessage tone="failure">{t(FAILURE_MESSAGES[failure], { max: MAX_WISHES })}</FormMessage> : null;
}

/** Whether changes are still on their way to the server. */
export function useWishesSaving(): boolean {
  return useSelector(useWishesActor(), selectSaving);
}
