const DAY_MS = 86_400_000;

/** The calendar day of an instant in France ('YYYY-MM-DD'), where the deadlines are counted. */
export function parisDay(instant: string | Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
}

/**
 * Whole days left before a deadline (the end of its day in France): 0 on its last day, negative
 * once it has passed.
 */
export function daysLeft(deadline: string, now: Date = new Date()): number {
  return Math.round((Date.parse(`${parisDay(deadline)}T00:00:00Z`) - Date.parse(`${parisDay(now)}T00:00:00Z`)) / DAY_MS);
}

/** Orders things by their deadline, soonest first (the list as the server sends it, kept stable). */
export function bySoonest<T>(items: readonly T[], deadline: (item: T) => string): T[] {
  return [...items].sort((a, b) => Date.parse(deadline(a)) - Date.parse(deadline(b)));
}
