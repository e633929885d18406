import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client';
import { lookProducts, looks, products, productVariants } from '../db/schema';

type Gender = 'BOY' | 'GIRL' | 'MIXED' | 'WOMAN';
type Family = 'TOPS' | 'KNITWEAR' | 'BOTTOMS' | 'DRESSES' | 'ACCESSORIES' | 'OTHER';

interface TestProduct {
  gender: Gender;
  family: Family;
  color: string;
  styles?: string[];
  traits?: string[];
  /** Units per size. */
  stock: Record<string, number>;
  name: string;
  isRecent?: boolean;
  imageCount?: number;
  originalPriceCents?: number;
}

/**
 * A small catalogue: kids in '4 ans' find tops, knitwear, bottoms, accessories and other pieces
 * of every gender; a few sizes are out of stock or down to one or two units.
 */
const PRODUCTS = {
  boyTee: { gender: 'BOY', family: 'TOPS', color: 'blue', styles: ['casual'], stock: { '6 ans': 0, '4 ans': 5, '5 ans': 1 }, name: 'T-shirt marin' },
  boyHoodie: { gender: 'BOY', family: 'KNITWEAR', color: 'grey', styles: ['sporty'], traits: ['hoods'], stock: { '4 ans': 3 }, name: 'Sweat à capuche' },
  boyJeans: { gender: 'BOY', family: 'BOTTOMS', color: 'navy', styles: ['casual'], stock: { '4 ans': 2, '5 ans': 4 }, name: 'Jean droit' },
  boyShorts: { gender: 'BOY', family: 'BOTTOMS', color: 'beige', stock: { '5 ans': 3 }, name: 'Short en lin' },
  boyCap: { gender: 'BOY', family: 'ACCESSORIES', color: 'blue', stock: { TU: 4 }, name: 'Casquette' },
  boyPyjama: { gender: 'BOY', family: 'OTHER', color: 'green', stock: { '4 ans': 2 }, name: 'Pyjama étoiles' },
  mixedSweater: { gender: 'MIXED', family: 'KNITWEAR', color: 'green', styles: ['casual', 'classic'], stock: { '4 ans': 6 }, name: 'Pull torsadé', isRecent: true },
  mixedScarf: { gender: 'MIXED', family: 'ACCESSORIES', color: 'red', stock: { TU: 1 }, name: 'Écharpe douce' },
  mixedPrintTee: { gender: 'MIXED', family: 'TOPS', color: 'yellow', traits: ['prints'], stock: { '4 ans': 3 }, name: 'T-shirt imprimé' },
  mixedSoldOut: { gender: 'MIXED', family: 'TOPS', color: 'white', stock: { '4 ans': 0 }, name: 'Polo épuisé' },
  girlDress: { gender: 'GIRL', family: 'DRESSES', color: 'pink', styles: ['chic'], stock: { '5 ans': 2, '4 ans': 2 }, name: 'Robe fleurie', originalPriceCents: 3990 },
  girlBlouse: { gender: 'GIRL', family: 'TOPS', color: 'white', styles: ['chic'], traits: ['ruffles'], stock: { '4 ans': 3 }, name: 'Blouse à volants' },
  girlLeggings: { gender: 'GIRL', family: 'BOTTOMS', color: 'black', styles: ['sporty'], stock: { '4 ans': 5 }, name: 'Legging' },
  girlBag: { gender: 'GIRL', family: 'ACCESSORIES', color: 'purple', stock: { TU: 2 }, name: 'Petit sac' },
  girlNoPictures: { gender: 'GIRL', family: 'TOPS', color: 'orange', stock: { '4 ans': 3 }, name: 'Débardeur', imageCount: 0 },
  womanBlouse: { gender: 'WOMAN', family: 'TOPS', color: 'beige', styles: ['chic'], stock: { L: 1, M: 3 }, name: 'Chemise en soie' },
  womanJeans: { gender: 'WOMAN', family: 'BOTTOMS', color: 'blue', styles: ['casual'], stock: { '38': 2, '40': 5 }, name: 'Jean taille haute' },
  womanDress: { gender: 'WOMAN', family: 'DRESSES', color: 'green', styles: ['bohemian'], stock: { M: 0, S: 2 }, name: 'Robe longue' },
  womanBelt: { gender: 'WOMAN', family: 'ACCESSORIES', color: 'brown', stock: { TU: 4 }, name: 'Ceinture' },
  womanCoat: { gender: 'WOMAN', family: 'OTHER', color: 'black', styles: ['classic'], stock: { M: 2 }, name: 'Manteau' },
} satisfies Record<string, TestProduct>;

