// The FAQ (seed 001 §3, FAQ entry): sections and their questions, per locale, in the editor's
// order. Each section and question answers with its anchor, the lowercased, URL-encoded title or
// question, unique within a locale.
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { faqQuestions, faqQuestionTranslations, faqSections, faqSectionTranslations } from '../db/schema';
import { fieldProblem, ProblemError } from '../http/problem';
import type { LocaleCode, Schemas } from '../http/types';

export const FAQ_LOCALES = ['fr', 'de', 'nl', 'es'] as const satisfies readonly LocaleCode[];

type SectionInput = Schemas['FaqSectionInput'];
type QuestionInput = Schemas['FaqQuestionInput'];
type SectionEdit = Schemas['FaqSectionEdit'];
type QuestionEdit = Schemas['FaqQuestionEdit'];

const sectionNotFound = () => new ProblemError(404, 'NOT_FOUND', 'Not found', 'No such FAQ section');
const questionNotFound = () => new ProblemError(404, 'NOT_FOUND', 'Not found', 'No such FAQ question');
const sectionExists = (code: string) => new ProblemError(409, 'FAQ_SECTION_EXISTS', 'Section exists', `A FAQ section is already coded ${code}`);

/** The anchor of a text: lowercased, then URL-encoded (seed 001 §3). */
export function anchorOf(text: string): string {
  return encodeURIComponent(text.trim().toLowerCase());
}

/** Gives each text its anchor, the later of two equal ones with `-2`, `-3`... so no two share one. */
export function uniqueAnchors(): (text: string) => string {
  const taken = new Set<string>();
  return (text) => {
    const base = anchorOf(text);
    let anchor = base;
    for (let n = 2; taken.has(anchor); n += 1) anchor = `${base}-${n}`;
    taken.add(anchor);
    return anchor;
  };
}

/** The FAQ in one locale, sections and questions in order, each with its anchor. */
export async function faqOf(db: Database, locale: LocaleCode): Promise<Schemas['FaqSection'][]> {
  const [sections, questions] = await Promise.all([
    db
      .select({ id: faqSections.id, section: faqSections.section, title: faqSectionTranslations.title })
      .from(faqSections)
      .innerJoin(faqSectionTranslations, and(eq(faqSectionTranslations.sectionId, faqSections.id), eq(faqSectionTranslations.locale, locale)))
      .orderBy(asc(faqSections.position), asc(faqSections.id)),
    db
      .select({ id: faqQuestions.id, sectionId: faqQuestions.sectionId, question: faqQuestionTranslations.question, answer: faqQuestionTranslations.answer })
      .from(faqQuestions)
      .innerJoin(faqQuestionTranslations, and(eq(faqQuestionTranslations.questionId, faqQuestions.id), eq(faqQuestionTranslations.locale, locale)))
      .orderBy(asc(faqQuestions.position), asc(faqQuestions.id)),
  ]);
  const anchor = uniqueAnchors();
  const shown = sections.map((s) => ({ id: s.id, section: s.section, title: s.title, anchor: anchor(s.title), questions: [] as Schemas['FaqQuestion'][] }));
  const byId = new Map(shown.map((s) => [s.id, s]));
  for (const q of questions) {
    const section = byId.get(q.sectionId);
    if (!section) continue;
    section.questions.push({ id: q.id, question: q.question, answer: q.answer, anchor: anchor(q.question ?? section.title) });
  }
  return shown;
}

