import { and, asc, desc, eq, exists, gt, ilike, inArray, not, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { products, productVariants } from '../db/schema';
import type { LocaleCode, Schemas } from '../http/types';
import type { ProfileRow } from '../profiles';
import { compareSizes } from './sizes';
import type { ProductRow, VariantRow } from './view';

export const PRODUCT_FAMILIES: readonly Schemas['ProductFamily'][] = ['TOPS', 'KNITWEAR', 'BOTTOMS', 'DRESSES', 'ACCESSORIES', 'OTHER'];

/** The kids' size bands, youngest first: each fits up to its age, from the previous band's on. */
export const KID_SIZES: readonly Schemas['KidSize'][] = ['1 mois', '3 mois', '6 mois', '9 mois', '12 mois', '18 mois', '2 ans', '3 ans', '4 ans', '5 ans', '6 ans', '8 ans', '10 ans', '12 ans', '14 ans'];
export const WOMAN_TOP_SIZES: readonly Schemas['WomanTopSize'][] = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL'];
export const WOMAN_BOTTOM_SIZES: readonly Schemas['WomanBottomSize'][] = ['34', '36', '38', '40', '42', '44', '46', '48', '50'];
/** One size fits all. */
const ONE_SIZE = 'TU';

/** What suits a profile or a visitor. sizes: the sizes to keep per family (null: any size). */
export interface Fit {
  genders: string[]; // BOY → [BOY, MIXED]; GIRL → [GIRL, MIXED]; WOMAN → [WOMAN]
  sizeFor(family: string): string[] | null; // TOPS/KNITWEAR/DRESSES → top size; BOTTOMS → bottom size; ACCESSORIES → any; OTHER → top size and TU
  dislikedTraits: string[];
  dislikedColors: string[];
  styles: string[];
  likedColors: string[];
}

export interface FitQuery {
  families?: string[];
  /** Words of the name (in `locale`, else in any language), brand or reference. */
  query?: string;
  locale?: LocaleCode;
  excludeProductIds?: number[];
  /** Default true: sizes, traits and colours filter; false: gender only. */
  strict?: boolean;
  page: number;
  pageSize: number;
}

const months = (band: string) => Number.parseInt(band, 10) * (band.endsWith('ans') ? 12 : 1);

/** `YYYY-MM-DD` `count` months later, keeping the day even past the month's end: as text it compares like an anniversary. */
function monthsLater(date: string, count: number): string {
  const index = Number(date.slice(5, 7)) - 1 + count;
  return `${String(Number(date.slice(0, 4)) + Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}${date.slice(7, 10)}`;
}

/** The size band a kid born on `birthdate` wears on `today` (as the quiz suggests it); null before birth or from the 15th birthday. */
export function sizeBand(birthdate: string, today: string): string | null {
  if (today < birthdate || today >= monthsLater(birthdate, 15 * 12)) return null;
  return KID_SIZES.find((band) => today <= monthsLater(birthdate, months(band))) ?? KID_SIZES.at(-1)!;
}

function fit(gender: string, top: string | null, bottom: string | null, likes: Omit<Fit, 'genders' | 'sizeFor'>): Fit {
  const one = (size: string | null) => (size === null ? null : [size]);
  return {
    genders: gender === 'WOMAN' ? ['WOMAN'] : [gender, 'MIXED'],
    sizeFor(family) {
      if (family === 'BOTTOMS') return one(bottom);
      if (family === 'ACCESSORIES') return null;
      if (family === 'OTHER') return top === null ? null : [top, ONE_SIZE];
      return one(top);
    },
    ...likes,
  };
}

type QuizAnswers = { top_size?: string; bottom_size?: string; styles?: string[]; liked_colors?: string[]; disliked_colors?: string[]; dislikes?: string[] };

/** What suits a profile: its quiz answers; a kid without sizes wears the band of its age. */
export function profileFit(profile: ProfileRow, today: string): Fit {
  const quiz = profile.quiz as QuizAnswers;
  const band = profile.profileType === 'KID' && profile.birthdate ? sizeBand(profile.birthdate, today) : null;
  return fit(profile.gender, quiz.top_size ?? band, quiz.bottom_size ?? band, {
    dislikedTraits: quiz.dislikes ?? [],
    dislikedColors: quiz.disliked_colors ?? [],
    styles: quiz.styles ?? [],
    likedColors: quiz.liked_colors ?? [],
  });
}

/** What suits a visitor of the landing page: a gender and two sizes, no taste known. */
export function landingFit(gender: 'BOY' | 'GIRL' | 'WOMAN', topSize: string, bottomSize: string): Fit {
  return fit(gender, topSize, bottomSize, { dislikedTraits: [], dislikedColors: [], styles: [], likedColors: [] });
}

export function fitsGender(fit: Fit, productGender: string): boolean {
  return fit.genders.includes(productGender);
}

const contains = (column: AnyPgColumn, value: string) => sql`${column} @> ${JSON.stringify([value])}::jsonb`;

/** One score per value the jsonb array `column` holds (a containment test each). */
export const held = (column: AnyPgColumn, values: string[]): SQL[] => values.map((value) => sql`(${contains(column, value)})::int`);

/** The order of the highest sum of `scores` first; none without scores. */
export const highestScoreFirst = (scores: SQL[]): SQL[] => (scores.length ? [desc(sql.join(scores, sql` + `))] : []);

/** Some variant of the product of the outer query in stock, in one of `sizes` (null: any). */
export function inStock(db: Database, sizes: string[] | null) {
  return exists(
    db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(eq(productVariants.productId, products.id), gt(productVariants.stock, 0), sizes ? inArray(productVariants.size, sizes) : undefined)),
  );
}

