import { execSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { MANIFEST_ICONS, pwaAssets } from './scripts/pwa/plugin.ts';
import { seededMessages } from './scripts/pwa/offline-page.ts';

/**
 * The build's identity: the commit and the time of the build. `dist/build.json` carries it (answered
 * by GET /api/version), `dist/builds/latest.json` too (polled by open tabs), and the app knows its
 * own (`__LC_BUILD_ID__`).
 */
function buildIdentity(): { id: string; builtAt: string } {
  let commit = 'local';
  try {
    commit = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim() || commit;
  } catch {
    // Not a git checkout: the build time alone identifies the build.
  }
  const builtAt = new Date().toISOString();
  return { id: `${commit}-${builtAt.replace(/\D/g, '').slice(0, 14)}`, builtAt };
}

const BUILD = buildIdentity();

/** Writes dist/build.json: the build's identity, answered by GET /api/version. */
function buildInfo(): Plugin {
  return {
    name: 'build-info',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build.json', source: JSON.stringify({ build: BUILD.id, built_at: BUILD.builtAt }) });
    },
  };
}

/**
 * The installable app: `/manifest.webmanifest` and `/sw.js` (Workbox, built from
 * src/app/pwa/sw.ts with the list of files to precache injected): the shell and the hashed assets
 * (scripts, the stylesheet), the offline pages, the icons. Pages, images and the API are not precached.
 */
function installableApp() {
  const root = fileURLToPath(new URL('.', import.meta.url));
  return [
    pwaAssets(root, BUILD.id),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/app/pwa',
      filename: 'sw.ts',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Little Closet',
        short_name: 'Little Closet',
        description: seededMessages(root, 'fr')['pwa.manifest.description'],
        lang: 'fr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#ffd23f',
        background_color: '#fffdf8',
        icons: MANIFEST_ICONS,
      },
      injectManifest: {
        // The shell and the hashed assets (every page's scripts, the stylesheet: about 440 kB
        // compressed, fetched once the page is taken over and the browser is idle, so any page of the
        // installed app opens offline after a visit), the offline pages and the icons. Not the Sentry
        // SDK, loaded only where SENTRY_DSN is set (sw.ts keeps it when it is used).
        globPatterns: ['assets/*.{js,css}', '**/offline.html', 'favicon.svg', 'icons/*.{png,svg}'],
        globIgnores: ['**/node_modules/**', '.ssr/**', 'assets/sentry-sdk-*.js'],
        // Hashed names change with their content: no revision needed.
        dontCacheBustURLsMatching: /^assets\//,
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
        rollupFormat: 'iife',
      },
    }),
  ];
}

/**
 * Every text file the browser fetches from the build (scripts, styles, pictures drawn in SVG, JSON,
 * XML) is written compressed beside itself, `.br` (brotli at its best) and `.gz`: the server sends
 * the one the request accepts, with no work per request.
 */
function precompress(): Plugin {
  const TEXT = /\.(js|mjs|css|svg|json|xml|txt|webmanifest)$/;
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    // After the service worker is written (vite-plugin-pwa writes it when the bundle is closed).
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        const walk = (dir: string): string[] =>
          readdirSync(dir).flatMap((name) => {
            const path = join(dir, name);
            return statSync(path).isDirectory() ? (name.startsWith('.') ? [] : walk(path)) : [path];
          });
        for (const file of walk(outDir).filter((path) => TEXT.test(path))) {
          const content = readFileSync(file);
          if (content.length < 1024) continue;
          writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length } }));
          writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        }
      },
    },
  };
}

/**
 * Each page module (`src/pages/<slice>/index.ts`) says which module it is, as the build's manifest
 * names it: the server renderer then tells the browser which files the page needs (modulepreload).
 */
function pageModuleIds(): Plugin {
  const root = fileURLToPath(new URL('.', import.meta.url));
  return {
    name: 'page-module-ids',
    transform(code, id) {
      const file = id.startsWith(root) ? id.slice(root.length) : null;
      if (!file || !/^src\/pages\/.+\/index\.ts$/.test(file)) return null;
      return { code: `${code}\nexport const pageModuleId = ${JSON.stringify(file)};\n`, map: null };
    },
  };
}

/**
 * The `boot` chunk: the app's own modules that the entry needs to start (shell, layouts, header,
 * the session's store...), in one file. A barrel (`index.ts` that only re-exports) is followed only
 * to the modules whose exports the boot modules import from it: a form field the pages load later
 * stays with them, out of every page's first load.
 */
