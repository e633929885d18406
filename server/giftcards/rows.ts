import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { clients, giftCards } from '../db/schema';

export type GiftCardRow = typeof giftCards.$inferSelect;

/** The buyer's first name, for the recipient; null for a card without a known buyer. */
export async function buyerFirstname(db: Database, card: GiftCardRow): Promise<string | null> {
  if (card.buyerClientId === null) return null;
  const [row] = await db.select({ firstname: clients.firstname }).from(clients).where(eq(clients.id, card.buyerClientId));
  return row?.firstname?.trim() || null;
}
