import { asc, inArray } from 'drizzle-orm';
import { fittingProducts, held, highestScoreFirst, productViews, profileFit, type Fit, type ProductRow } from '../catalogue';
import type { Database } from '../db/client';
import { lookProducts, looks } from '../db/schema';
import type { LocaleCode, Schemas } from '../http/types';
import { todayInFrance } from '../lib/birthdate';
import { ownProfile } from '../profiles';

type Slug = Schemas['KidCollectionSlug'];
type Flags = Pick<Schemas['KidCollection'], 'is_shop' | 'is_custom' | 'is_suggestion'>;

/** Products per collection at most (the looks' collection holds the products of its looks). */
export const COLLECTION_SIZE = 24;
/** Looks of the `looks` collection at most. */
export const LOOKS_SIZE = 12;
/** Products of each essential family. */
export const PER_ESSENTIAL_FAMILY = 4;
/** The families a wardrobe is built on, in the order the essentials show them. */
export const ESSENTIAL_FAMILIES = ['TOPS', 'KNITWEAR', 'BOTTOMS', 'DRESSES'] as const;
/** The fitting products ranked at most: more than the catalogue holds for any profile. */
const CANDIDATES = 2000;

interface Look {
  id: number;
  name: string;
  gender: Schemas['ProductGender'];
  productIds: number[];
}

interface Section extends Flags {
  slug: Slug;
  names: Record<LocaleCode, string>;
  /** The products of the section among the fitting ones, best first. */
  pick(ranked: ProductRow[], looks: Look[]): ProductRow[];
}

const top = (rows: ProductRow[]) => rows.slice(0, COLLECTION_SIZE);
const marked = (row: ProductRow) => row.originalPriceCents !== null && row.originalPriceCents > row.priceCents;

const SECTIONS: readonly Section[] = [
  {
    slug: 'new',
    names: { fr: 'Nouveautés', de: 'Neuheiten', nl: 'Nieuw', es: 'Novedades' },
    is_shop: true,
    is_custom: false,
    is_suggestion: false,
    pick: (ranked) => top(ranked.filter((row) => row.isRecent)),
  },
  {
    slug: 'looks',
    names: { fr: 'Looks', de: 'Looks', nl: 'Looks', es: 'Looks' },
    is_shop: true,
    is_custom: true,
    is_suggestion: false,
    pick: (ranked, looks) => {
      const ids = new Set(looks.flatMap((look) => look.productIds));
      return ranked.filter((row) => ids.has(row.id));
    },
  },
  {
    slug: 'promo',
    names: { fr: 'Petits prix', de: 'Reduziert', nl: 'Afgeprijsd', es: 'Rebajas' },
    is_shop: true,
    is_custom: false,
    is_suggestion: false,
    pick: (ranked) => top(ranked.filter(marked)),
  },
  {
    slug: 'essentials',
    names: { fr: 'Essentiels', de: 'Basics', nl: 'Basics', es: 'Básicos' },
    is_shop: true,
    is_custom: false,
    is_suggestion: false,
    pick: (ranked) => ESSENTIAL_FAMILIES.flatMap((family) => ranked.filter((row) => row.family === family).slice(0, PER_ESSENTIAL_FAMILY)),
  },
  {
    slug: 'recommendations',
    names: { fr: 'La sélection de la styliste', de: 'Die Auswahl Ihrer Stylistin', nl: 'Gekozen door je stylist', es: 'La selección de tu estilista' },
    is_shop: false,
    is_custom: true,
    is_suggestion: true,
    pick: top,
  },
];

/**
 * The catalogue's looks of the fit's genders with at least two of the `fitting` products, the
 * most of its styles first, each with those products only (in the look's order).
 */
async function fittingLooks(db: Database, fit: Fit, fitting: Set<number>, locale: LocaleCode): Promise<Look[]> {
  const rows = await db
    .select()
    .from(looks)
    .where(inArray(looks.gender, fit.genders))
    .orderBy(...highestScoreFirst(held(looks.styles, fit.styles)), asc(looks.id));
  if (!rows.length) return [];
  const items = await db
    .select()
    .from(lookProducts)
    .where(inArray(lookProducts.lookId, rows.map((row) => row.id)))
    .orderBy(asc(lookProducts.position));
  return rows
    .map((row) => ({
      id: row.id,
      name: row.names[locale],
      gender: row.gender as Schemas['ProductGender'],
      productIds: items.filter((item) => item.lookId === row.id && fitting.has(item.productId)).map((item) => item.productId),
    }))
    .filter((look) => look.productIds.length >= 2)
    .slice(0, LOOKS_SIZE);
}

/** Which collections are asked for: those of every flag given. */
export type CollectionFlags = Partial<Flags>;

/**
 * A profile's own shop (its collections: new, looks, small prices, essentials, the stylist's
 * selection), each a part of one ranking of the catalogue that fits it.
 */
export async function kidCollections(db: Database, clientId: number, kidId: number, wanted: CollectionFlags, locale: LocaleCode): Promise<Schemas['KidCollectionList']> {
  const profile = await ownProfile(db, clientId, kidId);
  const sections = SECTIONS.filter((section) => (['is_shop', 'is_custom', 'is_suggestion'] as const).every((flag) => wanted[flag] === undefined || wanted[flag] === section[flag]));
  const fit = profileFit(profile, todayInFrance());
  // One ranking of the fitting catalogue; each collection is a part of it.
  const { rows } = await fittingProducts(db, fit, { page: 1, pageSize: CANDIDATES });
  const ranked = rows.filter((row) => row.imageCount > 0);
  const lookList = sections.some((section) => section.slug === 'looks') ? await fittingLooks(db, fit, new Set(ranked.map((row) => row.id)), locale) : [];
  const picks = sections.map((section) => section.pick(ranked, lookList));
  const shown = [...new Set(picks.flat())];
  const views = new Map((await productViews(db, shown, locale)).map((view) => [view.id, view]));
  const viewsOf = (ids: number[]) => ids.map((id) => views.get(id)!);
  return {
    kid_id: profile.id,
    collections: sections.map((section, i) => ({
      slug: section.slug,
      name: section.names[locale],
      is_shop: section.is_shop,
      is_custom: section.is_custom,
      is_suggestion: section.is_suggestion,
      products: viewsOf(picks[i]!.map((row) => row.id)),
      looks: section.slug === 'looks' ? lookList.map(({ productIds, ...look }) => ({ ...look, products: viewsOf(productIds) })) : [],
    })),
  };
}
