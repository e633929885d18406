import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { legalContents, legalContentTranslations } from '../db/schema';
import { ProblemError, validationProblem, type FieldError } from '../http/problem';
import type { LocaleCode, Schemas } from '../http/types';

export type LegalCode = Schemas['LegalContentCode'];
type Translations = Schemas['LegalContentTranslations'];

/** The codes in the order the texts are listed (seed 001 §3). */
export const LEGAL_CODES: readonly LegalCode[] = [
  'terms_and_conditions',
  'terms_and_conditions_shop',
  'terms_and_conditions_recycle',
  'terms_and_conditions_little_club',
  'legal_notice',
  'personal_data_protection',
];

const LOCALES = ['fr', 'de', 'nl', 'es'] as const satisfies readonly LocaleCode[];

/**
 * The fragments the terms page gives the texts themselves (`/terms-and-conditions#data` is the
 * privacy text): no article may take one, or its link would open another text.
 */
export const PAGE_HASHES: readonly string[] = ['terms', 'shop', 'recycle', 'little-club', 'legal', 'data'];

/** Anchors no article may take: the texts' own fragments, and the ids of the app's shell (`#main`, the skip link's target). */
const RESERVED_ANCHORS: readonly string[] = [...PAGE_HASHES, 'main', 'root'];

const byCode = (a: { code: string }, b: { code: string }) => LEGAL_CODES.indexOf(a.code as LegalCode) - LEGAL_CODES.indexOf(b.code as LegalCode);

const notFound = (code: string) => new ProblemError(404, 'LEGAL_CONTENT_NOT_FOUND', 'Not found', `No legal text ${code}`);

/** The legal texts in a locale, in the codes' order (or only the one of `code`: a 404 when it has none). */
export async function legalContentsIn(db: Database, locale: LocaleCode, code?: LegalCode): Promise<Schemas['LegalContent'][]> {
  const rows = await db
    .select({
      code: legalContents.code,
      updatedAt: legalContents.updatedAt,
      title: legalContentTranslations.title,
      intro: legalContentTranslations.intro,
      sections: legalContentTranslations.sections,
    })
    .from(legalContents)
    .innerJoin(legalContentTranslations, eq(legalContentTranslations.code, legalContents.code))
    .where(and(eq(legalContentTranslations.locale, locale), code ? eq(legalContents.code, code) : undefined));
  if (code && rows.length === 0) throw notFound(code);
  return rows
    .map((row) => ({ code: row.code as LegalCode, title: row.title, intro: row.intro, updated_at: row.updatedAt.toISOString(), sections: row.sections }))
    .sort(byCode);
}

/** Every legal text in every locale, for an editor. */
export async function allLegalContents(db: Database, code?: LegalCode): Promise<Schemas['AdminLegalContent'][]> {
  const heads = await db.select().from(legalContents).where(code ? eq(legalContents.code, code) : undefined);
  const translations = await db.select().from(legalContentTranslations).where(code ? eq(legalContentTranslations.code, code) : undefined);
  return heads
    .map((head) => {
      const of = (locale: LocaleCode) => {
        const row = translations.find((t) => t.code === head.code && t.locale === locale);
        return { title: row?.title ?? '', intro: row?.intro ?? '', sections: row?.sections ?? [] };
      };
      return {
        code: head.code as LegalCode,
        updated_at: head.updatedAt.toISOString(),
        translations: { fr: of('fr'), de: of('de'), nl: of('nl'), es: of('es') },
      };
    })
    .sort(byCode);
}

/**
 * What the contract cannot check of a text's articles: the same anchors in the four locales,
 * each once in the text (a 400 naming the locale's sections); none of the page's own fragments and
 * none another text uses (a 409 naming the anchor).
 */
