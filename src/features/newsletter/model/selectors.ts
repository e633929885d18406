import type { SnapshotFrom } from 'xstate';
import { retryAfterMinutes } from '@/shared/api';
import type { NewsletterMachine, NewsletterState } from './machine';
import type { PhoneUnsubscribeMachine, PhoneUnsubscribeState } from './phone-machine';

type NewsletterSnapshot = SnapshotFrom<NewsletterMachine>;
type PhoneUnsubscribeSnapshot = SnapshotFrom<PhoneUnsubscribeMachine>;

/** Narrow selectors: a component re-renders only when what it shows changes. */
export const selectNewsletterState = (snapshot: NewsletterSnapshot) => snapshot.value as NewsletterState;
export const selectEmail = (snapshot: NewsletterSnapshot) => snapshot.context.email;
export const selectList = (snapshot: NewsletterSnapshot) => snapshot.context.list;
export const selectEmailError = (snapshot: NewsletterSnapshot) => snapshot.context.error;
export const selectWarning = (snapshot: NewsletterSnapshot) => snapshot.context.warning;
/** The minutes to wait before another try, while `throttled`. */
export const selectRetryMinutes = (snapshot: NewsletterSnapshot) => retryAfterMinutes(snapshot.context.failure);

export const selectPhoneUnsubscribeState = (snapshot: PhoneUnsubscribeSnapshot) => snapshot.value as PhoneUnsubscribeState;
export const selectPhoneRequest = (snapshot: PhoneUnsubscribeSnapshot) => snapshot.context.request;
