/**
 * The size guide's order (seed 001 section 9): named sizes first, in the guide's order, then ages
 * (every month band before every year band), then numeric sizes ascending; a size the guide does
 * not know comes last, in the order it was given.
 */
const NAMED = ['One size', 'TU', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL', 'S/M', 'M/L', 'L/XL'];
const AGE = /^(\d+) (mois|ans)$/;
const NUMERIC = /^\d+$/;

/** The group a size sorts in, and its place within that group. */
function rank(size: string): [group: number, place: number] {
  const named = NAMED.indexOf(size);
  if (named >= 0) return [0, named];
  const age = AGE.exec(size);
  if (age) return [age[2] === 'mois' ? 1 : 2, Number(age[1])];
  if (NUMERIC.test(size)) return [3, Number(size)];
  return [4, 0];
}

/** Negative when `a` comes before `b` in the size guide, 0 when they share a place (unknown sizes). */
export function compareSizes(a: string, b: string): number {
  const [groupA, placeA] = rank(a.trim());
  const [groupB, placeB] = rank(b.trim());
  return groupA - groupB || placeA - placeB;
}

/** A copy of `sizes` in the size guide's order; unknown sizes keep their order, last. */
export function sortSizes<T extends string>(sizes: readonly T[]): T[] {
  return [...sizes].sort(compareSizes);
}