function bootChunk() {
  const src = fileURLToPath(new URL('./src/', import.meta.url));
  // The app's start (src/app/main.ts, the entry, imports it once the page is painted).
  const entry = `${src}app/start.tsx`;
  type Info = { importedIds: readonly string[]; exports?: readonly string[]; code?: string | null };
  let boot: Set<string> | null = null;
  // The slices' public APIs: what a slice offers, re-exported from its files.
  const isBarrel = (id: string) => /\/index\.tsx?$/.test(id);
  /** What `specifier`, written in `importer`, names: a module path without its extension. */
  const target = (importer: string, specifier: string) => {
    if (specifier.startsWith('@/')) return `${src}${specifier.slice(2)}`;
    if (specifier.startsWith('.')) return new URL(specifier, `file://${importer}`).pathname;
    return null;
  };
  const sameModule = (id: string, path: string) => id.replace(/\.(tsx?|jsx?)$/, '') === path || id.replace(/\/index\.(tsx?|jsx?)$/, '') === path;
  /** What a module imports or re-exports by name: each source's path, with the names ('*' for all). */
  const importsOf = (importer: string, code: string) =>
    [...code.matchAll(/(?:import|export)\s*(\*(?:\s+as\s+\w+)?|\{[^}]*\}|[\w$]+(?:\s*,\s*\{[^}]*\})?)\s*from\s*['"]([^'"]+)['"]/g)].flatMap((match) => {
      const path = target(importer, match[2]!);
      if (!path) return [];
      if (match[1]!.startsWith('*')) return [{ path, names: ['*'] }];
      const list = /\{([^}]*)\}/.exec(match[1]!)?.[1] ?? '';
      const names = list.split(',').map((part) => part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!.trim()).filter(Boolean);
      return [{ path, names: match[1]!.startsWith('{') ? names : [...names, 'default'] }];
    });
  return (moduleId: string, context: { getModuleInfo(id: string): Info | null }) => {
    if (moduleId === entry || !moduleId.includes('/src/')) return null;
    if (!boot) {
      const parsed = new Map<string, ReturnType<typeof importsOf>>();
      const imports = (id: string) => parsed.get(id) ?? parsed.set(id, importsOf(id, context.getModuleInfo(id)?.code ?? '')).get(id)!;
      /** The names the modules of `set` import from the barrel `id` (a barrel importing from a barrel passes its own on). */
      const wantedFrom = (id: string, set: Set<string>) => new Set([...set].flatMap((importer) => imports(importer).filter((entry) => sameModule(id, entry.path)).flatMap((entry) => entry.names)));
      const set = new Set<string>([entry]);
      // Grows until it holds still: a barrel's wanted names depend on every boot module that imports it.
      for (let changed = true; changed; ) {
        changed = false;
        for (const id of [...set]) {
          const wanted = isBarrel(id) ? wantedFrom(id, set) : null;
          for (const imported of context.getModuleInfo(id)?.importedIds ?? []) {
            if (set.has(imported)) continue;
            if (wanted && !wanted.has('*') && imported.startsWith(src)) {
              const exports = context.getModuleInfo(imported)?.exports ?? [];
              if (!exports.some((name) => wanted.has(name))) continue;
            }
            set.add(imported);
            changed = true;
          }
        }
      }
      boot = set;
    }
    return boot.has(moduleId) ? 'boot' : null;
  };
}

const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * The journeys' build (`vite build --mode journeys`, `npm run build:journeys`): the site's build, in
 * `dist-journeys/`, whose actors also tell the Playwright journeys each state they enter (screens per
 * state and the transitions taken in a browser, in the machine atlas). The site's build has none of it.
 */
const JOURNEYS_MODE = 'journeys';

export default defineConfig(({ isSsrBuild, command, mode }) => {
  const outDir = mode === JOURNEYS_MODE ? 'dist-journeys' : 'dist';
  return {
    plugins: [react(), buildInfo(), pageModuleIds(), ...(isSsrBuild ? [] : installableApp()), precompress()],
    define: { __LC_BUILD_ID__: JSON.stringify(BUILD.id), __LC_MACHINE_INSPECTION__: JSON.stringify(mode === JOURNEYS_MODE) },
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // The browser receives its messages parsed by the server: it needs no ICU parser.
        ...(command === 'build' && !isSsrBuild ? [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] : []),
      ],
    },
    server: { proxy: { '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false } } },
    // The server renderer (`vite build --ssr`) goes beside the app, in a folder the server never serves.
    build: isSsrBuild
      ? { target: 'node20', outDir: `${outDir}/.ssr`, sourcemap: true, emptyOutDir: true, copyPublicDir: false }
      : {
          target: 'es2022',
          outDir,
          sourcemap: true,
          manifest: true,
          // One stylesheet for the whole site (about 12 kB compressed), cached across pages: a page's
          // first paint waits for one request, not for one per component it shows.
          cssCodeSplit: false,
          // Every browser we serve knows modulepreload: no polyfill in the entry.
          // The page's own files are preloaded by the server (index.html's by the template); a page
          // opened later in the browser preloads its styles, and its scripts come as it imports them.
          modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css'))) },
          // The budget that matters is `npm run size` (gzip, initial JavaScript of the public pages).
          chunkSizeWarningLimit: 400,
          rolldownOptions: {
            output: {
              // The libraries every page needs before it is taken over, in one chunk: one request and
              // one compression window instead of a handful of small files.
              codeSplitting: {
                groups: [
                  { name: bootChunk(), includeDependenciesRecursively: false, priority: 2 },
                  { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|use-sync-external-store|@formatjs|intl-messageformat|openapi-fetch)[\\/]/, priority: 1 },
                ],
              },
              // A page's chunk is named after its slice, with its group if it has one
              // (assets/page-home-<hash>.js, assets/page-website-faq-<hash>.js): readable in budgets.
              chunkFileNames(chunk) {
                const id = chunk.facadeModuleId ?? '';
                const page = /\/src\/pages\/(.+?)\/index\.tsx?$/.exec(id) ?? /\/src\/pages\/([^/]+)\//.exec(id);
                return page ? `assets/page-${page[1]!.replace(/\//g, '-')}-[hash].js` : 'assets/[name]-[hash].js';
              },
            },
          },
        },
  };
});