/** Each family in stock in its own sizes; families sharing their sizes share one test. */
function inFittingStock(db: Database, fit: Fit, families: readonly string[], strict: boolean): SQL {
  const groups = new Map<string, { sizes: string[] | null; families: string[] }>();
  for (const family of families) {
    const sizes = strict ? fit.sizeFor(family) : null;
    const key = JSON.stringify(sizes);
    const group = groups.get(key) ?? groups.set(key, { sizes, families: [] }).get(key)!;
    group.families.push(family);
  }
  return or(...[...groups.values()].map((group) => and(inArray(products.family, group.families), inStock(db, group.sizes))))!;
}

/** Every word of `query` in the brand, the reference or the name (in `locale`, else in any language). */
export function matchesWords(query: string, locale: LocaleCode | undefined): SQL | undefined {
  const names = locale ? [locale] : (['fr', 'de', 'nl', 'es'] as const);
  const words = query.trim().split(/\s+/).filter(Boolean);
  return and(
    ...words.map((word) => {
      const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return or(ilike(products.brand, pattern), ilike(products.reference, pattern), ...names.map((name) => ilike(sql`${products.names}->>${name}`, pattern)));
    }),
  );
}

/** Products of the fit with some variant of a fitting size in stock, best first (styles and liked colours matched, recent, then id), paged. */
export async function fittingProducts(db: Database, fit: Fit, query: FitQuery): Promise<{ total: number; rows: ProductRow[] }> {
  const strict = query.strict ?? true;
  const where = and(
    inArray(products.gender, fit.genders),
    inFittingStock(db, fit, query.families?.length ? query.families : PRODUCT_FAMILIES, strict),
    strict && fit.dislikedTraits.length ? not(or(...fit.dislikedTraits.map((trait) => contains(products.traits, trait)))!) : undefined,
    strict && fit.dislikedColors.length ? notInArray(products.color, fit.dislikedColors) : undefined,
    query.excludeProductIds?.length ? notInArray(products.id, query.excludeProductIds) : undefined,
    query.query?.trim() ? matchesWords(query.query, query.locale) : undefined,
  );
  const scores = [...held(products.styles, fit.styles), ...(fit.likedColors.length ? [sql`(${inArray(products.color, fit.likedColors)})::int`] : [])];
  const [total, rows] = await Promise.all([
    db.$count(products, where),
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...highestScoreFirst(scores), desc(products.isRecent), asc(products.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  return { total, rows };
}

/** The in-stock variant of the product in the fit's size for its family (the first fitting size in size order), or null. */
export async function fittingVariant(db: Database, fit: Fit, productId: number): Promise<VariantRow | null> {
  const [product] = await db.select({ family: products.family }).from(products).where(eq(products.id, productId));
  if (!product) return null;
  const sizes = fit.sizeFor(product.family);
  const variants = await db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), gt(productVariants.stock, 0), sizes ? inArray(productVariants.size, sizes) : undefined));
  return variants.sort((a, b) => compareSizes(a.size, b.size))[0] ?? null;
}
