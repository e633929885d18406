import type { SnapshotFrom } from 'xstate';
import type { TrunkPreviewEvent, TrunkPreviewMachine } from './machine';

type Snapshot = SnapshotFrom<TrunkPreviewMachine>;

/** The state as one dotted name: `browsing`, `replacing.searching.results`... */
export function selectStep(snapshot: Snapshot): string {
  const flatten = (value: unknown): string =>
    typeof value === 'string' ? value : Object.entries(value as Record<string, unknown>).map(([key, inner]) => `${key}.${flatten(inner)}`)[0]!;
  return flatten(snapshot.value);
}

/** Whether the machine takes an event without payload now: the page offers only what it takes. */
export const selectCan = (type: Exclude<TrunkPreviewEvent['type'], 'SHOW_LOOK' | 'REPLACE' | 'CHOOSE_REASON' | 'FILTER' | 'PICK' | 'CHOOSE_SIZE' | 'TYPE_COMMENT'>) => (snapshot: Snapshot) =>
  snapshot.can({ type } as TrunkPreviewEvent);

export const selectPreview = (snapshot: Snapshot) => snapshot.context.preview;
export const selectLookIndex = (snapshot: Snapshot) => snapshot.context.lookIndex;
export const selectFailure = (snapshot: Snapshot) => snapshot.context.failure;
export const selectNotice = (snapshot: Snapshot) => snapshot.context.notice;
export const selectDraft = (snapshot: Snapshot) => snapshot.context.draft;
export const selectSkip = (snapshot: Snapshot) => snapshot.context.skip;
export const selectReplacement = (snapshot: Snapshot) => {
  const { target, reason, filters, page, results, picked, variantId } = snapshot.context;
  return { target, reason, filters, page, results, picked, variantId };
};
