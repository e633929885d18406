/** Kids are dressed from birth to 14: the 15th birthday ends it. */
export const KID_MAX_AGE = 14;

/** Today's date in France ('YYYY-MM-DD'), where the service and its families are. */
export function todayInFrance(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The same calendar day `years` later ('YYYY-MM-DD'); a 29 February becomes 1 March in a common year. */
function yearsLater(date: string, years: number): string {
  return String(Number(date.slice(0, 4)) + years).padStart(4, '0') + date.slice(4);
}

export type BirthdateProblem = 'INVALID_BIRTHDATE' | 'KID_TOO_OLD';

/**
 * What is wrong with a birthdate ('YYYY-MM-DD') on `today`: a date after today, or, for a kid, a
 * 15th birthday already reached. Dates compare as text, so 29 February of a common year falls
 * between the 28th and 1 March.
 */
export function birthdateProblem(birthdate: string, isKid: boolean, today: string): BirthdateProblem | null {
  if (birthdate > today) return 'INVALID_BIRTHDATE';
  if (isKid && today >= yearsLater(birthdate, KID_MAX_AGE + 1)) return 'KID_TOO_OLD';
  return null;
}

/** The date `days` after `date` ('YYYY-MM-DD'); before it when negative. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The same day `months` later ('YYYY-MM-DD'); a day the month lacks becomes its last (31 January + 1 month: 28 or 29 February). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target.toISOString().slice(0, 10);
}
