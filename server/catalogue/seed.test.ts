import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionProducts, collections, lookProducts, looks, orders, productVariants, products, seedRuns, trunkPieces } from '../db/schema';
import { loadSpec } from '../http/spec';
import { startTestServer, type TestServer } from '../testing/app';
import { CATALOGUE_PICTURES_SEED, CATALOGUE_SEED, buildCatalogue, restoreCataloguePictures, seedCatalogue } from './seed';
import { sortSizes } from './sizes';

let server: TestServer;
let catalogue: Awaited<ReturnType<typeof readCatalogue>>;
beforeAll(async () => {
  server = await startTestServer();
  catalogue = await readCatalogue();
});
afterAll(async () => server?.close());

const LOCALES = ['fr', 'de', 'nl', 'es'] as const;
const schemas = (loadSpec().spec as { components: { schemas: Record<string, { enum: string[] }> } }).components.schemas;
const enumOf = (name: string) => schemas[name]!.enum;
const KID_SIZES = enumOf('KidSize');
const WOMAN_TOP_SIZES = enumOf('WomanTopSize');
const WOMAN_BOTTOM_SIZES = enumOf('WomanBottomSize');

/** The seeded catalogue as the database holds it. */
async function readCatalogue() {
  const db = server.db;
  const variants = await db.select().from(productVariants).orderBy(asc(productVariants.id));
  const rows = (await db.select().from(products).orderBy(asc(products.id))).map((p) => ({ ...p, variants: variants.filter((v) => v.productId === p.id) }));
  const byId = new Map(rows.map((p) => [p.id, p]));
  const members = await db.select().from(lookProducts).orderBy(asc(lookProducts.position));
  const lookRows = (await db.select().from(looks).orderBy(asc(looks.id))).map((l) => ({
    ...l,
    products: members.filter((m) => m.lookId === l.id).map((m) => byId.get(m.productId)!),
  }));
  const entries = await db.select().from(collectionProducts).orderBy(asc(collectionProducts.position));
  const collectionRows = (await db.select().from(collections).orderBy(asc(collections.position))).map((c) => ({
    ...c,
    products: entries.filter((e) => e.slug === c.slug).map((e) => byId.get(e.productId)!),
  }));
  return { products: rows, looks: lookRows, collections: collectionRows };
}

type Row = (typeof catalogue)['products'][number];
const isKid = (p: Row) => p.gender !== 'WOMAN';
const sizesOf = (p: Row) => p.variants.map((v) => v.size);
const inStock = (p: Row) => p.variants.some((v) => v.stock > 0);
const countBy = <T,>(rows: T[], key: (row: T) => string) => rows.reduce<Record<string, number>>((m, row) => ({ ...m, [key(row)]: (m[key(row)] ?? 0) + 1 }), {});

