import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** Writes dist/build.json: the build's identity, answered by GET /api/version. */
function buildInfo(): Plugin {
  return {
    name: 'build-info',
    apply: 'build',
    generateBundle() {
      let commit = 'local';
      try {
        commit = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim() || commit;
      } catch {
        // Not a git checkout: the build time alone identifies the build.
      }
      const builtAt = new Date().toISOString();
      this.emitFile({ type: 'asset', fileName: 'build.json', source: JSON.stringify({ build: `${commit}-${builtAt.replace(/\D/g, '').slice(0, 14)}`, built_at: builtAt }) });
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

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [react(), buildInfo(), pageModuleIds()],
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
    ? { target: 'node20', outDir: 'dist/.ssr', sourcemap: true, emptyOutDir: true, copyPublicDir: false }
    : {
        target: 'es2022',
        sourcemap: true,
        manifest: true,
        // Every browser we serve knows modulepreload: no polyfill in the entry.
        modulePreload: { polyfill: false, resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')) },
        // The budget that matters is `npm run size` (gzip, initial JavaScript of the public pages).
        chunkSizeWarningLimit: 400,
        rolldownOptions: {
          output: {
            // The libraries every page needs before it is taken over, in one chunk: one request and
            // one compression window instead of a handful of small files.
            codeSplitting: {
              groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|use-sync-external-store|@formatjs|intl-messageformat|openapi-fetch)[\\/]/ }],
            },
            // A page's chunk is named after its slice (assets/page-home-<hash>.js): readable in budgets.
            chunkFileNames(chunk) {
              const page = /\/src\/pages\/([^/]+)\//.exec(chunk.facadeModuleId ?? '');
              return page ? `assets/page-${page[1]}-[hash].js` : 'assets/[name]-[hash].js';
            },
          },
        },
      },
}));
