import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { collectionProducts, collections, lookProducts, looks, productVariants, products, seedRuns } from '../db/schema';
import type { Schemas } from '../http/types';
import { COLLECTIONS, type CollectionSlug } from './data/collections';
import { GARMENTS, type Cut, type Garment, type Noun, type Pattern, type Shape } from './data/garments';
import { LOOKS, type LookPlan } from './data/looks';
import { CARE, COLORS, FITS, MATERIALS, type Color, type Locale, type Localized } from './data/words';

/** The catalogue is seeded once per database, recorded in `seed_runs` under this name. */
export const CATALOGUE_SEED = 'catalogue';

const LOCALES: readonly Locale[] = ['fr', 'de', 'nl', 'es'];
const FAMILY_CODES: Record<Schemas['ProductFamily'], string> = { TOPS: 'TOP', KNITWEAR: 'KNI', BOTTOMS: 'BOT', DRESSES: 'DRE', ACCESSORIES: 'ACC', OTHER: 'OTH' };
const MARKDOWNS = [20, 30, 40, 50];

export interface CatalogueProduct {
  reference: string;
  brand: string;
  names: Localized;
  descriptions: Localized;
  gender: Schemas['ProductGender'];
  family: Schemas['ProductFamily'];
  styles: Schemas['QuizStyle'][];
  color: Color;
  traits: Schemas['KidDislike'][];
  label: 'matchy' | 'cotonbio' | null;
  priceCents: number;
  originalPriceCents: number | null;
  imageCount: number;
  isRecent: boolean;
  variants: Array<{ size: string; stock: number }>;
  /** What kind of piece it is (what the looks ask for). */
  shape: Shape;
  /** What its pictures draw, when it is more than its kind (a tank top, a bucket hat). */
  cut: Cut | null;
  /** The print its pictures show: the one its name says. */
  pattern: Pattern | null;
}

export interface CatalogueLook {
  gender: LookPlan['gender'];
  styles: Schemas['QuizStyle'][];
  names: Localized;
  references: string[];
}

export interface Catalogue {
  products: CatalogueProduct[];
  looks: CatalogueLook[];
  collections: Array<{ slug: CollectionSlug; names: Localized; references: string[] }>;
}

/** A small seeded generator (mulberry32): the same catalogue on every database. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** «Robe» + «bleue» + «à smocks»: the colour agrees with the head noun. */
function romanceName(noun: Noun, colors: readonly [string, string, string, string]): string {
  const color = colors[(noun.g === 'f' ? 1 : 0) + (noun.pl ? 2 : 0)];
  return [noun.head, color, noun.tail].filter(Boolean).join(' ');
}

function productNames(garment: Garment, color: Color): Localized {
  const words = COLORS[color];
  return {
    fr: romanceName(garment.fr, words.fr),
    de: `${garment.de} – ${words.de}`,
    nl: `${garment.nl} – ${words.nl}`,
    es: romanceName(garment.es, words.es),
  };
}

/** Material, then fit and care: «Jersey de coton bio, doux et respirant. Coupe droite et confortable, lavage en machine à 30 °C.» */
function description(garment: Garment): Localized {
  const material = MATERIALS[garment.material];
  return Object.fromEntries(LOCALES.map((l) => [l, `${material.text[l]} ${FITS[garment.fit][l]}, ${CARE[material.care][l]}.`])) as Localized;
}

/** Stock per size: mostly 3 to 12, some sold out, some down to one or two; a scarce product has two at most of any size. */
function stock(sizes: readonly string[], random: () => number, scarce: boolean): Array<{ size: string; stock: number }> {
  const variants = sizes.map((size) => {
    if (scarce) return { size, stock: Math.floor(random() * 3) };
    const draw = random();
    return { size, stock: draw < 0.12 ? 0 : draw < 0.25 ? 1 + Math.floor(random() * 2) : 3 + Math.floor(random() * 10) };
  });
  if (variants.every((v) => v.stock === 0)) variants[Math.floor(variants.length / 2)]!.stock = 1;
  return variants;
}

