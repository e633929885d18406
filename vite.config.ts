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

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  plugins: [react(), buildInfo()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: { '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false } } },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    // The budget that matters is `npm run size` (gzip, initial JavaScript of the home page).
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        // A page's chunk is named after its slice (assets/page-home-<hash>.js): readable in budgets.
        chunkFileNames(chunk) {
          const page = /\/src\/pages\/([^/]+)\//.exec(chunk.facadeModuleId ?? '');
          return page ? `assets/page-${page[1]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
});
