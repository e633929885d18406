import { randomInt } from 'node:crypto';
import { todayInFrance } from './birthdate';

/** Letters and digits that cannot be read one for another (no 0/O, no 1/I). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A code owned by one client (`PREFIX-XXXX-XXXX`), crypto-random: 32^8 ≈ 10^12 per prefix. */
export function randomCode(prefix: string): string {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${prefix}-${group()}-${group()}`;
}

/** The instant a day ('YYYY-MM-DD') starts in France. */
export function franceMidnight(day: string): Date {
  const utc = Date.parse(`${day}T00:00:00Z`);
  for (const hours of [1, 2]) {
    const candidate = new Date(utc - hours * 3_600_000);
    if (todayInFrance(candidate) === day && todayInFrance(new Date(candidate.getTime() - 1)) !== day) return candidate;
  }
  return new Date(utc - 3_600_000);
}

/** The instant the month of `now` (in France) ends: the next month's first day at midnight, French time. */
export function endOfFrenchMonth(now: Date): Date {
  const [year, month] = todayInFrance(now).split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return franceMidnight(next);
}

/** `months` calendar months after `now` (a day the month lacks becomes its last). */
export function monthsLater(now: Date, months: number): Date {
  const target = new Date(now.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target;
}
