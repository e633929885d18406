import { randomBytes, randomUUID } from 'node:crypto';
import { clients } from '../db/schema';
import { deriveKey, loadTokenSecret } from '../lib/secret';
import { sessionService } from '../session';
import type { TestServer } from './app';

export interface TestClient {
  id: number;
  email: string;
  token: string;
}

/**
 * A client written straight into the database and signed in on a session of its own: for tests
 * about what a signed-in client does, without the cost of hashing a password (about half a second).
 */
export async function newClient(server: TestServer, fields: Partial<typeof clients.$inferInsert> = {}): Promise<TestClient> {
  const [row] = await server.db
    .insert(clients)
    .values({ email: `parent.${randomBytes(5).toString('hex')}@example.com`, passwordHash: 'none', ...fields })
    .returning();
  const sessions = sessionService(server.db, server.config, deriveKey(await loadTokenSecret(server.db, server.config.tokenSecret), 'access-token'));
  const pair = await sessions.open(server.db, row!);
  return { id: row!.id, email: row!.email, token: pair.access_token };
}

/** An account as the quiz makes it before sign-up ('temp' + UUID + 'signup-kid'). */
export function newQuizClient(server: TestServer): Promise<TestClient> {
  return newClient(server, { email: `temp${randomUUID()}@signup-kid.littlecloset.test` });
}
