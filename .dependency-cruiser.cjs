// Import rules of the API server, checked by `npm run lint` (depcruise server --config .dependency-cruiser.cjs).
//
// server/ is laid out by domain: server/<domain>/ holds the domain's routes (parse, call, answer),
// its rules and queries, and its tests; its index.ts is its public face. Below every domain sit
// db/, http/, lib/, mail/ and config.ts; above them sit what puts the server together: app.ts,
// main.ts, admin.ts (the operator's command), seed/, pages/ (pages rendered on the server) and
// testing/ (the test harness, which builds the whole server). Any other folder of server/ is a domain.

/** Folders and files below every domain. */
const BELOW = '^server/(db|http|lib|mail)/|^server/config\\.ts$';
/** What puts the domains together. */
const ABOVE = '^server/(app|main|admin)\\.ts$|^server/(seed|pages|testing)/';
/** A file of a domain: any folder of server/ that is neither below nor above. */
const DOMAIN = '^server/(?!(db|http|lib|mail|seed|pages|testing)/)[^/]+/';
/** A test. */
const TEST = '\\.test\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'below-imports-no-domain',
      comment: 'db/, http/, lib/, mail/ and config.ts sit below every domain: they import none, not even its index.ts.',
      severity: 'error',
      from: { path: BELOW },
      to: { path: DOMAIN },
    },
    {
      name: 'nothing-imports-the-composition',
      comment:
        'app.ts, main.ts, admin.ts, seed/, pages/ and testing/ sit above every domain: no domain or lower file imports them. ' +
        'Tests may (a test starts the whole server, with the fixtures of testing/, and reads the seed).',
      severity: 'error',
      from: { path: '^server/', pathNot: [ABOVE, TEST] },
      to: { path: ABOVE },
    },
    {
      name: 'domains-meet-through-their-index',
      comment:
        "Outside a domain only its index.ts is imported (by another domain, app.ts, seed/, pages/, testing/ or a test): " +
        'its routes, rules and queries are its own. The test harness in testing/ uses domains this way only.',
      severity: 'error',
      from: { path: '^server/([^/]+)' },
      to: { path: DOMAIN, pathNot: ['^server/$1/', '^server/[^/]+/index\\.ts$'] },
    },
    {
      name: 'routes-only-through-the-index',
      comment:
        "A domain's routes (routes.ts, <topic>.routes.ts) answer calls: only the domain's index.ts (for app.ts) and its tests import them. " +
        'No rule, query or other file does: business rules never live in a route file.',
      severity: 'error',
      from: { path: '^server/', pathNot: ['/index\\.ts$', TEST] },
      to: { path: '(^|/|\\.)routes\\.ts$' },
    },
    {
      name: 'no-circles',
      comment: 'Domains depend on each other one way (trunks use profiles, never the reverse), and so do the files of a domain: no import comes back round.',
      severity: 'error',
      from: { path: '^server/' },
      to: { circular: true },
    },
  ],
  options: {
    // The server only: what it imports from src/ (the contract's types, the route table) is the app's business.
    includeOnly: '^server/',
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
    // `import type` counts: a type is as much a dependency as a value.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.json'],
    },
  },
};
