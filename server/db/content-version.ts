import { eq } from 'drizzle-orm';
import type { Database, OpenDatabase } from './client';
import { contentVersion } from './schema';

/** The catalogue's and the content's version as this node knows it: raised by every change, on any node. */
export interface ContentVersion {
  current(): number;
  stop(): Promise<void>;
}

export async function readContentVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: contentVersion.version }).from(contentVersion).where(eq(contentVersion.id, 1));
  return row?.version ?? 0;
}

/**
 * Follows the content version: each change is announced on the `content_version` channel when its
 * transaction commits (every node hears it, on one PostgreSQL), and the version is read again every
 * `recheckMs` in case a notice was lost (a dropped listening connection).
 */
export async function watchContentVersion(database: Pick<OpenDatabase, 'db' | 'listen'>, { recheckMs = 5000 } = {}): Promise<ContentVersion> {
  let version = await readContentVersion(database.db);
  const raise = (next: number) => {
    if (Number.isFinite(next) && next > version) version = next;
  };
  const stopListening = await database.listen('content_version', (payload) => raise(Number(payload)));
  const timer = setInterval(() => {
    readContentVersion(database.db).then(raise, () => undefined);
  }, recheckMs);
  timer.unref();
  return {
    current: () => version,
    async stop() {
      clearInterval(timer);
      await stopListening();
    },
  };
}
