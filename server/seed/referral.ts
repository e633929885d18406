import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { clients, referrals } from '../db/schema';
import { referralAtSignUp } from '../referral';
import { hashPassword } from '../session';

/** The parent demo account's godfather side, and the godson's account. */
export const GODFATHER_EMAIL = 'parent@demo.littlecloset.test';
export const INVITED_EMAIL = 'lina.bernard@example.com';

/**
 * The referral demo (issue 18), once per database: Camille (the parent demo account) invited a
 * friend who has not signed up yet, and Sofia signed up through Camille's link (her welcome code
 * waiting, no payment yet: Camille's reward comes with Sofia's first order). A database seeded
 * before the godson's account existed gets it here.
 */
export async function seedReferralDemo(db: Database, godson: { email: string; password: string; firstname: string; lastname: string; locale: string; country: string }): Promise<void> {
  const [godfather] = await db.select().from(clients).where(eq(clients.email, GODFATHER_EMAIL));
  if (!godfather || (await db.$count(referrals, eq(referrals.godfatherClientId, godfather.id)))) return;
  const passwordHash = (await db.$count(clients, eq(clients.email, godson.email))) ? null : await hashPassword(godson.password);
  await db.transaction(async (tx) => {
    if (passwordHash) {
      await tx
        .insert(clients)
        .values({ email: godson.email, passwordHash, firstname: godson.firstname, lastname: godson.lastname, locale: godson.locale, country: godson.country, godfatherEmail: GODFATHER_EMAIL })
        .onConflictDoNothing();
    }
    const [sofia] = await tx.select().from(clients).where(eq(clients.email, godson.email));
    if (!sofia) return;
    const day = 86_400_000;
    const invitedAt = new Date(Date.now() - 3 * day);
    await tx.insert(referrals).values({ godfatherClientId: godfather.id, godsonEmail: INVITED_EMAIL, status: 'INVITED', invitedAt, locale: 'fr', createdAt: invitedAt }).onConflictDoNothing();
    await tx.update(clients).set({ godfatherEmail: GODFATHER_EMAIL }).where(eq(clients.id, sofia.id));
    await referralAtSignUp(tx, sofia, GODFATHER_EMAIL, new Date(Date.now() - day));
  });
}
