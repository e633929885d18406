import { and, assign, fromPromise, setup } from 'xstate';
import type { Address } from '@/entities/address';
import { idempotencyKey } from '@/shared/lib';
import type { RecycleDropOff, RecycleLabelDraft, RelayPointChoice } from '../lib/draft';
import { recycleDraftStep, startedDraft } from '../lib/draft-store';
import { blockedReasonOf, recycleFailure, type RecycleFailure } from './failure';
import {
  RECYCLE_PATHS,
  type BlockedReason,
  type RecycleAddressData,
  type RecycleAllowance,
  type RecycleCreateRequest,
  type RecycleLabel,
  type RecycleOffer,
  type RecycleStartData,
  type RecycleStep,
} from './types';

export interface RecycleLabelInput {
  /** The page the machine runs on. */
  step: RecycleStep;
  /** `feature.recycle` of the locale. */
  enabled: boolean;
  signedIn: boolean;
  /** The draft kept in the tab, or none. */
  draft: RecycleLabelDraft | null;
  /** The id of a new draft (a start makes one): random in the app, fixed in tests. */
  newDraftId?: string;
}

export interface RecycleLabelContext {
  step: RecycleStep;
  enabled: boolean;
  signedIn: boolean;
  draft: RecycleLabelDraft | null;
  newDraftId: string;
  offer: RecycleOffer | null;
  allowance: RecycleAllowance | null;
  addresses: Address[];
  label: RecycleLabel | null;
  failure: RecycleFailure | null;
  refusal: BlockedReason | null;
}

export type RecycleLabelEvent =
  | { type: 'CONTINUE' }
  | { type: 'RETRY' }
  /** A saved address picked, or one just added with the address form. */
  | { type: 'ADDRESS_CHOSEN'; address: Address }
  | { type: 'DROP_OFF_CHOSEN'; dropOff: RecycleDropOff }
  | { type: 'RELAY_POINT_CHOSEN'; relayPoint: RelayPointChoice }
  | { type: 'CREATE' };

type Done<T> = { output: T };
const outputOf = <T>(event: unknown) => (event as Done<T>).output;
const errorOf = (event: unknown) => (event as { error: unknown }).error;

interface GuardArgs {
  context: RecycleLabelContext;
  event: RecycleLabelEvent;
}

const countryOffered = (offer: RecycleOffer | null, country: string) => Boolean(offer?.countries.some((entry) => entry.country_code === country));

/** The rules of the flow, pure functions of the context and the event. */
export const recycleLabelGuards = {
  /** `feature.recycle` is off in the locale. */
  switchedOff: ({ context }: GuardArgs) => !context.enabled,
  signedOut: ({ context }: GuardArgs) => !context.signedIn,
  onAddressStep: ({ context }: GuardArgs) => context.step === 'address',
  onConfirmation: ({ context }: GuardArgs) => context.step === 'confirmation',
  /** The server says the programme is closed in the locale (the switch changed meanwhile). */
  offerClosed: ({ event }: GuardArgs) => !outputOf<RecycleStartData>(event).offer.enabled,
  /** A signed-in client with no label left this month. */
  noLabelLeft: ({ event }: GuardArgs) => outputOf<RecycleStartData>(event).allowance?.remaining === 0,
  /** The sender's country has no label (RECYCLE_COUNTRIES of the offer). */
  countryRefused: ({ context, event }: GuardArgs) => event.type === 'ADDRESS_CHOSEN' && !countryOffered(context.offer, event.address.country_code),
  /** Another address than the one chosen (picking the chosen one again changes nothing). */
  otherAddress: ({ context, event }: GuardArgs) => event.type === 'ADDRESS_CHOSEN' && context.draft?.address?.id !== event.address.id,
  /** Another drop-off than the one chosen. */
  otherDropOff: ({ context, event }: GuardArgs) => event.type === 'DROP_OFF_CHOSEN' && context.draft?.drop_off !== event.dropOff,
  relayChosen: ({ event }: GuardArgs) => event.type === 'DROP_OFF_CHOSEN' && event.dropOff === 'RELAY',
  /** A relay point is only for the RELAY drop-off. */
  relayDropOff: ({ context }: GuardArgs) => context.draft?.drop_off === 'RELAY',
  /** The confirmation needs the address and the drop-off of the draft. */
  draftIncomplete: ({ context }: GuardArgs) => recycleDraftStep(context.draft) !== 'addressed',
  /** This tab already saw the label (a reload): its tracking event went already. */
  labelKnown: ({ context, event }: GuardArgs) => context.draft?.label_id === outputOf<RecycleLabel>(event).id,
  /** COUNTRY_NOT_SUPPORTED, MONTHLY_LIMIT_REACHED or RECYCLE_SWITCHED_OFF: their page. */
  refused: ({ event }: GuardArgs) => blockedReasonOf(errorOf(event)) !== null,
};

