/**
 * Screens that later work builds. Until then their routes exist, with their guards and layout,
 * and show the one shared placeholder page. This list is what remains: count it, shrink it.
 */
export const PENDING_AREAS = {
  recycle: 'Little Geste recycling labels',
} as const;

export type PendingArea = keyof typeof PENDING_AREAS;

/** Guards whose rules arrive with the screens they protect; they let every visitor through until then. */
export const PENDING_GUARDS: Record<string, PendingArea> = {
  littlegeste: 'recycle',
};
