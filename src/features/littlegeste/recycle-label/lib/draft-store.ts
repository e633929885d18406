import { RECYCLE_DRAFT_KEY, type RecycleDraftStep, type RecycleLabelDraft } from './draft';

// Apart from lib/draft.ts (what the `littlegeste` guard imports into the app's start): the rest of
// the draft's keeping travels with the flow's pages only.

/** The draft kept in this tab, or none (none kept, or unreadable). */
export function readRecycleDraft(): RecycleLabelDraft | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(RECYCLE_DRAFT_KEY);
    if (!raw) return null;
    const { step: _step, ...draft } = JSON.parse(raw) as RecycleLabelDraft & { step?: RecycleDraftStep };
    return typeof draft.id === 'string' ? draft : null;
  } catch {
    return null;
  }
}

export function recycleDraftStep(draft: RecycleLabelDraft | null): RecycleDraftStep {
  if (!draft?.started) return 'none';
  // A relay point is chosen only with the RELAY drop-off.
  return draft.address && (draft.drop_off === 'POST_OFFICE' || draft.relay_point) ? 'addressed' : 'started';
}

export function saveRecycleDraft(draft: RecycleLabelDraft): void {
  try {
    // Saved with its step, which the guard reads.
    globalThis.sessionStorage?.setItem(RECYCLE_DRAFT_KEY, JSON.stringify({ ...draft, step: recycleDraftStep(draft) }));
  } catch {
    // A browser that keeps nothing: the address step then sends the client back to the start.
  }
}

export function clearRecycleDraft(): void {
  try {
    globalThis.sessionStorage?.removeItem(RECYCLE_DRAFT_KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/** A new draft, the start done. */
export function startedDraft(id: string): RecycleLabelDraft {
  return { id, started: true, address: null, drop_off: null, relay_point: null, idempotency_key: null, label_id: null };
}
