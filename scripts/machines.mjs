// `npm run machines -- <command>`: loads machines/cli.ts through Vite, so the machines' slices
// resolve as the app resolves them (the `@/` alias, CSS modules of their components).
import { createServer } from 'vite';

const server = await createServer({
  configFile: 'vite.config.ts',
  appType: 'custom',
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
});
let code = 1;
try {
  const { run } = await server.ssrLoadModule('/machines/cli.ts');
  const result = await run(process.argv.slice(2));
  (result.code === 0 ? process.stdout : process.stderr).write(`${result.output}\n`);
  code = result.code;
} finally {
  await server.close();
}
process.exit(code);
