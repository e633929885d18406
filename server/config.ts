import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';

/** Everything the server reads from its environment, read once. */
export interface ServerConfig {
  /** Port of the one process that serves the app and the API. */
  port: number;
  host: string;
  /** Folder of the embedded PGlite database (ignored when `databaseUrl` is set). */
  dataDir: string;
  /** A real PostgreSQL (postgres://...) instead of the embedded database. */
  databaseUrl: string | null;
  /** Folder of the built app; null serves the API only (development with Vite). */
  appDir: string | null;
  /** Bearer token of the operator until accounts carry roles. */
  adminToken: string;
  logLevel: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './.data'),
    databaseUrl: env.DATABASE_URL || null,
    appDir: env.SERVE_APP === 'false' ? null : resolve(env.APP_DIR ?? './dist'),
    adminToken: env.ADMIN_TOKEN || randomBytes(24).toString('base64url'),
    logLevel: env.LOG_LEVEL ?? 'warn',
  };
}
