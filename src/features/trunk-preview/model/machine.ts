import { assign, fromPromise, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import type { Preview, PreviewRef, PreviewReplacement, PreviewSearch, PreviewSearchQuery, PreviewSkip, ReplacementReason } from '@/entities/preview';
import type { Product, ProductFamily } from '@/entities/product';
import { isRetryableFailure, previewFailure, type PreviewFailure } from './failure';

/** The preview of a request in the app, or the mail's skip link (its token). */
export type TrunkPreviewInput = PreviewRef | { token: string };

export interface SearchFilters {
  /** Only the family of the piece replaced. */
  sameCategory: boolean;
  /** Only one family (when not `sameCategory`). */
  category: ProductFamily | null;
  /** Only the profile's sizes, without what it dislikes. */
  filterProfile: boolean;
}

/** The piece being replaced: look `lookIndex`, piece `itemIndex`. */
export interface PieceRef {
  lookIndex: number;
  itemIndex: number;
}

export interface TrunkPreviewContext {
  /** The request whose preview is shown; null for the skip link. */
  ref: PreviewRef | null;
  /** The skip link's token; null in the app. */
  token: string | null;
  preview: Preview | null;
  /** The look shown. */
  lookIndex: number;
  /** While replacing: the piece, the reason, the search, the product and size picked. */
  target: PieceRef | null;
  reason: ReplacementReason | null;
  filters: SearchFilters;
  page: number;
  results: PreviewSearch | null;
  picked: Product | null;
  variantId: number | null;
  /** The word for the stylist being written. */
  draft: string;
  /** Why the last call failed, while a failure shows. */
  failure: PreviewFailure | null;
  /** What the page announces after a change saved. */
  notice: 'replaced' | 'commented' | null;
  /** What the skip link did. */
  skip: PreviewSkip | null;
}

export type TrunkPreviewEvent =
  | { type: 'NEXT_LOOK' }
  | { type: 'PREVIOUS_LOOK' }
  | { type: 'SHOW_LOOK'; lookIndex: number }
  | ({ type: 'REPLACE'; productId: number } & PieceRef)
  | { type: 'CHOOSE_REASON'; reason: ReplacementReason }
  | { type: 'SEARCH' }
  | { type: 'FILTER'; filters: Partial<SearchFilters> }
  | { type: 'NEXT_PAGE' }
  | { type: 'PREVIOUS_PAGE' }
  | { type: 'PICK'; productId: number }
  | { type: 'CHOOSE_SIZE'; variantId: number }
  | { type: 'REVIEW' }
  | { type: 'CONFIRM' }
  | { type: 'BACK' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' }
  | { type: 'EDIT_COMMENT' }
  | { type: 'TYPE_COMMENT'; message: string }
  | { type: 'SAVE_COMMENT' }
  | { type: 'VALIDATE' };

/** What the replacement call receives. */
export interface ReplaceInput {
  ref: PreviewRef;
  replacement: PreviewReplacement;
}

/** What the comment call receives. */
export interface CommentInput {
  ref: PreviewRef;
  message: string;
}

/** The filters a search starts with: pieces of the same kind, in the profile's sizes. */
export const DEFAULT_FILTERS: SearchFilters = { sameCategory: true, category: null, filterProfile: true };

/**
 * The filters after a change: choosing a family leaves "same kind" aside, and asking for the same
 * kind again forgets the family.
 */
export function mergeFilters(current: SearchFilters, change: Partial<SearchFilters>): SearchFilters {
  const next = { ...current, ...change };
  if (change.category) next.sameCategory = false;
  if (change.sameCategory) next.category = null;
  return next;
}

interface GuardArgs {
  context: TrunkPreviewContext;
  event: TrunkPreviewEvent;
}

const looksOf = (context: TrunkPreviewContext) => context.preview?.looks ?? [];
const outputOf = <T>(event: unknown) => (event as DoneActorEvent<T>).output;
const failureOf = (event: unknown) => previewFailure((event as ErrorActorEvent).error);

/** The rules of the preview, pure functions of the context and the event. */
export const trunkPreviewGuards = {
  hasToken: ({ context }: GuardArgs) => context.token !== null,
  /** The preview loaded may still change (not validated, deadline not past). */
  isOpen: ({ event }: GuardArgs) => outputOf<Preview>(event).is_open,
  isNotComposed: ({ event }: GuardArgs) => failureOf(event) === 'NO_PREVIEW',
  hasNextLook: ({ context }: GuardArgs) => context.lookIndex < looksOf(context).length - 1,
  hasPreviousLook: ({ context }: GuardArgs) => context.lookIndex > 0,
  isOtherLook: ({ context, event }: GuardArgs) =>
    event.type === 'SHOW_LOOK' && event.lookIndex !== context.lookIndex && event.lookIndex >= 0 && event.lookIndex < looksOf(context).length,
  /** A piece of the look shown, as it stands (the product the client saw). */
  isShownPiece: ({ context, event }: GuardArgs) =>
    event.type === 'REPLACE' &&
    event.lookIndex === context.lookIndex &&
    looksOf(context)[event.lookIndex]?.items.find((item) => item.item_index === event.itemIndex)?.product.id === event.productId,
  hasReason: ({ context }: GuardArgs) => context.reason !== null,
  filtersChange: ({ context, event }: GuardArgs) =>
    event.type === 'FILTER' && JSON.stringify(mergeFilters(context.filters, event.filters)) !== JSON.stringify(context.filters),
  hasNextPage: ({ context }: GuardArgs) => context.page < (context.results?.pages ?? 0),
  hasPreviousPage: ({ context }: GuardArgs) => context.page > 1,
  isInResults: ({ context, event }: GuardArgs) => event.type === 'PICK' && Boolean(context.results?.products.some((product) => product.id === event.productId)),
  /** A size of the product picked that is in stock, other than the one chosen. */
  canPickSize: ({ context, event }: GuardArgs) =>
    event.type === 'CHOOSE_SIZE' &&
    event.variantId !== context.variantId &&
    Boolean(context.picked?.variants.some((variant) => variant.variant_id === event.variantId && variant.is_available)),
  hasSize: ({ context }: GuardArgs) => context.variantId !== null,
  commentIsWritten: ({ context }: GuardArgs) => context.draft.trim() !== '',
  commentChanged: ({ context, event }: GuardArgs) => event.type === 'TYPE_COMMENT' && event.message !== context.draft,
  isRetryable: ({ context }: GuardArgs) => isRetryableFailure(context.failure),
};

/** A search starts afresh. */
const forgetSearch = { filters: DEFAULT_FILTERS, page: 1, results: null, picked: null, variantId: null, failure: null };
/** Leaves the replacement: nothing of it stays. */
const forgetReplacement = { ...forgetSearch, target: null, reason: null };

const cancelToBrowsing = { target: '#trunkPreview.browsing', actions: 'forgetReplacement' } as const;
const retry = (target: string) => ({ guard: 'isRetryable', target }) as const;
/** Another look shown: the news of the last change is read. */
const lookNavigation = {
  NEXT_LOOK: { guard: 'hasNextLook', actions: ['showNextLook', 'forgetNotice'] },
  PREVIOUS_LOOK: { guard: 'hasPreviousLook', actions: ['showPreviousLook', 'forgetNotice'] },
  SHOW_LOOK: { guard: 'isOtherLook', actions: ['showLook', 'forgetNotice'] },
} as const;

export const trunkPreviewMachine = setup({
  types: {} as {
    context: TrunkPreviewContext;
    events: TrunkPreviewEvent;
    input: TrunkPreviewInput;
  },
  actors: {
    load: fromPromise<Preview, PreviewRef>(() => {
      throw new Error('provided by the app');
    }),
    search: fromPromise<PreviewSearch, PreviewSearchQuery>(() => {
      throw new Error('provided by the app');
    }),
    replace: fromPromise<Preview, ReplaceInput>(() => {
      throw new Error('provided by the app');
    }),
    comment: fromPromise<Preview, CommentInput>(() => {
      throw new Error('provided by the app');
    }),
    validate: fromPromise<Preview, PreviewRef>(() => {
      throw new Error('provided by the app');
    }),
    skip: fromPromise<PreviewSkip, string>(() => {
      throw new Error('provided by the app');
    }),
  },
  guards: trunkPreviewGuards,
  actions: {
    /** Records the preview validated ("sélection previz"), once per trunk. */
    trackPrevizSelection: () => {},
    rememberPreview: assign({ preview: ({ event }) => outputOf<Preview>(event), failure: null }),
    rememberFailure: assign({ failure: ({ event }) => failureOf(event) }),
    forgetFailure: assign({ failure: null }),
    showNextLook: assign({ lookIndex: ({ context }) => context.lookIndex + 1 }),
    showPreviousLook: assign({ lookIndex: ({ context }) => context.lookIndex - 1 }),
    showLook: assign({ lookIndex: ({ context, event }) => (event.type === 'SHOW_LOOK' ? event.lookIndex : context.lookIndex) }),
    startReplacement: assign(({ event }) => ({
      ...forgetReplacement,
      target: event.type === 'REPLACE' ? { lookIndex: event.lookIndex, itemIndex: event.itemIndex } : null,
      notice: null,
    })),
    forgetReplacement: assign(forgetReplacement),
    forgetSearch: assign(forgetSearch),
    forgetResults: assign({ results: null, failure: null }),
    chooseReason: assign({ reason: ({ context, event }) => (event.type === 'CHOOSE_REASON' ? event.reason : context.reason) }),
    rememberResults: assign({ results: ({ event }) => outputOf<PreviewSearch>(event), failure: null }),
    changeFilters: assign(({ context, event }) => ({ filters: event.type === 'FILTER' ? mergeFilters(context.filters, event.filters) : context.filters, page: 1 })),
    showNextPage: assign({ page: ({ context }) => context.page + 1 }),
    showPreviousPage: assign({ page: ({ context }) => context.page - 1 }),
    pick: assign(({ context, event }) => ({
      picked: event.type === 'PICK' ? (context.results?.products.find((product) => product.id === event.productId) ?? null) : null,
      variantId: null,
    })),
    chooseSize: assign({ variantId: ({ context, event }) => (event.type === 'CHOOSE_SIZE' ? event.variantId : context.variantId) }),
    rememberReplacement: assign(({ event }) => ({ ...forgetReplacement, preview: outputOf<Preview>(event), notice: 'replaced' as const })),
    /** A size that has just gone is no longer offered. */
    rememberSaveFailure: assign(({ context, event }) => {
      const failure = failureOf(event);
      if (failure !== 'NOT_ENOUGH_STOCK' || !context.picked) return { failure };
      const variants = context.picked.variants.map((variant) => (variant.variant_id === context.variantId ? { ...variant, is_available: false } : variant));
      return { failure, variantId: null, picked: { ...context.picked, variants } };
    }),
    startComment: assign(({ context }) => ({ draft: context.preview?.comment ?? '', failure: null, notice: null })),
    typeComment: assign({ draft: ({ context, event }) => (event.type === 'TYPE_COMMENT' ? event.message : context.draft) }),
    rememberComment: assign(({ event }) => ({ preview: outputOf<Preview>(event), draft: '', failure: null, notice: 'commented' as const })),
    forgetComment: assign({ draft: '', failure: null }),
    forgetNotice: assign({ notice: null }),
    rememberSkip: assign({ skip: ({ event }) => outputOf<PreviewSkip>(event), failure: null }),
  },
}).createMachine({
  id: 'trunkPreview',
  context: ({ input }) => ({
    ref: 'token' in input ? null : { profileId: input.profileId, requestId: input.requestId },
    token: 'token' in input ? input.token : null,
    preview: null,
    lookIndex: 0,
    ...forgetReplacement,
    draft: '',
    notice: null,
    skip: null,
  }),
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'hasToken', target: 'skipping' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => context.ref as PreviewRef,
        onDone: [
          { guard: 'isOpen', target: 'browsing', actions: 'rememberPreview' },
          { target: 'closed', actions: 'rememberPreview' },
        ],
        onError: [{ guard: 'isNotComposed', target: 'notComposed' }, { target: 'failed', actions: 'rememberFailure' }],
      },
    },
    failed: {
      on: { RETRY: retry('loading') },
    },
    notComposed: { type: 'final' },
    /** Validated, skipped or past its deadline: the looks can be seen, not changed. */
    closed: {
      on: lookNavigation,
    },
    browsing: {
      on: {
        ...lookNavigation,
        REPLACE: { guard: 'isShownPiece', target: 'replacing', actions: 'startReplacement' },
        EDIT_COMMENT: { target: 'commenting', actions: 'startComment' },
        VALIDATE: { target: 'confirmingValidation', actions: 'forgetNotice' },
      },
    },
    replacing: {
      initial: 'choosingReason',
      states: {
        choosingReason: {
          on: {
            CHOOSE_REASON: { actions: 'chooseReason' },
            SEARCH: { guard: 'hasReason', target: 'searching' },
            CANCEL: cancelToBrowsing,
          },
        },
        searching: {
          initial: 'loading',
          on: {
            BACK: { target: 'choosingReason', actions: 'forgetSearch' },
            CANCEL: cancelToBrowsing,
          },
          states: {
            loading: {
              entry: 'forgetResults',
              invoke: {
                id: 'search',
                src: 'search',
                input: ({ context }) => ({
                  ...(context.ref as PreviewRef),
                  ...context.filters,
                  page: context.page,
                  ...(context.target as PieceRef),
                }),
                onDone: { target: 'results', actions: 'rememberResults' },
                onError: { target: 'failed', actions: 'rememberFailure' },
              },
            },
            results: {
              on: {
                FILTER: { guard: 'filtersChange', target: 'loading', actions: 'changeFilters' },
                NEXT_PAGE: { guard: 'hasNextPage', target: 'loading', actions: 'showNextPage' },
                PREVIOUS_PAGE: { guard: 'hasPreviousPage', target: 'loading', actions: 'showPreviousPage' },
                PICK: { guard: 'isInResults', target: '#trunkPreview.replacing.picked', actions: 'pick' },
              },
            },
            failed: {
              on: { RETRY: retry('loading') },
            },
          },
        },
        picked: {
          on: {
            CHOOSE_SIZE: { guard: 'canPickSize', actions: 'chooseSize' },
            REVIEW: { guard: 'hasSize', target: 'confirming' },
            BACK: { target: '#trunkPreview.replacing.searching.results', actions: 'forgetFailure' },
            CANCEL: cancelToBrowsing,
          },
        },
        confirming: {
          on: {
            CONFIRM: { target: 'saving' },
            BACK: { target: 'picked' },
            CANCEL: cancelToBrowsing,
          },
        },
        saving: {
          entry: 'forgetFailure',
          invoke: {
            id: 'replace',
            src: 'replace',
            input: ({ context }) => ({
              ref: context.ref as PreviewRef,
              replacement: {
                look_index: (context.target as PieceRef).lookIndex,
                item_index: (context.target as PieceRef).itemIndex,
                replacement_product_id: (context.picked as Product).id,
                replacement_variant_id: context.variantId as number,
                replacement_reason: context.reason as ReplacementReason,
              },
            }),
            onDone: { target: '#trunkPreview.browsing', actions: 'rememberReplacement' },
            onError: { target: 'saveFailed', actions: 'rememberSaveFailure' },
          },
        },
        saveFailed: {
          on: {
            RETRY: retry('saving'),
            BACK: { target: 'picked', actions: 'forgetFailure' },
            CANCEL: cancelToBrowsing,
          },
        },
      },
    },
    commenting: {
      initial: 'editing',
      on: {
        TYPE_COMMENT: { guard: 'commentChanged', target: '.editing', actions: 'typeComment' },
        CANCEL: { target: 'browsing', actions: 'forgetComment' },
      },
      states: {
        editing: {
          on: { SAVE_COMMENT: { guard: 'commentIsWritten', target: 'saving' } },
        },
        saving: {
          invoke: {
            id: 'comment',
            src: 'comment',
            input: ({ context }) => ({ ref: context.ref as PreviewRef, message: context.draft.trim() }),
            onDone: { target: '#trunkPreview.browsing', actions: 'rememberComment' },
            onError: { target: 'failed', actions: 'rememberFailure' },
          },
        },
        failed: {
          on: { SAVE_COMMENT: retry('saving') },
        },
      },
    },
    confirmingValidation: {
      on: {
        CONFIRM: { target: 'validating' },
        CANCEL: { target: 'browsing' },
      },
    },
    validating: {
      invoke: {
        id: 'validate',
        src: 'validate',
        input: ({ context }) => context.ref as PreviewRef,
        onDone: { target: 'validated', actions: ['rememberPreview', 'trackPrevizSelection'] },
        onError: { target: 'validationFailed', actions: 'rememberFailure' },
      },
    },
    validationFailed: {
      on: {
        RETRY: retry('validating'),
        CANCEL: { target: 'browsing', actions: 'forgetFailure' },
      },
    },
    validated: { type: 'final' },
    skipping: {
      invoke: {
        id: 'skip',
        src: 'skip',
        input: ({ context }) => context.token as string,
        onDone: { target: 'skipped', actions: 'rememberSkip' },
        onError: { target: 'skipFailed', actions: 'rememberFailure' },
      },
    },
    skipped: { type: 'final' },
    skipFailed: {
      on: { RETRY: retry('skipping') },
    },
  },
});

export type TrunkPreviewMachine = typeof trunkPreviewMachine;
