/** Wishes a trunk request holds at most: a trunk has room for about this many pieces. */
export const MAX_WISHES = 12;
