import type { Database } from '../db/client';
import { faqQuestions, faqQuestionTranslations, faqSections, faqSectionTranslations, seedRuns } from '../db/schema';
import { FAQ_LOCALES } from './faq';
import { FAQ_TEXTS as SECTIONS } from './seed/faq';

/** Recorded in `seed_runs` once the FAQ's first sections and questions are written. */
export const FAQ_SEED = 'faq';

/**
 * Writes the FAQ of server/content/seed/faq.ts once per database: afterwards it is the editors'
 * (an administrator's change survives a restart). Gives whether it wrote it now.
 */
export function seedFaq(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: FAQ_SEED }).onConflictDoNothing().returning();
    if (!claimed.length) return false;
    for (const [position, entry] of SECTIONS.entries()) {
      const [section] = await tx.insert(faqSections).values({ section: entry.section, position }).onConflictDoNothing().returning();
      if (!section) continue;
      await tx.insert(faqSectionTranslations).values(FAQ_LOCALES.map((locale) => ({ sectionId: section.id, locale, title: entry.title[locale] })));
      for (const [index, texts] of entry.questions.entries()) {
        const [question] = await tx.insert(faqQuestions).values({ sectionId: section.id, position: index }).returning();
        await tx
          .insert(faqQuestionTranslations)
          .values(FAQ_LOCALES.map((locale) => ({ questionId: question!.id, locale, question: texts[locale][0], answer: texts[locale][1] })));
      }
    }
    return true;
  });
}
