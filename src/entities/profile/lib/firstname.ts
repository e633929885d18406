import type { Locale } from '@/shared/config';

/** The first letter of a name part in capitals, in the rules of the locale (Dutch: "ij" is one letter, IJ). */
function capitalise(part: string, locale: Locale): string {
  if (locale === 'nl' && /^ij/i.test(part)) return `IJ${part.slice(2)}`;
  const [first = '', ...rest] = part;
  return first.toLocaleUpperCase(locale) + rest.join('');
}

/**
 * A firstname as the screens show it: each part (around spaces and hyphens) starts with a
 * capital, the rest stays as the family typed it ("marie-lou" -> "Marie-Lou", "McKenzie" stays).
 */
export function displayFirstname(firstname: string, locale: Locale): string {
  return firstname
    .trim()
    .split(/([\s-]+)/)
    .map((part, index) => (index % 2 === 0 ? capitalise(part, locale) : part))
    .join('');
}
