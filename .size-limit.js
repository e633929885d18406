// Budgets of `npm run size`, computed from the build manifest (dist/.vite/manifest.json):
// the JavaScript a browser loads before the home page is interactive.
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
const home = Object.keys(manifest).find((key) => key === 'src/pages/home/index.ts');
if (!entry || !home) throw new Error('The manifest has no entry or no home page chunk.');

export default [
  {
    name: 'home page, initial JavaScript (gzip)',
    path: [...withStaticImports(home, withStaticImports(entry))],
    gzip: true,
    limit: '130 kB',
  },
];
