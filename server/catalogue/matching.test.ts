import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { profiles } from '../db/schema';
import { startTestServer, type TestServer } from '../testing/app';
import { insertTestCatalogue, type TestCatalogue, type TestProductKey } from '../testing/catalogue';
import { fittingProducts, fittingVariant, fitsGender, landingFit, profileFit, sizeBand, type Fit, type FitQuery } from './matching';

let server: TestServer;
let catalogue: TestCatalogue;
beforeAll(async () => {
  server = await startTestServer();
  catalogue = await insertTestCatalogue(server.db);
});
afterAll(async () => server?.close());

const TODAY = '2026-03-15';

function profile(fields: Partial<typeof profiles.$inferSelect>): typeof profiles.$inferSelect {
  return {
    id: 1,
    clientId: 1,
    firstname: 'Léo',
    gender: 'BOY',
    profileType: 'KID',
    birthdate: '2022-09-01',
    description: null,
    hasRequested: false,
    subscriptionStatus: 'PROSPECT',
    colorIndex: 0,
    quiz: {},
    createdAt: new Date(),
    updatedAt: new Date(),
    ...fields,
  };
}

const families = ['TOPS', 'KNITWEAR', 'DRESSES', 'BOTTOMS', 'ACCESSORIES', 'OTHER'];
const sizesOf = (fit: Fit) => Object.fromEntries(families.map((family) => [family, fit.sizeFor(family)]));

describe('sizeBand', () => {
  it('gives the band whose age bound is the first not passed, bound included', () => {
    expect(sizeBand('2024-05-04', '2026-05-04')).toBe('2 ans');
    expect(sizeBand('2024-05-04', '2026-05-05')).toBe('3 ans');
    expect(sizeBand('2026-03-15', TODAY)).toBe('1 mois');
    expect(sizeBand('2025-09-14', TODAY)).toBe('9 mois');
    expect(sizeBand('2025-09-15', TODAY)).toBe('6 mois');
    expect(sizeBand('2025-09-16', TODAY)).toBe('6 mois');
    expect(sizeBand('2025-09-14', '2025-12-14')).toBe('3 mois');
  });

  it('counts a month from the 31st as ending after the shorter month’s last day', () => {
    expect(sizeBand('2026-01-31', '2026-02-28')).toBe('1 mois');
    expect(sizeBand('2026-01-31', '2026-03-01')).toBe('3 mois');
  });

  it('keeps 14 ans up to the day before the 15th birthday; none before birth or from the 15th birthday', () => {
    expect(sizeBand('2011-03-16', TODAY)).toBe('14 ans');
    expect(sizeBand('2011-03-15', TODAY)).toBeNull();
    expect(sizeBand('2026-03-16', TODAY)).toBeNull();
  });
});

describe('profileFit', () => {
  it('fits a kid with quiz sizes: tops, knitwear and dresses in its top size, bottoms in its bottom size, accessories in any', () => {
    const fit = profileFit(
      profile({ quiz: { top_size: '5 ans', bottom_size: '4 ans', styles: ['casual'], liked_colors: ['blue'], disliked_colors: ['green'], dislikes: ['hoods'] } }),
      TODAY,
    );
    expect(fit).toMatchObject({ genders: ['BOY', 'MIXED'], dislikedTraits: ['hoods'], dislikedColors: ['green'], styles: ['casual'], likedColors: ['blue'] });
    expect(sizesOf(fit)).toEqual({ TOPS: ['5 ans'], KNITWEAR: ['5 ans'], DRESSES: ['5 ans'], BOTTOMS: ['4 ans'], ACCESSORIES: null, OTHER: ['5 ans', 'TU'] });
  });

  it('fits a kid without quiz sizes in the band of its age, a girl to girls’ and mixed products', () => {
    const fit = profileFit(profile({ gender: 'GIRL', birthdate: '2022-09-01', quiz: { top_size: '5 ans' } }), TODAY);
    expect(fit.genders).toEqual(['GIRL', 'MIXED']);
    expect(sizesOf(fit)).toMatchObject({ TOPS: ['5 ans'], BOTTOMS: ['4 ans'] });
    expect(fitsGender(fit, 'MIXED')).toBe(true);
    expect(fitsGender(fit, 'BOY')).toBe(false);
  });

  it('fits a woman to women’s products in her sizes, any size when she gave none', () => {
    const woman = profile({ gender: 'WOMAN', profileType: 'WOMAN', birthdate: null, quiz: { top_size: 'M', bottom_size: '38', disliked_colors: ['pink'] } });
    const fit = profileFit(woman, TODAY);
    expect(fit).toMatchObject({ genders: ['WOMAN'], dislikedTraits: [], dislikedColors: ['pink'] });
    expect(sizesOf(fit)).toMatchObject({ DRESSES: ['M'], BOTTOMS: ['38'], OTHER: ['M', 'TU'] });
    expect(sizesOf(profileFit({ ...woman, quiz: {} }, TODAY))).toEqual(Object.fromEntries(families.map((family) => [family, null])));
  });
});

