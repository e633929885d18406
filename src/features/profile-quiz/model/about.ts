import { KID_AGE_LIMIT_MONTHS } from '@/entities/profile';
import { FIRSTNAME_MAX_LENGTH, FIRSTNAME_PATTERN, WOMAN_MIN_AGE_MONTHS, type QuizKind } from '../config/options';
import type { QuizDraft } from './draft';

export type AboutField = 'firstname' | 'gender' | 'birthdate';
export type AboutError = 'required' | 'tooLong' | 'invalid' | 'future' | 'tooOld' | 'tooYoung';
export type AboutErrors = Partial<Record<AboutField, AboutError>>;

/** The fields of the first step in the order they show. */
export const ABOUT_FIELDS: readonly AboutField[] = ['firstname', 'gender', 'birthdate'];

/** Today's date in France ('YYYY-MM-DD'), the day the server checks birthdates against. */
export function todayInFrance(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * Full months from `birthdate` to `today` (both 'YYYY-MM-DD'); null for a day that does not exist.
 * Negative before birth. A month counts on the day of the month of birth, so one born on 29
 * February turns 15 on 1 March of a common year, as the server counts it.
 */
export function ageInMonths(birthdate: string, today: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthdate);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  const [nowYear, nowMonth, nowDay] = today.split('-').map(Number) as [number, number, number];
  return (nowYear - year) * 12 + nowMonth - month - (nowDay < day ? 1 : 0);
}

function birthdateError(birthdate: string, kind: QuizKind, today: string): AboutError | undefined {
  if (!birthdate) return kind === 'KID' ? 'required' : undefined;
  const months = ageInMonths(birthdate, today);
  if (months === null) return 'invalid';
  if (birthdate > today) return 'future';
  if (kind === 'KID' && months >= KID_AGE_LIMIT_MONTHS) return 'tooOld';
  if (kind === 'WOMAN' && months < WOMAN_MIN_AGE_MONTHS) return 'tooYoung';
  return undefined;
}

function firstnameError(firstname: string): AboutError | undefined {
  const name = firstname.trim();
  if (!name) return 'required';
  if ([...name].length > FIRSTNAME_MAX_LENGTH) return 'tooLong';
  return FIRSTNAME_PATTERN.test(name) ? undefined : 'invalid';
}

/**
 * What is wrong with the first step, field by field (empty when it can go on): a kid needs a
 * firstname, a gender and a birthdate of 0 to 14 years, as the server requires; a woman a
 * firstname, and a birthdate of 16 years or more when she gives one.
 */
export function aboutErrors(draft: QuizDraft, kind: QuizKind, today: string): AboutErrors {
  const errors: AboutErrors = {
    firstname: firstnameError(draft.firstname),
    gender: kind === 'KID' && !draft.gender ? 'required' : undefined,
    birthdate: birthdateError(draft.birthdate, kind, today),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error)) as AboutErrors;
}
