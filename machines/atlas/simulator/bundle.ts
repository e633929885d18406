import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository, with a trailing slash. */
const root = `${resolve(dirname(fileURLToPath(import.meta.url)), '../../..')}/`;

/**
 * The simulator's browser script: machines/atlas/simulator/entry.ts and every catalogued machine
 * (through the slices' public APIs, as the app imports them), bundled by Vite in library mode as
 * one IIFE, a classic script that runs from file://. The app's Vite config is not used (its
 * chunking and compression are the app's); the components' CSS is dropped.
 */
export async function bundleSimulator(): Promise<string> {
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    plugins: [react()],
    resolve: { alias: { '@': `${root}src` } },
    // Library mode leaves `process.env` to its users: the browser has none.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      // Guards written `and([...])`, `or`, `not` are named by their function's name: minified, it would read `t`.
      rolldownOptions: { output: { keepNames: true } },
      lib: { entry: `${root}machines/atlas/simulator/entry.ts`, formats: ['iife'], name: 'littleClosetSimulator', fileName: () => 'simulator.js' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as { output: { type: string; fileName: string; code?: string }[] }[];
  const chunk = outputs.flatMap((output) => output.output).find((file) => file.type === 'chunk' && file.fileName === 'simulator.js');
  if (!chunk?.code) throw new Error('The simulator bundle was not built');
  return chunk.code;
}
