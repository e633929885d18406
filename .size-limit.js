// Budgets of `npm run size`, computed from the build manifest (dist/.vite/manifest.json): the
// JavaScript a browser loads before a public page rendered on the server is taken over (hydrated),
// or before an account page is drawn:
// the entry, the app's start (the entry imports it once the page is painted), the page's own chunk,
// and every chunk they import statically. Chunks loaded later
// (the footer, the session machine, other pages) are not counted.
import { existsSync, readFileSync } from 'node:fs';

const manifestPath = 'dist/.vite/manifest.json';
if (!existsSync(manifestPath)) throw new Error('Run `npm run build` before `npm run size`.');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** A chunk's file and every chunk it imports statically. */
function withStaticImports(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(`dist/${chunk.file}`)) return files;
  files.add(`dist/${chunk.file}`);
  for (const imported of chunk.imports ?? []) withStaticImports(imported, files);
  return files;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entry) throw new Error('The manifest has no entry.');
const starts = manifest[entry].dynamicImports ?? [];
if (starts.length === 0) throw new Error('The entry starts no app (no dynamic import in the manifest).');
const initial = () => starts.reduce((files, start) => withStaticImports(start, files), withStaticImports(entry));

/**
 * The public pages, each with the page module the route table loads for it: 111 kB each (110 until
 * the visitor's consent, tracking, error reporting and the app's updates came: +0.3 kB on every page,
 * "all products" went from 109.88 to 110.05).
 */
const PAGES = [
  ['home and woman home', 'src/pages/home/index.ts'],
  ['shop home', 'src/pages/shop/home/index.ts'],
  ['all products and search', 'src/pages/shop/all-products/index.ts'],
  ['collection', 'src/pages/shop/collection/index.ts'],
  ['birth gift', 'src/pages/shop/birth-gift/index.ts'],
  ['product', 'src/pages/shop/product/index.ts'],
  ['cart', 'src/pages/shop/cart/index.ts'],
  ['preview confirmation', 'src/pages/preview/public-confirmation/index.ts'],
  ['faq', 'src/pages/website/faq/index.ts'],
  ['blog list, pages and categories', 'src/pages/blog/list/index.ts'],
  ['blog post', 'src/pages/blog/post/index.ts'],
  ['looks', 'src/pages/website/looks/index.ts'],
  ['concept', 'src/pages/website/concept/index.ts'],
  ['stylists', 'src/pages/website/stylists/index.ts'],
  ['brands', 'src/pages/website/brands/index.ts'],
  ['testimonials', 'src/pages/website/testimonials/index.ts'],
  ['gift card (kid and woman)', 'src/pages/giftcard/offer/index.ts'],
  ['returns overview (account)', 'src/pages/returns/overview/index.ts'],
];

/**
 * Pages that pay or fill long forms, drawn in the browser (the checkout, the trunk at home): what
 * they load first includes their state machine (xstate, 12 kB) and the payment method form, so
 * their budget is 151 kB. The shop's checkout sets the level (147 kB when it was first measured,
 * 149.76 before the visitor's consent, tracking and error reporting, 150.3 with them).
 */
const FORM_PAGES = [
  ['shop checkout', 'src/pages/shop/checkout/index.ts'],
  ['trunk at home: choose, pay, label', 'src/pages/returns/trunk/index.ts'],
  ['shop order withdrawal', 'src/pages/returns/order/index.ts'],
  ['trunk rating', 'src/pages/trunks/rating/index.ts'],
];

export default [...PAGES.map((page) => [...page, '111 kB']), ...FORM_PAGES.map((page) => [...page, '151 kB'])].map(([name, page, limit]) => {
  if (!manifest[page]) throw new Error(`The manifest has no chunk for ${page}.`);
  return {
    name: `${name}: initial JavaScript (gzip)`,
    path: [...withStaticImports(page, initial())],
    gzip: true,
    limit,
  };
});