/** A marked-down price ending in 90 cents. */
function markedDown(priceCents: number, percent: number): number {
  return Math.round((priceCents * (100 - percent)) / 10000) * 100 - 10;
}

/** One product in 8 is marked down, one in 5 is new, one in 13 nearly sold out; every one has its two pictures. */
function buildProducts(): CatalogueProduct[] {
  const random = generator(2026);
  const sequences = new Map<string, number>();
  let index = 0;
  return GARMENTS.flatMap((garment) =>
    garment.colors.map((color, shade) => {
      const n = index++;
      const prefix = `LC-${garment.gender === 'WOMAN' ? 'W' : 'K'}-${FAMILY_CODES[garment.family]}`;
      const sequence = (sequences.get(prefix) ?? 0) + 1;
      sequences.set(prefix, sequence);
      const material = MATERIALS[garment.material];
      const markdown = n % 8 === 3 ? MARKDOWNS[(n >> 3) % MARKDOWNS.length]! : null;
      return {
        reference: `${prefix}-${String(sequence).padStart(4, '0')}`,
        brand: garment.brand,
        names: productNames(garment, color),
        descriptions: description(garment),
        gender: garment.gender,
        family: garment.family,
        styles: garment.styles,
        color,
        traits: material.synthetic ? [...garment.traits, 'synthetic_fabrics'] : garment.traits,
        label: garment.matchy ? 'matchy' : material.organic ? 'cotonbio' : null,
        priceCents: markdown ? markedDown(garment.priceCents, markdown) : garment.priceCents,
        originalPriceCents: markdown ? garment.priceCents : null,
        imageCount: 2,
        isRecent: n % 5 === 1,
        variants: stock(garment.runs[shade % garment.runs.length]!, random, n % 13 === 6),
        shape: garment.shape,
        cut: garment.cut ?? null,
        pattern: garment.pattern ?? null,
      };
    }),
  );
}

const isAvailable = (p: CatalogueProduct) => p.variants.some((v) => v.stock > 0);
/** Every size in stock has two units or fewer left. */
const isLowStock = (p: CatalogueProduct) => isAvailable(p) && p.variants.every((v) => v.stock <= 2);
/** Kid pieces of a look share at least this many age bands (one-size pieces go with any). */
const LOOK_SHARED_BANDS = 3;

function wearableTogether(a: CatalogueProduct, b: CatalogueProduct): boolean {
  const sizes = (p: CatalogueProduct) => p.variants.map((v) => v.size).filter((s) => s !== 'TU');
  const [sa, sb] = [sizes(a), sizes(b)];
  return !sa.length || !sb.length || sa.filter((s) => sb.includes(s)).length >= LOOK_SHARED_BANDS;
}

/**
 * Each look takes, for each piece it plans, an unused product of its gender (for kids, MIXED too
 * after the first piece) that is in stock, shares a style with it when one does, and, for kids,
 * comes in the sizes of the pieces already chosen, so that the look can be worn in one size.
 */
function composeLooks(catalogue: CatalogueProduct[]): CatalogueLook[] {
  const used = new Set<string>();
  return LOOKS.map((plan, n) => {
    const picked: CatalogueProduct[] = [];
    for (const piece of plan.pieces) {
      const genders = plan.gender === 'WOMAN' || !picked.length ? [plan.gender] : [plan.gender, 'MIXED'];
      const fitting = catalogue.filter(
        (p) =>
          (p.family === piece || p.shape === piece) &&
          genders.includes(p.gender) &&
          !used.has(p.reference) &&
          isAvailable(p) &&
          (plan.gender === 'WOMAN' || picked.every((q) => wearableTogether(p, q))),
      );
      const styled = fitting.filter((p) => p.styles.some((s) => plan.styles.includes(s)));
      const pool = styled.length ? styled : fitting;
      const choice = pool[(n * 5) % Math.max(pool.length, 1)];
      if (!choice) continue;
      picked.push(choice);
      used.add(choice.reference);
    }
    return { gender: plan.gender, styles: plan.styles, names: plan.names, references: picked.map((p) => p.reference) };
  });
}

