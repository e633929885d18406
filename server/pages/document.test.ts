import { describe, expect, it } from 'vitest';
import { htmlDocument, pageAssets, type Manifest, type RenderedPage } from './document';

/** A build's manifest as Vite writes it: the entry starts the app, which a page's chunk shares with another page. */
const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_preload-helper.js'], dynamicImports: ['src/app/start.tsx'], css: ['assets/style-1.css'] },
  '_preload-helper.js': { file: 'assets/preload-helper-1.js' },
  'src/app/start.tsx': { file: 'assets/start-1.js', imports: ['_framework.js', '_boot.js'], dynamicImports: ['src/features/session/index.ts'] },
  '_framework.js': { file: 'assets/framework-1.js' },
  '_boot.js': { file: 'assets/boot-1.js', imports: ['_framework.js'] },
  'src/features/session/index.ts': { file: 'assets/session-1.js', imports: ['_boot.js'] },
  'src/pages/shop/product/index.ts': { file: 'assets/page-shop-1.js', imports: ['_boot.js', '_ProductCard.js'] },
  '_ProductCard.js': { file: 'assets/ProductCard-1.js', imports: ['_framework.js'] },
};

const template = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <title>Little Closet</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/preload-helper-1.js">
    <link rel="stylesheet" crossorigin href="/assets/style-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page: RenderedPage = {
  status: 200,
  lang: 'de-DE',
  head: '<title>Shirt · Little Closet</title><link rel="preload" href="/api/products/2/images/1" as="image" fetchPriority="high"/>',
  body: '<main><h1>Shirt</h1></main>',
  pageData: '{"locale":"de"}',
  messages: '/api/website/translations/de?format=ast',
  pageModule: 'src/pages/shop/product/index.ts',
  styleModules: [],
  private: false,
};

describe('a page’s document', () => {
  it('takes over with the app’s start and the page’s chunk, each with what it imports, beyond what the entry loads', () => {
    expect(pageAssets(manifest, 'src/pages/shop/product/index.ts').scripts).toEqual(['/assets/start-1.js', '/assets/framework-1.js', '/assets/boot-1.js', '/assets/page-shop-1.js', '/assets/ProductCard-1.js']);
    // A page drawn by the browser alone still needs the app.
    expect(pageAssets(manifest, null).scripts).toEqual(['/assets/start-1.js', '/assets/framework-1.js', '/assets/boot-1.js']);
  });

  it('puts what the first paint needs first, and asks for the scripts only at low priority, the messages and the page’s own chunks once it is painted', () => {
    const html = htmlDocument(template, page, pageAssets(manifest, page.pageModule));
    const head = html.slice(0, html.indexOf('</head>'));
    expect(html).toContain('<html lang="de-DE">');
    expect(head.indexOf('rel="stylesheet"')).toBeLessThan(head.indexOf('<title>Shirt'));
    expect(head.indexOf('as="image"')).toBeLessThan(head.indexOf('<script'));
    expect(head).not.toContain('<title>Little Closet</title>');
    expect(head.match(/<script [^>]*>/g)).toEqual(['<script fetchpriority="low" type="module" crossorigin src="/assets/index-1.js">']);
    expect(head.match(/<link [^>]*modulepreload[^>]*>/g)).toEqual(['<link fetchpriority="low" rel="modulepreload" crossorigin href="/assets/preload-helper-1.js">']);
    // The messages would take the first pictures' bandwidth on a slow network: the entry asks for them after the first paint.
    expect(head).not.toContain('translations');
    const listed = JSON.parse(/<script type="application\/json" id="lc-scripts">([\s\S]*?)<\/script>/.exec(html)![1]!) as unknown;
    expect(listed).toEqual({
      messages: '/api/website/translations/de?format=ast',
      scripts: ['/assets/start-1.js', '/assets/framework-1.js', '/assets/boot-1.js', '/assets/page-shop-1.js', '/assets/ProductCard-1.js'],
    });
    expect(html).toContain('<div id="root"><main><h1>Shirt</h1></main></div>');
  });
});
