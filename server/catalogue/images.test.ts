import { asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { startTestServer, type TestServer } from '../testing/app';
import { insertTestCatalogue } from '../testing/catalogue';
import { call, expectInvalid, expectProblem } from '../testing/http';
import { COLORS, type Color } from './data/words';
import { buildCatalogue } from './seed';
import { DRAWINGS, productImageSvg, type Drawing, type Print } from './images';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const picture = (id: number, index: number | string) => call(server, 'GET', `/api/products/${id}/images/${index}`);

/** The tags of an SVG document, checked to open and close in order; gives the names met. */
function tagsOf(svg: string): string[] {
  const open: string[] = [];
  const names: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (closing) expect(open.pop()).toBe(name);
    else if (!selfClosing) open.push(name!);
    names.push(name!);
  }
  expect(open).toEqual([]);
  return names;
}

describe('productImageSvg', () => {
  it('draws every product of the catalogue, front and variation, as a small self-contained SVG in its colour', async () => {
    const rows = await server.db.select().from(products).orderBy(asc(products.id));
    for (const product of rows) {
      const [front, variation] = [productImageSvg(product, 1), productImageSvg(product, 2)];
      for (const svg of [front, variation]) {
        expect(svg, product.reference).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 400 500"/);
        expect(Buffer.byteLength(svg), product.reference).toBeLessThan(4096);
        expect(tagsOf(svg)).toContain('title');
        expect(svg.match(/https?:/g), product.reference).toEqual(['http:']);
        expect([...svg.matchAll(/href="([^"]*)"/g)].every(([, href]) => href!.startsWith('#'))).toBe(true);
        expect(svg).toContain(`fill="${COLORS[product.color as Color].hex}"`);
      }
      expect(front).toContain('fill="#F7F1E6"');
      expect(variation).not.toBe(front);
    }
  });

  it('titles the picture with the French name, escaped', () => {
    const svg = productImageSvg({ reference: 'LC-K-TOP-9999', family: 'TOPS', color: 'red', names: { fr: 'T-shirt « Tom & Léa » <rouge>', de: '', nl: '', es: '' } }, 1);
    expect(svg).toContain('<title id="t">T-shirt « Tom &#38; Léa » &#60;rouge&#62;</title>');
    tagsOf(svg);
  });
});

/** What a French name says the piece is (the first rule that matches). */
const KINDS: Array<[RegExp, Drawing]> = [
  [/^(Body|Barboteuse) /, 'bodysuit'],
  [/^T-shirt .*à manches longues$/, 'sweater'],
  [/^(T-shirt|Marinière|Top) /, 'tee'],
  [/^Débardeur /, 'tank'],
  [/^Polo /, 'polo'],
  [/^(Robe|Chemise de nuit)[ -]/, 'dress'],
  [/^(Chemise|Blouse) /, 'shirt'],
  [/^(Sweat .*à capuche|Hoodie )/, 'hoodie'],
  [/^(Pull|Sweat) /, 'sweater'],
  [/^Gilet zippé /, 'zipped'],
  [/^(Gilet|Cardigan) /, 'cardigan'],
  [/^Ciré /, 'jacket'],
  [/^(Jean|Pantalon|Jogging|Legging|Sarouel) /, 'trousers'],
  [/^(Short|Bermuda|Bloomer) /, 'shorts'],
  [/^Jupe /, 'skirt'],
  [/^Salopette /, 'dungarees'],
  [/^Combinaison /, 'jumpsuit'],
  [/^Pyjama /, 'pyjamas'],
  [/^Maillot de bain /, 'swimsuit'],
  [/^Casquette /, 'cap'],
  [/^Bob /, 'bucket'],
  [/^Bonnet /, 'beanie'],
  [/^Tour de cou /, 'scarf'],
  [/^(Petit sac|Sac) /, 'bag'],
  [/^Bandeau /, 'headband'],
  [/^(Bavoir|Foulard) /, 'kerchief'],
  [/^Chaussons /, 'shoes'],
];

/** The prints a French name names. */
const NAMED_PRINTS: Array<[RegExp, Print]> = [
  [/dinosaure/, 'dinosaur'],
  [/fusées/, 'rockets'],
  [/cœurs/, 'hearts'],
  [/sequins|pailleté/, 'sequins'],
  [/arc-en-ciel/, 'rainbow'],
  [/à message/, 'lettering'],
  [/rayé|rayures|^Marinière /, 'stripes'],
  [/carreaux/, 'checks'],
  [/fleurs/, 'flowers'],
  [/à pois/, 'dots'],
];
/** A name that says «printed» or «embroidered» without saying what: any print, or none. */
const UNNAMED_PRINT = /imprimé|brodé/;

describe('the pictures of the seeded catalogue', () => {
  it('gives every product pictures that draw the piece its name says, with the print its name says and no other', async () => {
    const seeded = new Set(buildCatalogue().products.map((p) => p.reference));
    const rows = (await server.db.select().from(products).orderBy(asc(products.id))).filter((row) => seeded.has(row.reference));
    expect(rows.length).toBe(seeded.size);
    const wrong: string[] = [];
    for (const product of rows) {
      const name = product.names.fr;
      if (product.imageCount < 1) wrong.push(`${name}: no picture`);
      const kind = KINDS.find(([rule]) => rule.test(name))?.[1];
      if (!kind) {
        wrong.push(`${name}: no rule says what it is`);
        continue;
      }
      for (const index of [1, 2]) {
        const svg = productImageSvg(product, index);
        if (!svg.includes(`d="${DRAWINGS[kind]?.body}"`)) wrong.push(`${name}: not drawn as a ${kind}`);
        const drawn = [...svg.matchAll(/id="print-([a-z]+)"/g)].map(([, print]) => print);
        const named = NAMED_PRINTS.filter(([rule]) => rule.test(name)).map(([, print]) => print);
        const fits = named.length ? drawn.join() === named.join() : drawn.length === 0 || (drawn.length === 1 && UNNAMED_PRINT.test(name));
        if (!fits) wrong.push(`${name}: prints ${drawn.join() || 'none'}, its name says ${named.join() || 'none'}`);
      }
    }
    expect([...new Set(wrong)]).toEqual([]);
  });
});

describe('GET /api/products/{productId}/images/{index}', () => {
  it('answers the product’s pictures as SVG, cached for a day by anyone', async () => {
    const [product] = await server.db.select().from(products).where(gt(products.imageCount, 1)).orderBy(asc(products.id)).limit(1);
    for (const index of [1, 2]) {
      const res = await picture(product!.id, index);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.body).toBe(productImageSvg(product!, index));
    }
  });

  it('is a 404 past the product’s picture count, for a product without pictures and for an unknown product', async () => {
    const [product] = await server.db.select().from(products).where(eq(products.imageCount, 2)).limit(1);
    expectProblem(await picture(product!.id, 3), 404, 'NOT_FOUND');
    const { products: mine } = await insertTestCatalogue(server.db);
    expectProblem(await picture(mine.girlNoPictures.id, 1), 404, 'NOT_FOUND');
    expectProblem(await picture(2147483647, 1), 404, 'NOT_FOUND');
  });

  it('is a 400 naming the index for a position below 1', async () => {
    expectInvalid(await picture(1, 0), 'index', undefined, 'path');
  });
});