describe('the seeded catalogue', () => {
  it('holds the catalogue as planned: at least 190 products, each gender well stocked, every family for kids and for women', () => {
    const { products: rows } = catalogue;
    expect(rows.map((p) => p.reference)).toEqual(buildCatalogue().products.map((p) => p.reference));
    expect(rows.length).toBeGreaterThanOrEqual(190);
    const genders = countBy(rows, (p) => p.gender);
    expect(Object.keys(genders).sort()).toEqual(['BOY', 'GIRL', 'MIXED', 'WOMAN']);
    for (const gender of ['BOY', 'GIRL', 'MIXED']) expect(genders[gender], gender).toBeGreaterThanOrEqual(30);
    expect(genders.WOMAN).toBeGreaterThanOrEqual(60);
    const families = enumOf('ProductFamily');
    expect(Object.keys(countBy(rows.filter(isKid), (p) => p.family)).sort()).toEqual([...families].sort());
    expect(Object.keys(countBy(rows.filter((p) => !isKid(p)), (p) => p.family)).sort()).toEqual([...families].sort());
    for (const p of rows) expect(p.reference).toMatch(new RegExp(`^LC-${isKid(p) ? 'K' : 'W'}-(TOP|KNI|BOT|DRE|ACC|OTH)-\\d{4}$`));
  });

  it('uses every colour, style and dislike of the quiz, and nothing else', () => {
    const { products: rows } = catalogue;
    expect(new Set(rows.map((p) => p.color))).toEqual(new Set(enumOf('QuizColor')));
    expect(new Set(rows.flatMap((p) => p.styles))).toEqual(new Set(enumOf('QuizStyle')));
    expect(new Set(rows.flatMap((p) => p.traits))).toEqual(new Set(enumOf('KidDislike')));
    expect(rows.every((p) => p.styles.length > 0)).toBe(true);
  });

  it('marks 10 to 15 % down, labels some matchy and some organic, shows some as new, and gives every product its two pictures', () => {
    const { products: rows } = catalogue;
    const markedDown = rows.filter((p) => p.originalPriceCents !== null);
    expect(markedDown.length / rows.length).toBeGreaterThanOrEqual(0.1);
    expect(markedDown.length / rows.length).toBeLessThanOrEqual(0.15);
    for (const p of markedDown) expect(p.originalPriceCents!).toBeGreaterThan(p.priceCents);
    const labels = countBy(rows, (p) => String(p.label));
    expect(Object.keys(labels).sort()).toEqual(['cotonbio', 'matchy', 'null']);
    expect(labels.matchy).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.filter((p) => p.label === 'matchy').map((p) => p.gender))).toEqual(new Set(['GIRL', 'MIXED', 'WOMAN']));
    expect(rows.filter((p) => p.isRecent).length).toBeGreaterThanOrEqual(20);
    expect(rows.filter((p) => p.imageCount !== 2).map((p) => p.names.fr)).toEqual([]);
  });

  it('prices kids from 9 to 49 € and women from 19 to 119 €, in cents ending in 90 (or round euros)', () => {
    for (const p of catalogue.products) {
      const price = p.originalPriceCents ?? p.priceCents;
      const [min, max] = isKid(p) ? [900, 4900] : [1900, 11900];
      expect(price, p.reference).toBeGreaterThanOrEqual(min);
      expect(price, p.reference).toBeLessThanOrEqual(max);
      expect([0, 90]).toContain(p.priceCents % 100);
    }
  });

  it('sizes each kid product on a run of 4 to 7 consecutive age bands, women in letters or French sizes, accessories in one size', () => {
    for (const p of catalogue.products) {
      const sizes = sizesOf(p);
      expect(sortSizes(sizes), p.reference).toEqual(sizes);
      if (p.family === 'ACCESSORIES') {
        expect(sizes, p.reference).toEqual(['TU']);
        continue;
      }
      const guide = isKid(p) ? KID_SIZES : p.family === 'BOTTOMS' ? WOMAN_BOTTOM_SIZES : WOMAN_TOP_SIZES;
      const first = guide.indexOf(sizes[0]!);
      expect(first, `${p.reference} ${sizes.join(',')}`).toBeGreaterThanOrEqual(0);
      expect(sizes, p.reference).toEqual(guide.slice(first, first + sizes.length));
      if (isKid(p)) expect(sizes.length, p.reference).toBeGreaterThanOrEqual(4);
      expect(sizes.length, p.reference).toBeLessThanOrEqual(isKid(p) ? 7 : 8);
    }
    const women = catalogue.products.filter((p) => !isKid(p));
    expect(women.some((p) => sizesOf(p).includes('4XL'))).toBe(true);
    expect(women.some((p) => sizesOf(p).includes('50'))).toBe(true);
    expect(women.some((p) => sizesOf(p).includes('XS') && sizesOf(p).includes('XXL'))).toBe(true);
    expect(women.some((p) => sizesOf(p).includes('34') && sizesOf(p).includes('48'))).toBe(true);
  });

  it('stocks 0 to 12 units a size, with sizes sold out and sizes nearly gone', () => {
    const stocks = catalogue.products.flatMap((p) => p.variants.map((v) => v.stock));
    expect(Math.min(...stocks)).toBe(0);
    expect(Math.max(...stocks)).toBe(12);
    expect(stocks.filter((s) => s === 0).length).toBeGreaterThanOrEqual(50);
    expect(stocks.filter((s) => s === 1 || s === 2).length).toBeGreaterThanOrEqual(50);
    expect(catalogue.products.every(inStock)).toBe(true);
  });

  it.each([
    ['BOY', ['BOY', 'MIXED']],
    ['GIRL', ['GIRL', 'MIXED']],
  ])('has every age band of the size guide in stock for a %s', (_, genders) => {
    const bands = new Set(catalogue.products.filter((p) => genders.includes(p.gender)).flatMap((p) => p.variants.filter((v) => v.stock > 0).map((v) => v.size)));
    expect(KID_SIZES.filter((size) => !bands.has(size))).toEqual([]);
  });

  it('names and describes every product in four languages, each name its own within a language', () => {
    for (const locale of LOCALES) {
      const names = catalogue.products.map((p) => p.names[locale]);
      expect(names.every((n) => n.trim().length > 3), locale).toBe(true);
      expect(new Set(names).size, locale).toBe(names.length);
      expect(catalogue.products.every((p) => /^\p{Lu}.{20,}\.$/u.test(p.descriptions[locale])), locale).toBe(true);
    }
  });

  it('writes the names as a native shop would: colours agree in French and Spanish, and follow a dash in German and Dutch', () => {
    const names = catalogue.products.map((p) => p.names);
    expect(names).toContainEqual({ fr: 'Pull marin rayé bleu marine', es: 'Jersey marinero azul marino', de: 'Ringelpullover – Marineblau', nl: 'Gestreepte trui – marineblauw' });
    expect(names).toContainEqual({ fr: 'Robe bleue à smocks', es: 'Vestido azul de nido de abeja', de: 'Smokkleid – Blau', nl: 'Jurk met smokwerk – blauw' });
    expect(names).toContainEqual({ fr: 'Chaussons roses en cuir souple', es: 'Patucos rosa de piel', de: 'Krabbelschuhe aus Leder – Rosa', nl: 'Leren slofjes – roze' });
    expect(names).toContainEqual({ fr: 'Jupe midi plissée violette', es: 'Falda midi plisada morada', de: 'Plissierter Midirock – Lila', nl: 'Plissé midirok – paars' });
    expect(names).toContainEqual({ fr: 'Blouse blanche à volants', es: 'Blusa blanca con volantes', de: 'Rüschenbluse – Weiß', nl: 'Blouse met ruches – wit' });
    for (const p of catalogue.products) {
      expect(p.names.de, p.reference).toMatch(/^\S.* – \p{Lu}\p{Ll}+$/u);
      expect(p.names.nl, p.reference).toMatch(/^\S.* – \p{Ll}+$/u);
    }
  });
});

