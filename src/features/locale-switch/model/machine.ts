import { assign, fromPromise, setup } from 'xstate';
import type { Client } from '@/entities/session';
import type { CountryLocale } from '@/shared/config';

/** What the account keeps of the choice (`PATCH clients/me`). */
export interface LocaleChoice {
  locale: Client['locale'];
  country: CountryLocale['country'];
}

export interface LocaleSwitchContext {
  /** The pair chosen last; null until the first choice. */
  choice: CountryLocale | null;
  /** Why the account did not keep the last choice. */
  failure: unknown;
}

export type LocaleSwitchEvent =
  /** A pair chosen in the switcher; `signedIn`: the viewer has an account to keep it in. */
  | { type: 'CHOOSE'; pair: CountryLocale; signedIn: boolean }
  | { type: 'RETRY' }
  | { type: 'DISMISS' };

const provided = (name: string) => () => {
  throw new Error(`${name}: provided by the app`);
};

const choiceOf = (context: LocaleSwitchContext): LocaleChoice => ({ locale: context.choice!.locale, country: context.choice!.country });

/** The rules, pure functions of the event. */
export const localeSwitchGuards = {
  /** The viewer is signed in: the choice goes to the account too. */
  isSignedIn: ({ event }: { event: LocaleSwitchEvent }) => event.type === 'CHOOSE' && event.signedIn,
};

/**
 * A change of language and country (seed 001 §4, §9). The page changes language at once: the
 * choice is kept in cookies (the country 7 days, SameSite Lax; the locale a year) before anything
 * else, so that `/` keeps it, the website content cached for the tab is forgotten and read again
 * in the new language, and the same page shows in that language. For a signed-in user the choice
 * is saved to the account, then the user is fetched again; a failed save is shown (with a retry)
 * while the page stays in the chosen language. A new choice at any time starts over.
 *
 * The world (cookies, caches, navigation, calls, the session) is provided by the app.
 */
export const localeSwitchMachine = setup({
  types: {} as { context: LocaleSwitchContext; events: LocaleSwitchEvent },
  actors: {
    saveChoice: fromPromise<Client, LocaleChoice>(provided('saveChoice')),
    reloadClient: fromPromise<Client>(provided('reloadClient')),
  },
  guards: localeSwitchGuards,
  actions: {
    rememberChoice: assign((_, pair: CountryLocale) => ({ choice: pair, failure: null })),
    rememberFailure: assign((_, failure: unknown) => ({ failure })),
    forgetFailure: assign({ failure: null }),
    // The world, provided by the app:
    /** Writes the country and locale cookies. */
    storeChoice: (_, _pair: CountryLocale) => {},
    /** Forgets the website content the tab keeps (translations, Instagram media, stylists, ...). */
    forgetContent: () => {},
    /** Shows the page the user is on in the pair's locale. */
    showLocale: (_, _pair: CountryLocale) => {},
    /** Hands the client fetched again to the session. */
    clientReloaded: (_, _client: Client) => {},
  },
}).createMachine({
  id: 'localeSwitch',
  context: { choice: null, failure: null },
  initial: 'idle',
  on: {
    CHOOSE: [
      {
        guard: 'isSignedIn',
        target: '.saving',
        reenter: true,
        actions: [
          { type: 'rememberChoice', params: ({ event }) => event.pair },
          { type: 'storeChoice', params: ({ event }) => event.pair },
          'forgetContent',
          { type: 'showLocale', params: ({ event }) => event.pair },
        ],
      },
      {
        target: '.idle',
        actions: [
          { type: 'rememberChoice', params: ({ event }) => event.pair },
          { type: 'storeChoice', params: ({ event }) => event.pair },
          'forgetContent',
          { type: 'showLocale', params: ({ event }) => event.pair },
        ],
      },
    ],
  },
  states: {
    idle: {},
    /** The account keeps the choice. */
    saving: {
      invoke: {
        id: 'saveChoice',
        src: 'saveChoice',
        input: ({ context }) => choiceOf(context),
        onDone: { target: 'reloading' },
        onError: { target: 'saveFailed', actions: { type: 'rememberFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    /** The user is fetched again, in the language chosen. */
    reloading: {
      invoke: {
        id: 'reloadClient',
        src: 'reloadClient',
        onDone: { target: 'idle', actions: { type: 'clientReloaded', params: ({ event }) => event.output } },
        // The account kept the choice: the client is read again at the next start.
        onError: { target: 'idle' },
      },
    },
    /** The page speaks the chosen language, but the account did not keep it: said, with a retry. */
    saveFailed: {
      on: {
        RETRY: { target: 'saving', actions: 'forgetFailure' },
        DISMISS: { target: 'idle', actions: 'forgetFailure' },
      },
    },
  },
});

export type LocaleSwitchMachine = typeof localeSwitchMachine;
