/** Full months from a `YYYY-MM-DD` birthdate to `today` (local time); null before birth or for no date. */
export function ageInMonths(birthdate: string | null, today: Date): number | null {
  const match = birthdate ? /^(\d{4})-(\d{2})-(\d{2})/.exec(birthdate) : null;
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const months = (today.getFullYear() - year) * 12 + today.getMonth() + 1 - month - (today.getDate() < day ? 1 : 0);
  return months >= 0 ? months : null;
}
