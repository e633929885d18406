/** A chunk of the build's manifest (`dist/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** What the renderer gives back for one address (see `src/app/server.tsx`). */
export interface RenderedPage {
  status: number;
  lang: string;
  head: string;
  body: string;
  pageData: string;
  messages: string;
  pageModule: string | null;
  styleModules: string[];
  private: boolean;
}

/**
 * The files a page needs beyond what the entry already loads: the app's start (which the entry
 * imports once the page is painted) and the page module, each with its scripts and styles, and the
 * styles of the modules it renders that load later.
 */
export function pageAssets(manifest: Manifest, pageModule: string | null, styleModules: string[] = []): { scripts: string[]; styles: string[] } {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported, into);
  };
  if (entryKey) walk(entryKey, loaded);
  const page = new Set<string>();
  for (const start of entryKey ? (manifest[entryKey]?.dynamicImports ?? []) : []) walk(start, page);
  if (pageModule) walk(pageModule, page);
  const keys = [...page].filter((key) => !loaded.has(key));
  const styled = new Set<string>();
  for (const module of styleModules) walk(module, styled);
  const entryStyles = new Set([...loaded].flatMap((key) => manifest[key]?.css ?? []));
  const styles = [...keys, ...[...styled].filter((key) => !loaded.has(key))].flatMap((key) => manifest[key]?.css ?? []);
  return {
    scripts: keys.map((key) => `/${manifest[key]!.file}`),
    styles: [...new Set(styles)].filter((file) => !entryStyles.has(file)).map((file) => `/${file}`),
  };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page's HTML: the build's `index.html` with the page's language, its head (title, description,
 * Open Graph and alternates replace the template's defaults), the files its page needs, the
 * rendered app and the data the browser takes the page over with.
 */
export function htmlDocument(template: string, page: RenderedPage, assets: { scripts: string[]; styles: string[] }): string {
  const ownTitle = /<title>/.test(page.head);
  const ownDescription = /<meta name="description"/.test(page.head);
  let html = template.replace(/<html lang="[^"]*">/, `<html lang="${escapeAttribute(page.lang)}">`);
  if (ownTitle) html = html.replace(/\s*<title>[\s\S]*?<\/title>/, '');
  if (ownDescription) html = html.replace(/\s*<meta name="description"[^>]*>/, '');
  const links = assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`);
  // The page is in the HTML: its messages and scripts only take it over. The entry asks for them
  // all at once, once the page is painted (src/app/main.ts), so that on a slow network they never
  // come before what shows: the stylesheet and the first pictures.
  const later = (tag: string) => (/fetchpriority=/.test(tag) ? tag : tag.replace(/^<(script|link) /, '<$1 fetchpriority="low" '));
  html = html.replace(/<script type="module"[^>]*>|<link rel="modulepreload"[^>]*>/g, later);
  // What the first paint needs comes first: the stylesheet, then the page's own head (its title,
  // description, alternates and the preload of its largest picture), then the scripts.
  const stylesheets = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  for (const sheet of stylesheets) html = html.replace(new RegExp(`\\s*${sheet.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), '');
  const own = [...stylesheets, page.head].filter(Boolean).join('\n    ');
  const headEnd = html.indexOf('</head>');
  const found = html.slice(0, headEnd).search(/<script |<link [^>]*rel="modulepreload"/);
  const at = found < 0 ? headEnd : found;
  if (own) html = `${html.slice(0, at)}${own}\n    ${html.slice(at)}`;
  html = html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
  return html.replace(
    /<div id="root"><\/div>/,
    () =>
      `<div id="root">${page.body}</div>\n    <script type="application/json" id="lc-page">${page.pageData}</script>\n    <script type="application/json" id="lc-scripts">${JSON.stringify({ messages: page.messages, scripts: assets.scripts }).replace(/</g, '\\u003c')}</script>`,
  );
}