const COLLECTION_RULES: Record<CollectionSlug, (p: CatalogueProduct) => boolean> = {
  'birth-gift': (p) => p.gender !== 'WOMAN' && p.variants.every((v) => v.size.endsWith(' mois')),
  'new-collection': (p) => p.isRecent,
  'matchy-matchy': (p) => p.label === 'matchy',
  'last-chance': (p) => p.originalPriceCents !== null || isLowStock(p),
};

/** The whole catalogue, the same every time. */
export function buildCatalogue(): Catalogue {
  const catalogueProducts = buildProducts();
  return {
    products: catalogueProducts,
    looks: composeLooks(catalogueProducts),
    collections: COLLECTIONS.map((c) => ({ ...c, references: catalogueProducts.filter(COLLECTION_RULES[c.slug]).map((p) => p.reference) })),
  };
}

/**
 * Seeds the catalogue once per database, in one transaction: its run is claimed in `seed_runs`
 * first, so of two nodes starting together only one writes it. A database that already holds
 * products (its record lost, or a catalogue of its own) gets nothing on top.
 */
export function seedCatalogue(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (await tx.$count(products)) return false;
    const claimed = await tx.insert(seedRuns).values({ name: CATALOGUE_SEED }).onConflictDoNothing().returning();
    if (!claimed.length) return false;
    const catalogue = buildCatalogue();
    const rows = await tx
      .insert(products)
      .values(catalogue.products.map(({ variants: _variants, shape: _shape, cut: _cut, pattern: _pattern, ...product }) => product))
      .returning({ id: products.id, reference: products.reference });
    const ids = new Map(rows.map((r) => [r.reference, r.id]));
    const idOf = (reference: string) => ids.get(reference)!;
    const variants = catalogue.products.flatMap((p) => p.variants.map((v) => ({ productId: idOf(p.reference), ...v })));
    for (let i = 0; i < variants.length; i += 500) await tx.insert(productVariants).values(variants.slice(i, i + 500));
    for (const look of catalogue.looks) {
      const [row] = await tx.insert(looks).values({ gender: look.gender, names: look.names, styles: look.styles }).returning({ id: looks.id });
      await tx.insert(lookProducts).values(look.references.map((reference, position) => ({ lookId: row!.id, productId: idOf(reference), position })));
    }
    // A collection the shop already has keeps its name and place.
    await tx
      .insert(collections)
      .values(catalogue.collections.map((c, position) => ({ slug: c.slug, names: c.names, isShop: true, position })))
      .onConflictDoNothing();
    await tx
      .insert(collectionProducts)
      .values(catalogue.collections.flatMap((c) => c.references.map((reference, position) => ({ slug: c.slug, productId: idOf(reference), position }))));
    return true;
  });
}

/** Recorded in `seed_runs` once the seeded products of an older catalogue have their pictures. */
export const CATALOGUE_PICTURES_SEED = 'catalogue-pictures';

/**
 * An older catalogue seed left one product in 41 without pictures (a bag, a nightdress in a
 * preview showed an empty frame). Once per database, the seeded products that still have none get
 * the two pictures every seeded product is drawn with; a product of a catalogue of its own keeps
 * its count. Gives the number of products changed.
 */
export function restoreCataloguePictures(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: CATALOGUE_PICTURES_SEED }).onConflictDoNothing().returning();
    if (!claimed.length) return 0;
    const references = buildCatalogue().products.map((p) => p.reference);
    const changed = await tx
      .update(products)
      .set({ imageCount: 2 })
      .where(and(eq(products.imageCount, 0), inArray(products.reference, references)))
      .returning({ id: products.id });
    return changed.length;
  });
}
