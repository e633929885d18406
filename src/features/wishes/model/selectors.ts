import type { SnapshotFrom } from 'xstate';
import { wishOf, type WishesMachine, type WishFailure } from './machine';

type WishesSnapshot = SnapshotFrom<WishesMachine>;

/** Narrow selectors: a component re-renders only when what it shows changes. */
export const selectWishCount = (snapshot: WishesSnapshot) => snapshot.context.wishes.length;
export const selectFailure = (snapshot: WishesSnapshot) => snapshot.context.failure;
export const selectSaving = (snapshot: WishesSnapshot) => snapshot.matches('saving');
export const selectWish = (productId: number) => (snapshot: WishesSnapshot) => wishOf(snapshot.context.wishes, productId);
export const selectPending = (productId: number) => (snapshot: WishesSnapshot) => snapshot.context.queue.some((change) => change.productId === productId);

/** The message of each failure. */
export const FAILURE_MESSAGES: Record<WishFailure, string> = {
  'No request id defined': 'wishes.error.noRequest',
  'No product id defined': 'wishes.error.noProduct',
  TOO_MANY_WISHES: 'wishes.error.full',
  REQUEST_NOT_CUSTOMISABLE: 'wishes.error.closed',
  PRODUCT_NOT_FOR_PROFILE: 'wishes.error.notForProfile',
  UNKNOWN: 'wishes.error.unknown',
};
