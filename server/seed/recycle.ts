import { and, eq } from 'drizzle-orm';
import { LEGAL_SEED } from '../content';
import type { Database } from '../db/client';
import { clients, legalContents, legalContentTranslations, ledgerMovements, recycleLabels } from '../db/schema';
import { move } from '../ledger';
import { LABEL_VALID_DAYS, monthInFrance, recycleBarcodeOf, REWARD_CENTS, rewardKey } from '../recycle';
import { carrierOf } from '../geo';

const DAY = 86_400_000;
/** The demo label's Idempotency-Key: written once per database. */
const DEMO_LABEL_KEY = 'demo-little-geste';

/**
 * Camille's Little Geste label of about two months ago, REWARDED, with its RECYCLE_REWARD credited
 * to her wallet then (inside the ledger seed's transaction, before her goodwill credit, which makes
 * up the rest of her 25 €). Made as the API and the carrier's scans would have made it: made 62
 * days ago from the address her shop orders go to, dropped off the day after, received and
 * accepted 3 days later. Returns the cents credited (0 when the label is there already).
 */
export async function seedRecycleDemo(tx: Database, parentId: number, now = new Date()): Promise<number> {
  if (await tx.$count(recycleLabels, and(eq(recycleLabels.clientId, parentId), eq(recycleLabels.idempotencyKey, DEMO_LABEL_KEY)))) return 0;
  const [client] = await tx.select().from(clients).where(eq(clients.id, parentId));
  if (!client) return 0;
  const createdAt = new Date(now.getTime() - 62 * DAY);
  const droppedOffAt = new Date(createdAt.getTime() + DAY);
  const receivedAt = new Date(droppedOffAt.getTime() + 3 * DAY);
  const [{ id }] = (await tx
    .insert(recycleLabels)
    .values({
      clientId: parentId,
      // Replaced below by the barcode of its id.
      barcode: `pending-${DEMO_LABEL_KEY}`,
      carrier: carrierOf('FR'),
      countryCode: 'FR',
      // Where her demo shop orders went.
      sender: { firstname: client.firstname, lastname: client.lastname, street: '12 rue des Lilas', street_complement: null, postcode: '69003', city: 'Lyon', country_code: 'FR' },
      dropOff: 'POST_OFFICE',
      relayPoint: null,
      stage: 'REWARDED',
      month: monthInFrance(createdAt),
      slot: 1,
      idempotencyKey: DEMO_LABEL_KEY,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + LABEL_VALID_DAYS * DAY),
      droppedOffAt,
      receivedAt,
      rewardedAt: receivedAt,
      accepted: true,
      rewardCents: REWARD_CENTS,
    })
    .returning({ id: recycleLabels.id })) as [{ id: number }];
  const barcode = recycleBarcodeOf(id);
  await tx.update(recycleLabels).set({ barcode }).where(eq(recycleLabels.id, id));
  const { movement } = await move(tx, { clientId: parentId, account: 'WALLET', amount: REWARD_CENTS, reason: 'RECYCLE_REWARD', key: rewardKey(id), note: barcode });
  await tx.update(ledgerMovements).set({ createdAt: receivedAt }).where(eq(ledgerMovements.id, movement.id));
  return REWARD_CENTS;
}

/** The seed run that brings Little Geste's terms (issue 19) to a database seeded before them. */
export const RECYCLE_TERMS_SEED = 'legal-recycle-little-geste';

/**
 * Little Geste's rules changed its terms (labels per month, the countries by name, 5 € to the
 * wallet without an end date): the seed's legal texts are written once per database, so one seeded
 * before gets the new text of `terms_and_conditions_recycle` here, once (an administrator who
 * withdrew the text keeps it withdrawn).
 */
export async function refreshRecycleTerms(tx: Database, now = new Date()): Promise<void> {
  const text = LEGAL_SEED(now).find((t) => t.code === 'terms_and_conditions_recycle')!;
  const updated = await tx.update(legalContents).set({ updatedAt: now }).where(eq(legalContents.code, text.code)).returning();
  if (!updated.length) return;
  await tx.delete(legalContentTranslations).where(eq(legalContentTranslations.code, text.code));
  await tx.insert(legalContentTranslations).values(
    (['fr', 'de', 'nl', 'es'] as const).map((locale) => {
      const t = text.translations[locale];
      return { code: text.code, locale, title: t.title, intro: t.intro ?? '', sections: t.sections.map(({ anchor, heading, text: body }) => ({ anchor, heading, text: body })) };
    }),
  );
}
