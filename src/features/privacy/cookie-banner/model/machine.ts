import { assign, setup } from 'xstate';
import { pushConsentMode, writeConsent, type Consent, type ConsentChoice, type Purpose } from '@/shared/consent';
import { pushCookieBannerEvent, type BannerChoice } from './data-layer';

export interface ConsentContext {
  /** The switches of the choice by purpose (on screen while `choosing`). */
  measurement: boolean;
  advertising: boolean;
  /** How the last decision was taken, for the "cookie banner" event. */
  choice: BannerChoice | null;
  /** The decision kept in the cookie; null while the visitor has not decided. */
  stored: ConsentChoice | null;
}

export type ConsentEvent =
  | { type: 'ACCEPT_ALL' }
  | { type: 'REFUSE_ALL' }
  | { type: 'CHOOSE' }
  | { type: 'TOGGLE'; purpose: Purpose }
  | { type: 'SAVE' }
  | { type: 'REOPEN' }
  | { type: 'CLOSE' };

export interface ConsentInput {
  /** The decision the cookie holds (`readConsent()`), null on a first visit or once it expired. */
  consent: Consent | null;
}

export type ConsentState = 'hidden' | 'asking' | 'choosing' | 'saving';

interface GuardArgs {
  context: ConsentContext;
}

export const consentGuards = {
  /** The visitor decided already (this visit or within six months). */
  decided: ({ context }: GuardArgs) => context.stored !== null,
};

const decide = {
  ACCEPT_ALL: { target: 'saving', actions: 'acceptAll' },
  REFUSE_ALL: { target: 'saving', actions: 'refuseAll' },
} as const;

export const consentMachine = setup({
  types: {} as {
    context: ConsentContext;
    events: ConsentEvent;
    input: ConsentInput | undefined;
  },
  guards: consentGuards,
  actions: {
    acceptAll: assign({ measurement: true, advertising: true, choice: 'accept_all' as const }),
    refuseAll: assign({ measurement: false, advertising: false, choice: 'refuse_all' as const }),
    keepChoice: assign({ choice: 'custom' as const }),
    toggle: assign(({ context, event }) => (event.type === 'TOGGLE' ? { [event.purpose]: !context[event.purpose] } : {})),
    /** Closing the choice without saving puts the switches back as they were decided. */
    restoreSwitches: assign(({ context }) => ({ measurement: context.stored?.measurement ?? false, advertising: context.stored?.advertising ?? false })),
    rememberDecision: assign({ stored: ({ context }) => ({ measurement: context.measurement, advertising: context.advertising }) }),
    /** The decision in the first-party cookie, for six months; the listeners (the tags) hear of it. */
    storeConsent: ({ context }) => {
      writeConsent({ measurement: context.measurement, advertising: context.advertising });
    },
    /** Google consent mode v2: all denied by default, then the decision when there is one. */
    applyConsentMode: ({ context }) => pushConsentMode(context.stored),
    /** The "cookie banner" event, the record of the choice (pushed whatever the choice). */
    trackCookieBanner: ({ context }) => {
      if (context.choice) pushCookieBannerEvent(context.choice, { measurement: context.measurement, advertising: context.advertising });
    },
  },
}).createMachine({
  id: 'consent',
  context: ({ input }) => {
    const consent = input?.consent ?? null;
    return {
      measurement: consent?.measurement ?? false,
      advertising: consent?.advertising ?? false,
      choice: null,
      stored: consent ? { measurement: consent.measurement, advertising: consent.advertising } : null,
    };
  },
  entry: 'applyConsentMode',
  initial: 'starting',
  states: {
    // A decision of the last six months keeps the banner away; else it asks.
    starting: {
      always: [{ guard: 'decided', target: 'hidden' }, { target: 'asking' }],
    },
    hidden: {
      on: {
        // "Manage cookies": the choice by purpose, the switches as decided.
        REOPEN: { target: 'choosing' },
      },
    },
    asking: {
      on: {
        ...decide,
        CHOOSE: { target: 'choosing' },
      },
    },
    choosing: {
      on: {
        ...decide,
        TOGGLE: { actions: 'toggle' },
        SAVE: { target: 'saving', actions: 'keepChoice' },
        CLOSE: [
          { guard: 'decided', target: 'hidden', actions: 'restoreSwitches' },
          { target: 'asking', actions: 'restoreSwitches' },
        ],
      },
    },
    saving: {
      entry: ['rememberDecision', 'storeConsent', 'applyConsentMode', 'trackCookieBanner'],
      always: { target: 'hidden' },
    },
  },
});

export type ConsentMachine = typeof consentMachine;
