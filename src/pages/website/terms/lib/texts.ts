import type { LegalCode, LegalContent } from '@/entities/website';

/**
 * The fragment of each text in the page's address (seed 001 §2: `#data` is the privacy text,
 * `#legal` the legal notice). The server refuses these as article anchors.
 */
export const TEXT_HASH: Record<LegalCode, string> = {
  terms_and_conditions: 'terms',
  terms_and_conditions_shop: 'shop',
  terms_and_conditions_recycle: 'recycle',
  terms_and_conditions_little_club: 'little-club',
  legal_notice: 'legal',
  personal_data_protection: 'data',
};

/** The text shown without a fragment, or with one that names nothing. */
export const DEFAULT_TEXT: LegalCode = 'terms_and_conditions';

/**
 * The text a fragment shows: the one it names (`data`), or the one holding the article it names
 * (`withdrawal`: the shop terms), else the general terms, else the first text there is.
 */
export function textOfHash(texts: readonly LegalContent[], hash: string): LegalContent | undefined {
  return (
    texts.find((text) => TEXT_HASH[text.code] === hash) ??
    (hash ? texts.find((text) => text.sections.some((section) => section.anchor === hash)) : undefined) ??
    texts.find((text) => text.code === DEFAULT_TEXT) ??
    texts[0]
  );
}

/** A text's paragraphs: split by a blank line (a single line break stays inside its paragraph). */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