/** Two looks: the sailor boy and the silk shirt. */
const LOOKS = {
  boy: { gender: 'BOY', styles: ['casual'], name: 'Petit mousse', products: ['boyTee', 'boyJeans', 'boyCap'] },
  woman: { gender: 'WOMAN', styles: ['chic'], name: 'Soie et denim', products: ['womanBlouse', 'womanJeans', 'womanBelt'] },
} satisfies Record<string, { gender: Gender; styles: string[]; name: string; products: Array<keyof typeof PRODUCTS> }>;

export type TestProductKey = keyof typeof PRODUCTS;

export interface TestCatalogue {
  /** The brand of every product of this catalogue: as `sku_query`, it keeps to them. */
  brand: string;
  /** Each product's id and its variants' ids by size. */
  products: Record<TestProductKey, { id: number; reference: string; variants: Record<string, number> }>;
  looks: Record<keyof typeof LOOKS, number>;
}

/**
 * Inserts the small catalogue under a brand and references of its own, so that several calls on
 * one database (test files share theirs) never collide.
 */
export async function insertTestCatalogue(db: Database): Promise<TestCatalogue> {
  const brand = `Maison${randomBytes(4).toString('hex')}`;
  const entries = Object.entries(PRODUCTS) as Array<[TestProductKey, TestProduct]>;
  const rows = await db
    .insert(products)
    .values(
      entries.map(([key, p]) => ({
        reference: `${brand}-${key}`,
        brand,
        names: { fr: p.name, de: `${p.name} (de)`, nl: `${p.name} (nl)`, es: `${p.name} (es)` },
        descriptions: { fr: `${p.name} : description`, de: 'Beschreibung', nl: 'Beschrijving', es: 'Descripción' },
        gender: p.gender,
        family: p.family,
        styles: p.styles ?? [],
        color: p.color,
        traits: p.traits ?? [],
        priceCents: 2990,
        originalPriceCents: p.originalPriceCents ?? null,
        imageCount: p.imageCount ?? 2,
        isRecent: p.isRecent ?? false,
      })),
    )
    .returning({ id: products.id });
  const variants = await db
    .insert(productVariants)
    .values(entries.flatMap(([, p], i) => Object.entries(p.stock).map(([size, stock]) => ({ productId: rows[i]!.id, size, stock }))))
    .returning();
  const catalogue = Object.fromEntries(
    entries.map(([key], i) => {
      const id = rows[i]!.id;
      return [key, { id, reference: `${brand}-${key}`, variants: Object.fromEntries(variants.filter((v) => v.productId === id).map((v) => [v.size, v.id])) }];
    }),
  ) as TestCatalogue['products'];
  const lookIds = {} as TestCatalogue['looks'];
  for (const [key, look] of Object.entries(LOOKS) as Array<[keyof typeof LOOKS, (typeof LOOKS)[keyof typeof LOOKS]]>) {
    const [row] = await db
      .insert(looks)
      .values({ gender: look.gender, styles: look.styles, names: { fr: look.name, de: look.name, nl: look.name, es: look.name } })
      .returning({ id: looks.id });
    await db.insert(lookProducts).values(look.products.map((product, position) => ({ lookId: row!.id, productId: catalogue[product].id, position })));
    lookIds[key] = row!.id;
  }
  return { brand, products: catalogue, looks: lookIds };
}
