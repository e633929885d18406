/**
 * Size age bands (seed 000 section 4), youngest first. A band fits the ages above the previous
 * band's upper bound up to its own, bound included: '2 ans' fits from 18 months and a day to 2
 * years, '14 ans' from 12 years and a day. Kids are kids until their 15th birthday, so the
 * last band stretches to the day before it.
 */
export const SIZE_BANDS = [
  { label: '1 mois', upToMonths: 1 },
  { label: '3 mois', upToMonths: 3 },
  { label: '6 mois', upToMonths: 6 },
  { label: '9 mois', upToMonths: 9 },
  { label: '12 mois', upToMonths: 12 },
  { label: '18 mois', upToMonths: 18 },
  { label: '2 ans', upToMonths: 24 },
  { label: '3 ans', upToMonths: 36 },
  { label: '4 ans', upToMonths: 48 },
  { label: '5 ans', upToMonths: 60 },
  { label: '6 ans', upToMonths: 72 },
  { label: '8 ans', upToMonths: 96 },
  { label: '10 ans', upToMonths: 120 },
  { label: '12 ans', upToMonths: 144 },
  { label: '14 ans', upToMonths: 168 },
] as const;

export type SizeBand = (typeof SIZE_BANDS)[number]['label'];

/** On the 15th birthday a child is no longer a kid of the service (seed 000 section 9). */
export const KID_AGE_LIMIT_MONTHS = 15 * 12;

interface CalendarDay {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A `YYYY-MM-DD` date (a longer ISO string is cut to its date), or a Date read in local time; null when not a real day. */
function calendarDay(value: string | Date): CalendarDay | null {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? null : { year: value.getFullYear(), month: value.getMonth() + 1, day: value.getDate() };
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) ? { year, month, day } : null;
}

/**
 * The anniversary `months` months after `from`, as age is counted. It keeps the day of the month
 * even where the month lacks it, so that it compares as falling after that month's last day:
 * born on 29 February, a child is still 14 on 28 February of a common year and 15 on 1 March
 * (the server's age rule reads birthdates the same way).
 */
function monthsLater(from: CalendarDay, months: number): CalendarDay {
  const index = from.month - 1 + months;
  return { year: from.year + Math.floor(index / 12), month: (index % 12) + 1, day: from.day };
}

function compareDays(a: CalendarDay, b: CalendarDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * The size band a child born on `birthdate` wears on `today`, for the quiz's size suggestion;
 * null before birth, from the 15th birthday on, or for a date that is not a day.
 */
export function sizeBandForBirthdate(birthdate: string, today: string | Date): SizeBand | null {
  const born = calendarDay(birthdate);
  const now = calendarDay(today);
  if (!born || !now || compareDays(now, born) < 0) return null;
  if (compareDays(now, monthsLater(born, KID_AGE_LIMIT_MONTHS)) >= 0) return null;
  // Past the last band's bound and before the 15th birthday, the last band still fits.
  const band = SIZE_BANDS.find(({ upToMonths }) => compareDays(now, monthsLater(born, upToMonths)) <= 0) ?? SIZE_BANDS.at(-1)!;
  return band.label;
}

/** A kid's size band ("18 mois", "4 ans") as the values of the `profiles.answer.size` message; null for any other size. */
export function sizeBandValues(size: string): { count: number; unit: 'months' | 'years' } | null {
  const band = /^(\d+) (mois|ans)$/.exec(size);
  return band ? { count: Number(band[1]), unit: band[2] === 'mois' ? 'months' : 'years' } : null;
}