/** Every section and question with its texts in every locale, for an editor. */
export async function faqForEditor(db: Database, only?: { sectionId: number }): Promise<SectionEdit[]> {
  const sections = await db
    .select()
    .from(faqSections)
    .where(only ? eq(faqSections.id, only.sectionId) : undefined)
    .orderBy(asc(faqSections.position), asc(faqSections.id));
  if (!sections.length) return [];
  const ids = sections.map((s) => s.id);
  const [titles, questions] = await Promise.all([
    db.select().from(faqSectionTranslations).where(inArray(faqSectionTranslations.sectionId, ids)),
    db.select().from(faqQuestions).where(inArray(faqQuestions.sectionId, ids)).orderBy(asc(faqQuestions.position), asc(faqQuestions.id)),
  ]);
  const texts = questions.length ? await db.select().from(faqQuestionTranslations).where(inArray(faqQuestionTranslations.questionId, questions.map((q) => q.id))) : [];
  return sections.map((s) => ({
    id: s.id,
    section: s.section,
    position: s.position,
    translations: byLocale(FAQ_LOCALES.map((locale) => [locale, { title: titles.find((t) => t.sectionId === s.id && t.locale === locale)?.title ?? '' }])),
    questions: questions.filter((q) => q.sectionId === s.id).map((q) => questionEdit(q, texts)),
  }));
}

function byLocale<T>(entries: Array<[LocaleCode, T]>): Record<LocaleCode, T> {
  return Object.fromEntries(entries) as Record<LocaleCode, T>;
}

function questionEdit(q: typeof faqQuestions.$inferSelect, texts: Array<typeof faqQuestionTranslations.$inferSelect>): QuestionEdit {
  return {
    id: q.id,
    section_id: q.sectionId,
    position: q.position,
    translations: byLocale(
      FAQ_LOCALES.map((locale) => {
        const text = texts.find((t) => t.questionId === q.id && t.locale === locale);
        return [locale, { question: text?.question ?? null, answer: text?.answer ?? '' }];
      }),
    ),
  };
}

/**
 * Puts `id` at `position` among `siblings` (ids in their order, `id` among them or not) and
 * numbers them 0, 1, 2...: past the last is last, no position keeps its place (or last when new).
 */
function reorder(siblings: number[], id: number, position: number | undefined): number[] {
  const at = siblings.indexOf(id);
  const others = siblings.filter((s) => s !== id);
  const place = Math.min(position ?? (at >= 0 ? at : others.length), others.length);
  return [...others.slice(0, place), id, ...others.slice(place)];
}

async function renumberSections(tx: Database, order: number[]): Promise<void> {
  for (const [position, id] of order.entries()) await tx.update(faqSections).set({ position }).where(eq(faqSections.id, id));
}

async function renumberQuestions(tx: Database, order: number[]): Promise<void> {
  for (const [position, id] of order.entries()) await tx.update(faqQuestions).set({ position }).where(eq(faqQuestions.id, id));
}

async function sectionOrder(tx: Database): Promise<number[]> {
  return (await tx.select({ id: faqSections.id }).from(faqSections).orderBy(asc(faqSections.position), asc(faqSections.id))).map((r) => r.id);
}

async function questionOrder(tx: Database, sectionId: number): Promise<number[]> {
  return (
    await tx.select({ id: faqQuestions.id }).from(faqQuestions).where(eq(faqQuestions.sectionId, sectionId)).orderBy(asc(faqQuestions.position), asc(faqQuestions.id))
  ).map((r) => r.id);
}

async function codeTaken(tx: Database, code: string, except?: number): Promise<boolean> {
  return (await tx.$count(faqSections, except ? and(eq(faqSections.section, code), ne(faqSections.id, except)) : eq(faqSections.section, code))) > 0;
}

async function editedSection(db: Database, id: number): Promise<SectionEdit> {
  const [section] = await faqForEditor(db, { sectionId: id });
  if (!section) throw sectionNotFound();
  return section;
}

export async function createFaqSection(db: Database, input: SectionInput): Promise<SectionEdit> {
  const id = await db.transaction(async (tx) => {
    if (await codeTaken(tx, input.section)) throw sectionExists(input.section);
    const order = await sectionOrder(tx);
    const [row] = await tx.insert(faqSections).values({ section: input.section, position: order.length }).returning();
    await tx.insert(faqSectionTranslations).values(FAQ_LOCALES.map((locale) => ({ sectionId: row!.id, locale, title: input.translations[locale].title })));
    await renumberSections(tx, reorder(order, row!.id, input.position));
    return row!.id;
  });
  return editedSection(db, id);
}

