/**
 * Whether the address's fragment (`location.hash`, with or without `#`) names `anchor`. Anchors are
 * URL-encoded already, but a browser or a person may hand the fragment over decoded or in capitals:
 * each form of the same text matches.
 */
export function fragmentNames(fragment: string, anchor: string): boolean {
  const raw = fragment.replace(/^#/, '');
  if (!raw) return false;
  if (raw === anchor) return true;
  try {
    return encodeURIComponent(decodeURIComponent(raw).toLowerCase()) === anchor;
  } catch {
    return false;
  }
}