async function checkAnchors(db: Database, code: LegalCode, translations: Translations): Promise<void> {
  const errors: FieldError[] = [];
  const anchorsOf = (locale: LocaleCode) => translations[locale].sections.map((s) => s.anchor);
  const reference = anchorsOf('fr');
  for (const locale of LOCALES) {
    const anchors = anchorsOf(locale);
    const field = `translations.${locale}.sections`;
    const pointer = `/translations/${locale}/sections`;
    const twice = anchors.find((a, i) => anchors.indexOf(a) !== i);
    if (twice) errors.push({ field, pointer, in: 'body', detail: `${field} holds the anchor ${twice} twice` });
    else if (locale !== 'fr' && (anchors.length !== reference.length || anchors.some((a) => !reference.includes(a))))
      errors.push({ field, pointer, in: 'body', detail: `${field} must have the anchors of translations.fr.sections (${reference.join(', ')})` });
  }
  if (errors.length) throw validationProblem(errors);
  const reserved = reference.find((a) => RESERVED_ANCHORS.includes(a));
  if (reserved) throw new ProblemError(409, 'LEGAL_ANCHOR_TAKEN', 'Anchor taken', `The anchor ${reserved} is the page's own`);
  const others = await db
    .select({ code: legalContentTranslations.code, sections: legalContentTranslations.sections })
    .from(legalContentTranslations)
    .where(and(eq(legalContentTranslations.locale, 'fr'), ne(legalContentTranslations.code, code)));
  for (const other of others) {
    const taken = reference.find((a) => other.sections.some((s) => s.anchor === a));
    if (taken) throw new ProblemError(409, 'LEGAL_ANCHOR_TAKEN', 'Anchor taken', `The anchor ${taken} belongs to ${other.code}`);
  }
}

function translationRows(code: LegalCode, translations: Translations) {
  return LOCALES.map((locale) => {
    const t = translations[locale];
    return { code, locale, title: t.title, intro: t.intro ?? '', sections: t.sections.map(({ anchor, heading, text }) => ({ anchor, heading, text })) };
  });
}

/** Publishes the text of a code that has none (409 when it has one). */
export async function createLegalContent(db: Database, code: LegalCode, translations: Translations, now = new Date()): Promise<Schemas['AdminLegalContent']> {
  await checkAnchors(db, code, translations);
  await db.transaction(async (tx) => {
    const created = await tx.insert(legalContents).values({ code, updatedAt: now }).onConflictDoNothing().returning();
    if (!created.length) throw new ProblemError(409, 'LEGAL_CONTENT_EXISTS', 'Already published', `${code} has its text: change it with PUT`);
    await tx.insert(legalContentTranslations).values(translationRows(code, translations));
  });
  return (await allLegalContents(db, code))[0]!;
}

/** Replaces a code's text in its four locales (404 when it has none). */
export async function replaceLegalContent(db: Database, code: LegalCode, translations: Translations, now = new Date()): Promise<Schemas['AdminLegalContent']> {
  await checkAnchors(db, code, translations);
  await db.transaction(async (tx) => {
    const updated = await tx.update(legalContents).set({ updatedAt: now }).where(eq(legalContents.code, code)).returning();
    if (!updated.length) throw notFound(code);
    await tx.delete(legalContentTranslations).where(eq(legalContentTranslations.code, code));
    await tx.insert(legalContentTranslations).values(translationRows(code, translations));
  });
  return (await allLegalContents(db, code))[0]!;
}

/** Withdraws a code's text in every locale (404 when it has none). */
export async function deleteLegalContent(db: Database, code: LegalCode): Promise<void> {
  const deleted = await db.delete(legalContents).where(eq(legalContents.code, code)).returning();
  if (!deleted.length) throw notFound(code);
}

/** The seed's texts, written once per database: `updatedAt` of each as the seed dates it. */
export async function seedLegalContents(db: Database, texts: Array<{ code: LegalCode; updatedAt: Date; translations: Translations }>): Promise<void> {
  for (const text of texts) {
    await db.insert(legalContents).values({ code: text.code, updatedAt: text.updatedAt }).onConflictDoNothing();
    await db.insert(legalContentTranslations).values(translationRows(text.code, text.translations)).onConflictDoNothing();
  }
}
