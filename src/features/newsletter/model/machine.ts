import { assign, fromPromise, setup } from 'xstate';
import { retryAfterMinutes, type components } from '@/shared/api';
import { checkEmail, emailDomain, type EmailWarning } from '@/shared/lib';

export type NewsletterList = components['schemas']['NewsletterList'];
export type Subscription = components['schemas']['Subscription'];

export interface SubscribeInput {
  email: string;
  list: NewsletterList;
  source: string;
}

export interface NewsletterContext {
  email: string;
  list: NewsletterList;
  /** Where the form is shown (footer, landing, ...), sent with the subscription. */
  source: string;
  /** Why the address was refused, while the form is `invalid`. */
  error: 'required' | 'wrongEmail' | null;
  /** The domain that looks mistyped (and its probable spelling), while the form is `warned`. */
  warning: EmailWarning | null;
  /** The unknown domain the person said is right: it is not questioned again. */
  confirmedDomain: string | null;
  /** What the subscription call failed with, while the form is `failed` or `throttled`. */
  failure: unknown;
}

export type NewsletterEvent =
  | { type: 'TYPE'; email: string }
  | { type: 'SELECT_LIST'; list: NewsletterList }
  | { type: 'SUBMIT' }
  | { type: 'USE_SUGGESTION' };

export interface NewsletterInput {
  source?: string;
}

interface GuardArgs {
  context: NewsletterContext;
  event: NewsletterEvent;
}

/** The rules of the form, pure functions of the context and the event. */
export const newsletterGuards = {
  emailIsMissing: ({ context }: GuardArgs) => checkEmail(context.email).status === 'empty',
  emailIsMalformed: ({ context }: GuardArgs) => checkEmail(context.email).status === 'invalid',
  /** The domain looks mistyped and the person has not said yet that it is right. */
  domainNeedsConfirmation: ({ context }: GuardArgs) => {
    const check = checkEmail(context.email);
    return check.status === 'ok' && check.warning !== null && check.warning.domain !== context.confirmedDomain;
  },
  /** Typing that leaves the address as it was changes nothing. */
  emailChanged: ({ context, event }: GuardArgs) => event.type === 'TYPE' && event.email !== context.email,
  /** On the subscription's failure: 429 TOO_MANY_ATTEMPTS, too many sign-ups from this network. */
  tooManyAttempts: ({ event }: GuardArgs) => retryAfterMinutes((event as unknown as { error?: unknown }).error) !== null,
};

/** The refusals of SUBMIT: a missing address, then a malformed one. */
const refuseBadEmail = [
  { guard: 'emailIsMissing', target: 'invalid', actions: 'refuseMissingEmail' },
  { guard: 'emailIsMalformed', target: 'invalid', actions: 'refuseMalformedEmail' },
] as const;

/** The SUBMIT checks, in order: the refusals, an unknown domain not yet confirmed, then subscribe. */
const checkAndSubmit = [
  ...refuseBadEmail,
  { guard: 'domainNeedsConfirmation', target: 'warned', actions: 'warnOfUnknownDomain' },
  { target: 'submitting' },
] as const;

const retype = { guard: 'emailChanged', target: 'editing', actions: 'rememberEmail' } as const;
const selectList = { actions: 'rememberList' } as const;

export const newsletterMachine = setup({
  types: {} as {
    context: NewsletterContext;
    events: NewsletterEvent;
    input: NewsletterInput | undefined;
  },
  actors: {
    subscribe: fromPromise<Subscription, SubscribeInput>(() => {
      throw new Error('provided by the app');
    }),
  },
  guards: newsletterGuards,
  actions: {
    rememberEmail: assign(({ context, event }) => {
      if (event.type !== 'TYPE') return {};
      // A confirmed domain holds while the address stays on it.
      const confirmedDomain = emailDomain(event.email) === context.confirmedDomain ? context.confirmedDomain : null;
      return { email: event.email, confirmedDomain, error: null, warning: null, failure: null };
    }),
    rememberList: assign({ list: ({ context, event }) => (event.type === 'SELECT_LIST' ? event.list : context.list) }),
    refuseMissingEmail: assign({ error: 'required' as const }),
    refuseMalformedEmail: assign({ error: 'wrongEmail' as const }),
    warnOfUnknownDomain: assign({
      warning: ({ context }) => {
        const check = checkEmail(context.email);
        return check.status === 'ok' ? check.warning : null;
      },
    }),
    applySuggestion: assign(({ context }) => ({ email: context.warning?.suggestion ?? context.email, warning: null })),
    confirmDomain: assign(({ context }) => ({ confirmedDomain: context.warning?.domain ?? null })),
    clearMessages: assign({ error: null, warning: null, failure: null }),
    // Runs on the invoke's error event, which is not one of the machine's own events.
    rememberFailure: assign({ failure: ({ event }) => (event as { error?: unknown }).error ?? null }),
    /** Records the subscription ("optin": email, list, source; the form adds the locale). */
    trackOptin: (_, _optin: SubscribeInput) => {},
  },
}).createMachine({
  id: 'newsletter',
  context: ({ input }) => ({
    email: '',
    list: 'KID',
    source: input?.source ?? 'footer',
    error: null,
    warning: null,
    confirmedDomain: null,
    failure: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        TYPE: { guard: 'emailChanged', actions: 'rememberEmail' },
        SELECT_LIST: selectList,
        SUBMIT: checkAndSubmit,
      },
    },
    invalid: {
      on: {
        TYPE: retype,
        SELECT_LIST: selectList,
        // Re-checks. The address has not changed since it was refused (typing leaves this state),
        // so only the refusals can apply: the other checks would be transitions no one can take.
        SUBMIT: refuseBadEmail,
      },
    },
    warned: {
      on: {
        TYPE: retype,
        SELECT_LIST: selectList,
        USE_SUGGESTION: { target: 'editing', actions: 'applySuggestion' },
        // "Subscribe with this address anyway".
        SUBMIT: { target: 'submitting', actions: 'confirmDomain' },
      },
    },
    submitting: {
      entry: 'clearMessages',
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => ({ email: context.email.trim(), list: context.list, source: context.source }),
        onDone: {
          target: 'thanked',
          actions: { type: 'trackOptin', params: ({ context }) => ({ email: context.email.trim(), list: context.list, source: context.source }) },
        },
        onError: [
          { guard: 'tooManyAttempts', target: 'throttled', actions: 'rememberFailure' },
          { target: 'failed', actions: 'rememberFailure' },
        ],
      },
    },
    failed: {
      on: {
        TYPE: retype,
        SELECT_LIST: selectList,
        // Retry. The address passed every check on the way here and has not changed since.
        SUBMIT: { target: 'submitting' },
      },
    },
    // Told how long to wait: the address stays, and a retry is the person's to make.
    throttled: {
      on: {
        TYPE: retype,
        SELECT_LIST: selectList,
        SUBMIT: { target: 'submitting' },
      },
    },
    thanked: { type: 'final' },
  },
});

export type NewsletterMachine = typeof newsletterMachine;
export type NewsletterState = 'editing' | 'invalid' | 'warned' | 'submitting' | 'failed' | 'throttled' | 'thanked';