/** The body of the creation from the draft. */
export function createRequestOf(draft: RecycleLabelDraft): RecycleCreateRequest {
  const body =
    draft.drop_off === 'RELAY' && draft.relay_point
      ? { address_id: draft.address!.id, drop_off: 'RELAY' as const, relay_point: draft.relay_point }
      : { address_id: draft.address!.id, drop_off: 'POST_OFFICE' as const };
  return { body, idempotencyKey: draft.idempotency_key ?? idempotencyKey(`recycle-${draft.id}`, body) };
}

const go = (to: string) => ({ type: 'navigate', params: { to } }) as const;
const draftOf = (context: RecycleLabelContext): RecycleLabelDraft => context.draft ?? startedDraft(context.newDraftId);

/**
 * The creation of a free recycling label (Little Geste): the start (the rules; a
 * visitor signs in; a client with no label left, or a locale where the programme is off, is
 * blocked), the address step (a saved or new address, refused outside the programme's countries;
 * the post office or a relay point), then the creation on the confirmation page (once, whatever the
 * reloads: the draft's Idempotency-Key), its failures and the server's refusals. Moving between
 * pages, keeping the draft and tracking are the app's named actions.
 */
export const recycleLabelMachine = setup({
  types: {} as { context: RecycleLabelContext; events: RecycleLabelEvent; input: RecycleLabelInput },
  actors: {
    loadStart: fromPromise<RecycleStartData, { signedIn: boolean }>(() => {
      throw new Error('provided by the app');
    }),
    loadAddress: fromPromise<RecycleAddressData, void>(() => {
      throw new Error('provided by the app');
    }),
    create: fromPromise<RecycleLabel, RecycleCreateRequest>(() => {
      throw new Error('provided by the app');
    }),
  },
  guards: recycleLabelGuards,
  actions: {
    rememberStart: assign(({ event }) => {
      const { offer, allowance } = outputOf<RecycleStartData>(event);
      return { offer, allowance };
    }),
    rememberAddressData: assign(({ event }) => {
      const { offer, allowance, addresses } = outputOf<RecycleAddressData>(event);
      return { offer, allowance, addresses };
    }),
    rememberFailure: assign({ failure: ({ event }) => recycleFailure(errorOf(event)) }),
    forgetFailure: assign({ failure: null }),
    /** A new draft: the start is done. */
    startDraft: assign({ draft: ({ context }) => startedDraft(context.newDraftId) }),
    chooseAddress: assign(({ context, event }) => {
      if (event.type !== 'ADDRESS_CHOSEN') return {};
      const { address } = event;
      const addresses = context.addresses.some((known) => known.id === address.id) ? context.addresses : [...context.addresses, address];
      const draft = { ...draftOf(context), address: { id: address.id, country_code: address.country_code }, drop_off: null, relay_point: null, idempotency_key: null };
      return { addresses, draft };
    }),
    chooseDropOff: assign({
      draft: ({ context, event }) => (event.type === 'DROP_OFF_CHOSEN' ? { ...draftOf(context), drop_off: event.dropOff, relay_point: null, idempotency_key: null } : context.draft),
    }),
    chooseRelayPoint: assign({
      draft: ({ context, event }) => (event.type === 'RELAY_POINT_CHOSEN' ? { ...draftOf(context), relay_point: event.relayPoint, idempotency_key: null } : context.draft),
    }),
    /** The key of the creation: the same choice asked again is the same label. */
    fixKey: assign({
      draft: ({ context }) => {
        const draft = draftOf(context);
        return { ...draft, idempotency_key: createRequestOf({ ...draft, idempotency_key: null }).idempotencyKey };
      },
    }),
    rememberLabel: assign(({ context, event }) => {
      const label = outputOf<RecycleLabel>(event);
      return { label, draft: { ...draftOf(context), label_id: label.id } };
    }),
    rememberRefusal: assign({ refusal: ({ event }) => blockedReasonOf(errorOf(event)) }),
    // The world, provided by the app (nothing happens without it, as when QA generates paths):
    /** Goes to `to`, a path without locale prefix. */
    navigate: (_, _params: { to: string }) => {},
    /** Keeps the context's draft in the tab. */
    saveDraft: () => {},
    /** Pushes `{ event: 'recycle label', label_id, country, drop_off }` to the data layer (issue 20 routes it through consent). */
    trackLabelCreated: () => {},
  },
}).createMachine({
  id: 'recycleLabel',
  context: ({ input }) => ({
    step: input.step,
    enabled: input.enabled,
    signedIn: input.signedIn,
    draft: input.draft,
    newDraftId: input.newDraftId ?? globalThis.crypto.randomUUID(),
    offer: null,
    allowance: null,
    addresses: [],
    label: null,
    failure: null,
    refusal: null,
  }),
  initial: 'route',
  states: {
    route: {
      always: [
        { guard: 'switchedOff', target: 'switchedOff' },
        { guard: 'onAddressStep', target: 'address' },
        { guard: 'onConfirmation', target: 'creation' },
        { target: 'start' },
      ],
    },
    switchedOff: { type: 'final', entry: go(RECYCLE_PATHS.blocked('switched-off')) },
    limitReached: { type: 'final', entry: go(RECYCLE_PATHS.blocked('monthly-limit')) },
    countryRefused: { type: 'final', entry: go(RECYCLE_PATHS.blocked('country-not-supported')) },
    // A visitor: the page asks to sign in, and comes back to the address step (the draft says the start is done).
    signIn: { type: 'final' },
    toAddress: { type: 'final', entry: go(RECYCLE_PATHS.address) },
    toConfirmation: { type: 'final', entry: go(RECYCLE_PATHS.confirmation) },

    start: {
      initial: 'loading',
      states: {
        loading: {
          entry: 'forgetFailure',
          invoke: {
            id: 'loadStart',
            src: 'loadStart',
            input: ({ context }) => ({ signedIn: context.signedIn }),
            onDone: [
              { guard: 'offerClosed', target: '#recycleLabel.switchedOff' },
              { guard: 'noLabelLeft', target: '#recycleLabel.limitReached' },
              { target: 'ready', actions: 'rememberStart' },
            ],
            onError: { target: 'loadFailed', actions: 'rememberFailure' },
          },
        },
        loadFailed: { on: { RETRY: 'loading' } },
        // The rules in short, and "Continue".
        ready: {
          on: {
            CONTINUE: [
              { guard: 'signedOut', target: '#recycleLabel.signIn', actions: ['startDraft', 'saveDraft'] },
              { target: '#recycleLabel.toAddress', actions: ['startDraft', 'saveDraft'] },
            ],
          },
        },
      },
    },

    address: {
      initial: 'route',
      states: {
        route: { always: [{ guard: 'signedOut', target: '#recycleLabel.signIn' }, { target: 'loading' }] },
        loading: {
          entry: 'forgetFailure',
          invoke: {
            id: 'loadAddress',
            src: 'loadAddress',
            onDone: [{ guard: 'noLabelLeft', target: '#recycleLabel.limitReached' }, { target: 'choosing', actions: 'rememberAddressData' }],
            onError: { target: 'loadFailed', actions: 'rememberFailure' },
          },
        },
        loadFailed: { on: { RETRY: 'loading' } },
        choosing: {
          initial: 'addressNeeded',
          on: {
            ADDRESS_CHOSEN: [
              { guard: and(['otherAddress', 'countryRefused']), target: '#recycleLabel.countryRefused' },
              { guard: 'otherAddress', target: '.addressChosen', actions: ['chooseAddress', 'saveDraft'] },
            ],
          },
          states: {
            addressNeeded: {},
            addressChosen: {
              initial: 'dropOffNeeded',
              on: {
                DROP_OFF_CHOSEN: [
                  { guard: and(['otherDropOff', 'relayChosen']), target: '.relayPointNeeded', actions: ['chooseDropOff', 'saveDraft'] },
                  { guard: 'otherDropOff', target: '.dropOffChosen', actions: ['chooseDropOff', 'saveDraft'] },
                ],
                RELAY_POINT_CHOSEN: { guard: 'relayDropOff', target: '.dropOffChosen', actions: ['chooseRelayPoint', 'saveDraft'] },
              },
              states: {
                dropOffNeeded: {},
                relayPointNeeded: {},
                // "Create my label".
                dropOffChosen: { on: { CREATE: { target: '#recycleLabel.toConfirmation', actions: ['fixKey', 'saveDraft'] } } },
              },
            },
          },
        },
      },
    },

    creation: {
      initial: 'route',
      states: {
        route: { always: [{ guard: 'draftIncomplete', target: '#recycleLabel.toAddress' }, { target: 'creating' }] },
        creating: {
          entry: 'forgetFailure',
          invoke: {
            id: 'create',
            src: 'create',
            input: ({ context }) => createRequestOf(context.draft!),
            onDone: [
              { guard: 'labelKnown', target: 'created', actions: 'rememberLabel' },
              { target: 'created', actions: ['rememberLabel', 'saveDraft', 'trackLabelCreated'] },
            ],
            onError: [{ guard: 'refused', target: 'refused', actions: 'rememberRefusal' }, { target: 'failed', actions: 'rememberFailure' }],
          },
        },
        // No answer, or the server failed: the same creation again, with the same key.
        failed: { on: { RETRY: 'creating' } },
        created: { type: 'final' },
        refused: { type: 'final', entry: { type: 'navigate', params: ({ context }) => ({ to: RECYCLE_PATHS.blocked(context.refusal!) }) } },
      },
    },
  },
});

export type RecycleLabelMachine = typeof recycleLabelMachine;