describe('fittingProducts', () => {
  const boy4: Fit = landingFit('BOY', '4 ans', '4 ans');
  const query = (fields: Partial<FitQuery> = {}): FitQuery => ({ query: catalogue.brand, page: 1, pageSize: 24, ...fields });
  const keysOf = (ids: number[]) => ids.map((id) => (Object.keys(catalogue.products) as TestProductKey[]).find((key) => catalogue.products[key].id === id));
  const found = async (fit: Fit, fields?: Partial<FitQuery>) => {
    const { total, rows } = await fittingProducts(server.db, fit, query(fields));
    return { total, keys: keysOf(rows.map((row) => row.id)) };
  };

  it('keeps the products of the genders with a fitting size in stock, best match first, then recent, then oldest', async () => {
    expect(await found(boy4)).toEqual({
      total: 8,
      keys: ['mixedSweater', 'boyTee', 'boyHoodie', 'boyJeans', 'boyCap', 'boyPyjama', 'mixedScarf', 'mixedPrintTee'],
    });
    const liking = { ...boy4, styles: ['casual'], likedColors: ['blue'] };
    expect((await found(liking)).keys).toEqual(['boyTee', 'mixedSweater', 'boyJeans', 'boyCap', 'boyHoodie', 'boyPyjama', 'mixedScarf', 'mixedPrintTee']);
  });

  it('leaves out disliked traits and colours unless not strict, where any size in stock will do', async () => {
    const picky = { ...boy4, dislikedTraits: ['hoods', 'prints'], dislikedColors: ['green'] };
    expect((await found(picky)).keys).toEqual(['boyTee', 'boyJeans', 'boyCap', 'mixedScarf']);
    expect(await found(picky, { strict: false })).toEqual({ total: 9, keys: expect.arrayContaining(['boyShorts', 'boyHoodie', 'mixedSweater']) });
  });

  it('pages, keeps to families, searches words of the name, brand or reference, and leaves out given products', async () => {
    expect(await found(boy4, { page: 2, pageSize: 3 })).toEqual({ total: 8, keys: ['boyJeans', 'boyCap', 'boyPyjama'] });
    expect(await found(boy4, { page: 4, pageSize: 3 })).toEqual({ total: 8, keys: [] });
    expect((await found(boy4, { families: ['BOTTOMS', 'ACCESSORIES'] })).keys).toEqual(['boyJeans', 'boyCap', 'mixedScarf']);
    expect((await found(boy4, { query: `${catalogue.brand.toUpperCase()} marin` })).keys).toEqual(['boyTee']);
    expect((await found(boy4, { query: `${catalogue.brand} marin (de)`, locale: 'de' })).keys).toEqual(['boyTee']);
    expect((await found(boy4, { query: `${catalogue.brand} marin (de)`, locale: 'nl' })).keys).toEqual([]);
    expect((await found(boy4, { query: catalogue.products.boyJeans.reference })).keys).toEqual(['boyJeans']);
    expect((await found(boy4, { query: `${catalogue.brand} T_shirt` })).keys).toEqual([]);
    expect((await found(boy4, { excludeProductIds: [catalogue.products.mixedSweater.id, catalogue.products.boyTee.id] })).total).toBe(6);
  });

  it('fits a woman in her sizes: a dress out of stock in M is left out', async () => {
    expect((await found(landingFit('WOMAN', 'M', '38'))).keys).toEqual(['womanBlouse', 'womanJeans', 'womanBelt', 'womanCoat']);
  });
});

describe('fittingVariant', () => {
  it('gives the in-stock size of the fit for the product’s family, or null', async () => {
    const { boyTee, boyCap, boyShorts } = catalogue.products;
    expect((await fittingVariant(server.db, landingFit('BOY', '5 ans', '4 ans'), boyTee.id))?.id).toBe(boyTee.variants['5 ans']);
    expect(await fittingVariant(server.db, landingFit('BOY', '6 ans', '4 ans'), boyTee.id)).toBeNull();
    expect(await fittingVariant(server.db, landingFit('BOY', '4 ans', '4 ans'), boyShorts.id)).toBeNull();
    expect((await fittingVariant(server.db, landingFit('BOY', '4 ans', '4 ans'), boyCap.id))?.size).toBe('TU');
    expect(await fittingVariant(server.db, landingFit('BOY', '4 ans', '4 ans'), 2_000_000_000)).toBeNull();
  });
});