describe('the seeded looks', () => {
  it('are 40: 12 for boys, 12 for girls and 16 for women, named in four languages and styled', () => {
    const { looks: rows } = catalogue;
    expect(countBy(rows, (l) => l.gender)).toEqual({ BOY: 12, GIRL: 12, WOMAN: 16 });
    for (const locale of LOCALES) expect(new Set(rows.map((l) => l.names[locale])).size, locale).toBe(rows.length);
    const styles = enumOf('QuizStyle');
    for (const look of rows) expect(look.styles.length > 0 && look.styles.every((s) => styles.includes(s)), look.names.fr).toBe(true);
  });

  it('each gather 2 to 4 products in stock that fit its gender and can be worn in one size; a product belongs to one look at most', () => {
    const allowed: Record<string, string[]> = { BOY: ['BOY', 'MIXED'], GIRL: ['GIRL', 'MIXED'], WOMAN: ['WOMAN'] };
    for (const look of catalogue.looks) {
      expect(look.products.length, look.names.fr).toBeGreaterThanOrEqual(2);
      expect(look.products.length, look.names.fr).toBeLessThanOrEqual(4);
      for (const p of look.products) {
        expect(allowed[look.gender], `${look.names.fr}: ${p.names.fr}`).toContain(p.gender);
        expect(inStock(p)).toBe(true);
      }
      if (look.gender === 'WOMAN') continue;
      const sized = look.products.filter((p) => !sizesOf(p).includes('TU'));
      const shared = KID_SIZES.filter((size) => sized.every((p) => sizesOf(p).includes(size)));
      expect(shared.length, look.names.fr).toBeGreaterThanOrEqual(1);
    }
    const members = catalogue.looks.flatMap((l) => l.products.map((p) => p.id));
    expect(new Set(members).size).toBe(members.length);
    expect(catalogue.looks.some((l) => l.gender === 'GIRL' && l.products.some((p) => p.gender === 'MIXED'))).toBe(true);
  });
});

