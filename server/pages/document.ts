/** A chunk of the build's manifest (`dist/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** What the renderer gives back for one address (see `src/app/server.tsx`). */
export interface RenderedPage {
  status: number;
  lang: string;
  head: string;
  body: string;
  pageData: string;
  pageModule: string | null;
  styleModules: string[];
  private: boolean;
}

/**
 * The files a page needs beyond what the entry already loads: its page module's scripts and styles,
 * and the styles of the modules it renders that load later.
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
  const links = [
    ...assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`),
    ...assets.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`),
  ];
  const head = [page.private ? '<meta name="robots" content="noindex">' : '', page.head, ...links].filter(Boolean).join('\n    ');
  html = html.replace('</head>', `    ${head}\n  </head>`);
  return html.replace(
    /<div id="root"><\/div>/,
    () => `<div id="root">${page.body}</div>\n    <script type="application/json" id="lc-page">${page.pageData}</script>`,
  );
}
