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

/**
 * How far a draft went, as the `littlegeste` guard reads it: nothing started, the start done, or
 * the sender's address and drop-off chosen (the confirmation can create the label).
 */
export type RecycleDraftStep = 'none' | 'started' | 'addressed';

/**
 * How far the draft of the tab went, as saved with it: the `littlegeste` guard reads only this
 * (this module is part of the app's start: keep it tiny).
 */
export function savedDraftStep(): RecycleDraftStep {
  try {
    return (JSON.parse(sessionStorage.getItem(RECYCLE_DRAFT_KEY) ?? 'null') as { step?: RecycleDraftStep } | null)?.step ?? 'none';
  } catch {
    return 'none';
  }
}