describe('the seeded collections', () => {
  it('are the four shop collections, named in four languages, each holding what its rule says', () => {
    const bySlug = Object.fromEntries(catalogue.collections.map((c) => [c.slug, c]));
    expect(catalogue.collections.map((c) => c.slug)).toEqual(['birth-gift', 'new-collection', 'matchy-matchy', 'last-chance']);
    for (const c of catalogue.collections) {
      expect(c.isShop).toBe(true);
      expect(LOCALES.every((l) => c.names[l].length > 0), c.slug).toBe(true);
      expect(c.products.length, c.slug).toBeGreaterThanOrEqual(10);
    }
    const ids = (rows: Row[]) => rows.map((p) => p.id).sort((a, b) => a - b);
    const all = catalogue.products;
    expect(bySlug['birth-gift']!.products.every((p) => isKid(p) && sizesOf(p).every((s) => s.endsWith(' mois')))).toBe(true);
    expect(bySlug['birth-gift']!.products.some((p) => sizesOf(p).includes('1 mois'))).toBe(true);
    expect(ids(bySlug['new-collection']!.products)).toEqual(ids(all.filter((p) => p.isRecent)));
    expect(ids(bySlug['matchy-matchy']!.products)).toEqual(ids(all.filter((p) => p.label === 'matchy')));
    const lowStock = (p: Row) => inStock(p) && p.variants.every((v) => v.stock <= 2);
    expect(ids(bySlug['last-chance']!.products)).toEqual(ids(all.filter((p) => p.originalPriceCents !== null || lowStock(p))));
    expect(bySlug['last-chance']!.products.some((p) => p.originalPriceCents === null)).toBe(true);
  });
});

describe('a database seeded when one product in 41 waited for its pictures', () => {
  it('gives the seeded products without pictures their two pictures, once, and leaves a catalogue of its own as it is', async () => {
    const [bag, nightdress] = catalogue.products.filter((p) => p.family === 'ACCESSORIES' || p.family === 'OTHER');
    await server.db.update(products).set({ imageCount: 0 }).where(inArray(products.id, [bag!.id, nightdress!.id]));
    // A product of the shop's own, with no pictures yet.
    const { id: _id, variants: _variants, ...row } = bag!;
    const [own] = await server.db.insert(products).values({ ...row, reference: 'SHOP-OWN-0001', imageCount: 0 }).returning({ id: products.id });
    await server.db.delete(seedRuns).where(eq(seedRuns.name, CATALOGUE_PICTURES_SEED));

    expect(await restoreCataloguePictures(server.db)).toBe(2);
    const counts = await server.db.select({ id: products.id, images: products.imageCount }).from(products).where(inArray(products.id, [bag!.id, nightdress!.id, own!.id]));
    expect(Object.fromEntries(counts.map((row) => [row.id, row.images]))).toEqual({ [bag!.id]: 2, [nightdress!.id]: 2, [own!.id]: 0 });

    await server.db.update(products).set({ imageCount: 0 }).where(eq(products.id, bag!.id));
    expect(await restoreCataloguePictures(server.db)).toBe(0);
    await server.db.update(products).set({ imageCount: 2 }).where(eq(products.id, bag!.id));
    await server.db.delete(products).where(eq(products.id, own!.id));
  });
});

describe('seeding the catalogue again', () => {
  async function counts() {
    const db = server.db;
    return {
      products: await db.$count(products),
      variants: await db.$count(productVariants),
      looks: await db.$count(looks),
      lookProducts: await db.$count(lookProducts),
      collections: await db.$count(collections),
      collectionProducts: await db.$count(collectionProducts),
      seedRuns: await db.$count(seedRuns),
    };
  }

  it('adds nothing, even when the record of its run is lost', async () => {
    const before = await counts();
    expect(await server.db.$count(seedRuns, eq(seedRuns.name, CATALOGUE_SEED))).toBe(1);
    expect(await seedCatalogue(server.db)).toBe(false);
    expect(await counts()).toEqual(before);

    await server.db.delete(seedRuns).where(eq(seedRuns.name, CATALOGUE_SEED));
    expect(await seedCatalogue(server.db)).toBe(false);
    expect(await counts()).toEqual({ ...before, seedRuns: before.seedRuns - 1 });
  });

  it('seeds a database that has no catalogue, once; a catalogue the shop emptied after that stays empty', async () => {
    const before = await counts();
    // The demo orders name catalogue products: they go first.
    for (const table of [trunkPieces, orders, products, looks, collections]) await server.db.delete(table);
    await server.db.delete(seedRuns).where(eq(seedRuns.name, CATALOGUE_SEED));
    expect(await seedCatalogue(server.db)).toBe(true);
    expect(await counts()).toEqual({ ...before, seedRuns: before.seedRuns + 1 });
    expect(await seedCatalogue(server.db)).toBe(false);

    await server.db.delete(products);
    expect(await seedCatalogue(server.db)).toBe(false);
    expect(await server.db.$count(products)).toBe(0);
  });
});
