import type { components } from '@/shared/api';

/** Where the draft of a label waits in the tab: it survives signing in and a reload. */
export const RECYCLE_DRAFT_KEY = 'lc-recycle-label';

export type RecycleDropOff = components['schemas']['RecycleLabelInput']['drop_off'];
export type RelayPointChoice = components['schemas']['RelayPointChoice'];

/**
 * A label being made, step by step: the start done (the rules read), the sender's address (its id
 * and country), the drop-off (and the relay point for RELAY), the id of this draft (the creation's
 * Idempotency-Key comes from it and from what is asked for) and the label once created.
 */
export interface RecycleLabelDraft {
  /** One per start: a new start is a new label. */
  id: string;
  started: boolean;
  address: { id: number; country_code: string } | null;
  drop_off: RecycleDropOff | null;
  relay_point: RelayPointChoice | null;
  /** The Idempotency-Key of the creation, set when the client asks for the label. */
  idempotency_key: string | null;
  /** The label created with this draft: its tracking event is sent once. */
  label_id: number | null;
}

const isDraft = (value: unknown): value is RecycleLabelDraft => {
  const draft = value as RecycleLabelDraft;
  return typeof draft === 'object' && draft !== null && typeof draft.id === 'string' && typeof draft.started === 'boolean';
};

/** The draft kept in this tab, or none (none kept, or unreadable). */
export function readRecycleDraft(): RecycleLabelDraft | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(RECYCLE_DRAFT_KEY);
    if (!raw) return null;
    const draft: unknown = JSON.parse(raw);
    return isDraft(draft) ? draft : null;
  } catch {
    return null;
  }
}

export function saveRecycleDraft(draft: RecycleLabelDraft): void {
  try {
    globalThis.sessionStorage?.setItem(RECYCLE_DRAFT_KEY, JSON.stringify(draft));
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

/**
 * How far a draft went, as the `littlegeste` guard reads it: nothing started, the start done, or
 * the sender's address and drop-off chosen (the confirmation can create the label).
 */
export type RecycleDraftStep = 'none' | 'started' | 'addressed';

export function recycleDraftStep(draft: RecycleLabelDraft | null): RecycleDraftStep {
  if (!draft?.started) return 'none';
  const dropOffDone = draft.drop_off === 'POST_OFFICE' || (draft.drop_off === 'RELAY' && draft.relay_point !== null);
  return draft.address !== null && dropOffDone ? 'addressed' : 'started';
}

/** A new draft, the start done. */
export function startedDraft(id: string): RecycleLabelDraft {
  return { id, started: true, address: null, drop_off: null, relay_point: null, idempotency_key: null, label_id: null };
}
