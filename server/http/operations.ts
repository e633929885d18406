import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { migrationsFolder, type Database } from '../db/client';
import { ProblemError } from './problem';
import type { Handlers } from './types';

/** An id a proxy may hand on: short, and nothing a log line would trip on. */
const GIVEN_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * Each request's id: the one the proxy in front sent (`X-Request-Id`), when it looks like one, else
 * a new UUID. The answer carries it back (`X-Request-Id`), as do its problem document and every log line.
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
}

export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
}

/** The process's state as the health checks tell it. */
export interface Lifecycle {
  draining: boolean;
}

/** The migrations of the build, as drizzle's journal lists them. */
function migrationsOfBuild(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

const notReady = (detail: string) => new ProblemError(503, 'NOT_READY', 'Not ready', detail);

/** `GET /api/health`: the process answers. `GET /api/ready`: the database answers with every migration applied. */
export function operationHandlers(db: Database, lifecycle: Lifecycle): Handlers {
  const expected = migrationsOfBuild();
  return {
    async getHealth() {
      if (lifecycle.draining) throw notReady('The process is stopping');
      return { status: 'ok' as const };
    },

    async getReady() {
      if (lifecycle.draining) throw notReady('The process is stopping');
      let applied: number;
      try {
        const result = (await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`)) as unknown as { rows: { applied: number }[] };
        applied = Number(result.rows[0]?.applied ?? 0);
      } catch {
        throw notReady('The database does not answer');
      }
      if (applied < expected) throw notReady(`${expected - applied} migration(s) of this build are not applied`);
      return { status: 'ok' as const, migrations: applied };
    },
  };
}

/**
 * Stops taking requests and lets those under way finish (at most `graceMs`), then closes: a
 * SIGTERM from an orchestrator loses no answer. Health and readiness answer 503 meanwhile.
 */
export async function drain(app: FastifyInstance, lifecycle: Lifecycle, graceMs = 10_000): Promise<'drained' | 'timed out'> {
  lifecycle.draining = true;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), graceMs);
    timer.unref();
  });
  // A keep-alive connection whose last answer ends during the drain is closed as soon as it is idle.
  const sweep = setInterval(() => app.server.closeIdleConnections?.(), 50);
  sweep.unref();
  const outcome = await Promise.race([app.close().then(() => 'drained' as const), late]);
  clearTimeout(timer);
  clearInterval(sweep);
  return outcome;
}
