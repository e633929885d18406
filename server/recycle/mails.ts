import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { clients } from '../db/schema';
import type { LocaleCode } from '../http/types';
import { appLink } from '../lib/links';
import type { MailPort } from '../mail/port';
import { recycleLabelMail, recycleRewardMail } from '../mail/templates';
import { renderLabelPdf } from '../returns';
import { recycleLabelDocument, relayLine } from './label-texts';
import type { RecycleLabelRow } from './labels';
import { MAX_WEIGHT_KG } from './rules';

export type Log = Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;

/** What Little Geste's mails need. */
export interface RecycleMailer {
  mail: MailPort;
  appUrl: string;
}

async function recipientOf(db: Database, clientId: number) {
  const [client] = await db.select({ email: clients.email, firstname: clients.firstname, locale: clients.locale }).from(clients).where(eq(clients.id, clientId));
  return client ? { email: client.email, firstname: client.firstname, locale: client.locale as LocaleCode } : null;
}

/** The label's PDF for a download: in the caller's language. */
export const recycleLabelPdf = (row: RecycleLabelRow, locale: LocaleCode) => renderLabelPdf(recycleLabelDocument(row, locale));

/** Queues "your Little Geste label" with its PDF, in the client's language; a failed mail is logged, the label stays. */
export async function mailRecycleLabel(db: Database, deps: RecycleMailer, row: RecycleLabelRow, log: Log): Promise<void> {
  try {
    const to = await recipientOf(db, row.clientId);
    if (!to) return;
    await deps.mail.send(
      recycleLabelMail({
        to,
        carrier: row.carrier,
        barcode: row.barcode,
        relay: relayLine(row),
        maxWeightKg: MAX_WEIGHT_KG,
        rewardCents: row.rewardCents,
        expiresAt: row.expiresAt,
        labelsLink: appLink(deps.appUrl, to.locale, '/infos/littlegeste'),
        pdf: await recycleLabelPdf(row, to.locale),
      }),
    );
  } catch (error) {
    log.error({ err: error, recycleLabelId: row.id }, 'Little Geste label mail not sent');
  }
}

/** Queues "thank you, 5 € are in your wallet" once the reward is credited; a failed mail is logged. */
export async function mailRecycleReward(db: Database, deps: RecycleMailer, row: RecycleLabelRow, log: Log): Promise<void> {
  try {
    const to = await recipientOf(db, row.clientId);
    if (!to) return;
    await deps.mail.send(recycleRewardMail({ to, rewardCents: row.rewardCents, createLink: appLink(deps.appUrl, to.locale, '/littlegeste/create-label') }));
  } catch (error) {
    log.error({ err: error, recycleLabelId: row.id }, 'Little Geste reward mail not sent');
  }
}