export async function updateFaqSection(db: Database, id: number, input: SectionInput): Promise<SectionEdit> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(faqSections).where(eq(faqSections.id, id)).for('update');
    if (!row) throw sectionNotFound();
    if (await codeTaken(tx, input.section, id)) throw sectionExists(input.section);
    await tx.update(faqSections).set({ section: input.section }).where(eq(faqSections.id, id));
    await tx.delete(faqSectionTranslations).where(eq(faqSectionTranslations.sectionId, id));
    await tx.insert(faqSectionTranslations).values(FAQ_LOCALES.map((locale) => ({ sectionId: id, locale, title: input.translations[locale].title })));
    if (input.position !== undefined) await renumberSections(tx, reorder(await sectionOrder(tx), id, input.position));
  });
  return editedSection(db, id);
}

export async function deleteFaqSection(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx.delete(faqSections).where(eq(faqSections.id, id)).returning({ id: faqSections.id });
    if (!removed.length) throw sectionNotFound();
    await renumberSections(tx, await sectionOrder(tx));
  });
}

async function editedQuestion(db: Database, id: number): Promise<QuestionEdit> {
  const [row] = await db.select().from(faqQuestions).where(eq(faqQuestions.id, id));
  if (!row) throw questionNotFound();
  return questionEdit(row, await db.select().from(faqQuestionTranslations).where(eq(faqQuestionTranslations.questionId, id)));
}

async function knownSection(tx: Database, sectionId: number): Promise<void> {
  const found = await tx.select({ id: faqSections.id }).from(faqSections).where(eq(faqSections.id, sectionId)).for('update');
  if (!found.length) throw fieldProblem('VALIDATION_ERROR', 'Invalid request', 'section_id', `section_id ${sectionId} is no FAQ section`);
}

async function writeQuestionTexts(tx: Database, id: number, input: QuestionInput): Promise<void> {
  await tx.delete(faqQuestionTranslations).where(eq(faqQuestionTranslations.questionId, id));
  await tx
    .insert(faqQuestionTranslations)
    .values(FAQ_LOCALES.map((locale) => ({ questionId: id, locale, question: input.translations[locale].question, answer: input.translations[locale].answer })));
}

export async function createFaqQuestion(db: Database, input: QuestionInput): Promise<QuestionEdit> {
  const id = await db.transaction(async (tx) => {
    await knownSection(tx, input.section_id);
    const order = await questionOrder(tx, input.section_id);
    const [row] = await tx.insert(faqQuestions).values({ sectionId: input.section_id, position: order.length }).returning();
    await writeQuestionTexts(tx, row!.id, input);
    await renumberQuestions(tx, reorder(order, row!.id, input.position));
    return row!.id;
  });
  return editedQuestion(db, id);
}

export async function updateFaqQuestion(db: Database, id: number, input: QuestionInput): Promise<QuestionEdit> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(faqQuestions).where(eq(faqQuestions.id, id)).for('update');
    if (!row) throw questionNotFound();
    await knownSection(tx, input.section_id);
    await writeQuestionTexts(tx, id, input);
    if (row.sectionId !== input.section_id) {
      const order = await questionOrder(tx, input.section_id);
      await tx.update(faqQuestions).set({ sectionId: input.section_id, position: order.length }).where(eq(faqQuestions.id, id));
      await renumberQuestions(tx, reorder(order, id, input.position));
      await renumberQuestions(tx, await questionOrder(tx, row.sectionId));
    } else if (input.position !== undefined) {
      await renumberQuestions(tx, reorder(await questionOrder(tx, row.sectionId), id, input.position));
    }
  });
  return editedQuestion(db, id);
}

export async function deleteFaqQuestion(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx.delete(faqQuestions).where(eq(faqQuestions.id, id)).returning({ sectionId: faqQuestions.sectionId });
    if (!removed.length) throw questionNotFound();
    await renumberQuestions(tx, await questionOrder(tx, removed[0]!.sectionId));
  });
}
