import { and, asc, eq, inArray, notExists } from 'drizzle-orm';
import type { Database } from '../db/client';
import { lookProducts, lookRatings, looks, products } from '../db/schema';
import { parameterProblem, ProblemError } from '../http/problem';
import type { LocaleCode, Schemas } from '../http/types';
import { todayInFrance } from '../lib/birthdate';
import { ownProfile } from '../profiles';
import { fittingProducts, held, highestScoreFirst, KID_SIZES, landingFit, profileFit, WOMAN_BOTTOM_SIZES, WOMAN_TOP_SIZES, type Fit } from './matching';
import { productViews } from './view';

/** Suggestions per page. */
export const SUGGESTIONS_PAGE_SIZE = 24;
/** Looks offered to rate at a time. */
export const LOOKS_TO_RATE = 10;

/** What narrows suggestions: families, words, and the page. */
export interface SuggestionQuery {
  page?: number;
  categories?: string[];
  sku_query?: string;
}

type LandingGender = 'BOY' | 'GIRL' | 'WOMAN';

/** The sizes a visitor may choose from, per gender: kids wear age bands. */
const LANDING_SIZES: Record<LandingGender, { top_size: readonly string[]; bottom_size: readonly string[] }> = {
  BOY: { top_size: KID_SIZES, bottom_size: KID_SIZES },
  GIRL: { top_size: KID_SIZES, bottom_size: KID_SIZES },
  WOMAN: { top_size: WOMAN_TOP_SIZES, bottom_size: WOMAN_BOTTOM_SIZES },
};

/** A page of the products that suit `fit`, best first. */
async function suggestionPage(db: Database, fit: Fit, query: SuggestionQuery, locale: LocaleCode): Promise<Schemas['SuggestionList']> {
  const page = query.page ?? 1;
  const { total, rows } = await fittingProducts(db, fit, {
    families: query.categories,
    query: query.sku_query,
    locale,
    page,
    pageSize: SUGGESTIONS_PAGE_SIZE,
  });
  return { page, page_size: SUGGESTIONS_PAGE_SIZE, pages: Math.ceil(total / SUGGESTIONS_PAGE_SIZE), total, products: await productViews(db, rows, locale) };
}

/** What suits a profile of the client: its quiz's sizes, styles and dislikes. */
export async function kidSuggestions(db: Database, clientId: number, profileId: number, query: SuggestionQuery, locale: LocaleCode): Promise<Schemas['SuggestionList']> {
  const profile = await ownProfile(db, clientId, profileId);
  return suggestionPage(db, profileFit(profile, todayInFrance()), query, locale);
}

/** What suits a visitor of a gender in two sizes, each a size that gender wears. */
export async function landingSuggestions(db: Database, gender: LandingGender, top: string, bottom: string, query: SuggestionQuery, locale: LocaleCode): Promise<Schemas['SuggestionList']> {
  for (const [field, size] of [['top_size', top], ['bottom_size', bottom]] as const) {
    if (!LANDING_SIZES[gender][field].includes(size)) throw parameterProblem(field, 'query', `${field} is not a size for ${gender}`);
  }
  return suggestionPage(db, landingFit(gender, top, bottom), query, locale);
}

/** Up to LOOKS_TO_RATE looks of the profile's genders it has not rated, the most of its styles first, with their products. */
export async function looksToRate(db: Database, clientId: number, profileId: number, locale: LocaleCode) {
  const profile = await ownProfile(db, clientId, profileId);
  const { genders, styles } = profileFit(profile, todayInFrance());
  const rated = db
    .select({ lookId: lookRatings.lookId })
    .from(lookRatings)
    .where(and(eq(lookRatings.lookId, looks.id), eq(lookRatings.profileId, profile.id)));
  const lookRows = await db
    .select()
    .from(looks)
    .where(and(inArray(looks.gender, genders), notExists(rated)))
    .orderBy(...highestScoreFirst(held(looks.styles, styles)), asc(looks.id))
    .limit(LOOKS_TO_RATE);
  if (!lookRows.length) return [];
  const items = await db
    .select({ lookId: lookProducts.lookId, product: products })
    .from(lookProducts)
    .innerJoin(products, eq(products.id, lookProducts.productId))
    .where(inArray(lookProducts.lookId, lookRows.map((look) => look.id)))
    .orderBy(asc(lookProducts.position));
  const views = await productViews(db, items.map((item) => item.product), locale);
  return lookRows.map((look) => ({
    id: look.id,
    name: look.names[locale],
    gender: look.gender as Schemas['ProductGender'],
    products: views.filter((_, i) => items[i]!.lookId === look.id),
  }));
}

/** The profile likes a look or not; a new rating replaces the old. */
export async function rateLook(db: Database, clientId: number, profileId: number, lookId: number, like: boolean) {
  const profile = await ownProfile(db, clientId, profileId);
  if (!(await db.$count(looks, eq(looks.id, lookId)))) throw new ProblemError(404, 'NOT_FOUND', 'Not found', 'No such look');
  await db
    .insert(lookRatings)
    .values({ profileId: profile.id, lookId, like })
    .onConflictDoUpdate({ target: [lookRatings.profileId, lookRatings.lookId], set: { like, createdAt: new Date() } });
  return { look_id: lookId, like };
}
