// Operator commands:  npm run admin -- <command>
//   impersonate <email>   prints a link that signs in as the client (administrator impersonation)
//   migrate               applies the migrations to the database, without starting the server
//   help                  prints this usage
// impersonate asks the running server, ADMIN_URL (default http://localhost:<PORT or 3000>), with the
// operator token: ADMIN_TOKEN, or the file <DATA_DIR>/operator-token that the server writes when it
// generates one. migrate opens the database itself (DATABASE_URL, else the embedded one in DATA_DIR):
// on a data folder it takes the folder's lock, so it refuses while a server runs on that folder.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { components } from '../src/shared/api/schema';

const USAGE = `Usage: npm run admin -- <command>

Commands:
  impersonate <email>   print a link that signs in as this client (administrator impersonation)
  migrate               apply the migrations to the database, without starting the server
  help                  show this help

Environment:
  ADMIN_URL     the running server (default http://localhost:<PORT or 3000>)
  ADMIN_TOKEN   the operator token (default: read from <DATA_DIR or ./.data>/operator-token)
  DATABASE_URL  migrate: the PostgreSQL to migrate (default: the embedded database in DATA_DIR)
  DATA_DIR      migrate: the embedded database's folder (default ./.data); refused while a server runs on it`;

class Failure extends Error {}

function operatorToken(env: NodeJS.ProcessEnv): string {
  if (env.ADMIN_TOKEN) return env.ADMIN_TOKEN;
  const file = join(resolve(env.DATA_DIR ?? './.data'), 'operator-token');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    throw new Failure(`No operator token: set ADMIN_TOKEN, or start the server once without it so that it writes ${file}`);
  }
}

async function impersonate(email: string, env: NodeJS.ProcessEnv): Promise<string> {
  const server = (env.ADMIN_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, '');
  const token = operatorToken(env);
  let response: Response;
  try {
    response = await fetch(`${server}/api/admin/impersonations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
  } catch {
    throw new Failure(`No server answers at ${server}: start it with npm start, or set ADMIN_URL`);
  }
  if (response.status === 201) {
    const impersonation = (await response.json()) as components['schemas']['Impersonation'];
    const minutes = Math.round(impersonation.expires_in / 60);
    return `Signs in as ${email} (client ${impersonation.client_id}) for ${minutes} minute${minutes === 1 ? '' : 's'}:\n${server}${impersonation.path}`;
  }
  const problem = (await response.json().catch(() => ({}))) as { detail?: string; title?: string };
  if (response.status === 401 || response.status === 403) throw new Failure(`The server at ${server} refused the operator token (check ADMIN_TOKEN)`);
  if (response.status === 404) throw new Failure(`No account has the email ${email}`);
  throw new Failure(`The server answered ${response.status}: ${problem.detail ?? problem.title ?? response.statusText}`);
}

/** Applies the migrations as a start of the server would, through the same checks and the same lock. */
async function migrate(env: NodeJS.ProcessEnv): Promise<string> {
  const { readConfig, StartupError } = await import('./config');
  const { migrationsFolder, openDatabase, shownUrl } = await import('./db/client');
  try {
    const { databaseUrl, dataDir } = readConfig(env);
    const database = await openDatabase(databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir });
    await database.close();
    const { entries } = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    return `The database ${databaseUrl ? `at ${shownUrl(databaseUrl)}` : `in ${dataDir}`} holds every migration (${entries.length})`;
  } catch (error) {
    if (error instanceof StartupError) throw new Failure(error.message);
    throw error;
  }
}

async function run(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const [command, ...rest] = args;
  if (command === 'help' || command === '--help' || command === '-h') return USAGE;
  if (command === 'impersonate') {
    if (rest.length !== 1) throw new Failure('impersonate needs one email: npm run admin -- impersonate <email>');
    return impersonate(rest[0]!, env);
  }
  if (command === 'migrate') {
    if (rest.length !== 0) throw new Failure('migrate takes no argument: npm run admin -- migrate');
    return migrate(env);
  }
  throw new Failure(command ? `Unknown command ${command}: see npm run admin -- help` : USAGE);
}

try {
  console.log(await run(process.argv.slice(2), process.env));
} catch (error) {
  if (!(error instanceof Failure)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
