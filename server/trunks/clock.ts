import { and, asc, eq, gt, inArray, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { payments, requests, subscriptions } from '../db/schema';
import { ProblemError } from '../http/problem';
import type { Schemas } from '../http/types';
import { addDays, addMonths, todayInFrance } from '../lib/birthdate';
import { NEW_TRUNK } from '../lib/statuses';
import { DEADLINE_CHARGE_ATTEMPTS, ONE_SHOT_STYLING_DAYS, PACKING_DAYS, PREVIEW_LEAD_DAYS, REMINDER_DAYS, REQUEST_OPENING_DAYS, REQUEST_STATUS, RETURN_EXTENSION_DAYS } from '../lib/trunk-lifecycle';
import { trunkReminderMail } from '../mail/templates';
import type { PaymentGateway } from '../payments';
import { deliveryDelays } from '../content';
import { expirePoints, giveBirthdayOffers } from '../loyalty';
import { openRequest } from '../profiles';
import { advanceRecycleLabels } from '../recycle';
import { advanceReturns } from '../returns';
import { releaseStaleOrders } from '../shop';
import { deliverTrunk, receiveTrunkReturn, sendTrunkMail, trunkRecipient } from './at-home';
import { sendDueGiftCards } from '../giftcards';
import { forgetOldReports } from '../client-errors';
import { chargeAtDeadline } from './checkout';
import { composeAndMail, type PreviewMailer } from './compose';

type Log = Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;

/** Subscriptions whose next trunk is REQUEST_OPENING_DAYS away get its request, once: the subscription is locked while it is checked. */
async function openRequests(db: Database, today: string): Promise<number> {
  const ongoing = and(eq(subscriptions.statusDetailsCode, 'active'), eq(subscriptions.isActive, true));
  const due = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        ongoing,
        lte(subscriptions.nextDeliveryDate, addDays(today, REQUEST_OPENING_DAYS)),
        notExists(
          db
            .select({ id: requests.id })
            .from(requests)
            .where(and(eq(requests.subscriptionId, subscriptions.id), openRequest())),
        ),
      ),
    )
    .orderBy(asc(subscriptions.id));
  let opened = 0;
  for (const { id } of due) {
    opened += await db.transaction(async (tx) => {
      const [subscription] = await tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.id, id), ongoing))
        .for('update');
      if (!subscription || (await tx.$count(requests, and(eq(requests.subscriptionId, id), openRequest())))) return 0;
      await tx.insert(requests).values({ profileId: subscription.profileId, subscriptionId: id, ...NEW_TRUNK, deliveryDate: subscription.nextDeliveryDate });
      return 1;
    });
  }
  return opened;
}

/**
 * Requests in creation whose delivery is PREVIEW_LEAD_DAYS away get their preview, mailed. A
 * request without a date follows its subscription's next delivery; a one-shot trunk without a
 * date is styled ONE_SHOT_STYLING_DAYS after it was asked for.
 */
async function composePreviews(db: Database, mailer: PreviewMailer, log: Log, now: Date, today: string): Promise<number> {
  const horizon = addDays(today, PREVIEW_LEAD_DAYS);
  const due = await db
    .select({ id: requests.id })
    .from(requests)
    .leftJoin(subscriptions, eq(subscriptions.id, requests.subscriptionId))
    .where(
      and(
        eq(requests.statusDetailsCode, REQUEST_STATUS.IN_CREATION),
        or(
          lte(requests.deliveryDate, horizon),
          and(isNull(requests.deliveryDate), lte(subscriptions.nextDeliveryDate, horizon)),
          and(
            isNull(requests.deliveryDate),
            isNull(requests.subscriptionId),
            lte(sql`(${requests.createdAt} at time zone 'Europe/Paris')::date`, addDays(today, -ONE_SHOT_STYLING_DAYS)),
          ),
        ),
      ),
    )
    .orderBy(asc(requests.id));
  let composed = 0;
  for (const { id } of due) {
    try {
      await composeAndMail(db, mailer, log, id, now);
      composed++;
    } catch (error) {
      // Too little stock waits for the next run; another node may have composed it meanwhile.
      if (error instanceof ProblemError && (error.type === 'NOT_ENOUGH_STOCK' || error.type === 'PREVIEW_EXISTS')) log.warn({ requestId: id }, `preview not composed: ${error.type}`);
      else log.error({ err: error, requestId: id }, 'preview composition failed');
    }
  }
  return composed;
}

/** Previews past their deadline are validated as they stand. */
async function validateOverdue(db: Database, now: Date): Promise<number> {
  const validated = await db
    .update(requests)
    .set({ statusDetailsCode: REQUEST_STATUS.PREPARING, validatedAt: now, validatedBy: 'deadline' })
    .where(and(eq(requests.statusDetailsCode, REQUEST_STATUS.PREVIEW_READY), lte(requests.previewDeadline, now)))
    .returning({ id: requests.id });
  return validated.length;
}

/**
 * Packed trunks leave when their delivery is the optimistic delay away (without a date,
 * PACKING_DAYS after validation); a subscription's next trunk then moves on by its frequency.
 */
async function shipPacked(db: Database, now: Date, today: string): Promise<number> {
  const { optimistic_delivery_delay: delay } = await deliveryDelays(db, 'fr');
  const delivery = sql`coalesce(${requests.deliveryDate}, ${subscriptions.nextDeliveryDate})`;
  const due = await db
    .select({ id: requests.id })
    .from(requests)
    .leftJoin(subscriptions, eq(subscriptions.id, requests.subscriptionId))
    .where(
      and(
        eq(requests.statusDetailsCode, REQUEST_STATUS.PREPARING),
        or(lte(delivery, addDays(today, delay)), and(sql`${delivery} is null`, lte(requests.validatedAt, new Date(now.getTime() - PACKING_DAYS * 86_400_000)))),
      ),
    )
    .orderBy(asc(requests.id));
  let shipped = 0;
  for (const { id } of due) {
    shipped += await db.transaction(async (tx) => {
      const [row] = await tx
        .update(requests)
        .set({ statusDetailsCode: REQUEST_STATUS.SHIPPED, shippedAt: now })
        .where(and(eq(requests.id, id), eq(requests.statusDetailsCode, REQUEST_STATUS.PREPARING)))
        .returning();
      if (!row) return 0;
      if (row.subscriptionId !== null) {
        const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.id, row.subscriptionId)).for('update');
        const months = subscription!.frequency;
        await tx
          .update(subscriptions)
          .set({
            nextDeliveryDate: addMonths(subscription!.nextDeliveryDate, months),
            nextOptimisticDeliveryDate: addMonths(subscription!.nextOptimisticDeliveryDate, months),
            nextAt: sql`${subscriptions.nextAt} + make_interval(months => ${months}::int)`,
          })
          .where(eq(subscriptions.id, subscription!.id));
      }
      return 1;
    });
  }
  return shipped;
}

/** What the clock works with: the mails, and the payment gateway for the charges at the deadline. */
export interface TrunkClockDeps extends PreviewMailer {
  gateway: PaymentGateway;
}

/**
 * Shipped trunks arrive (the demo carrier): on their delivery date, or without one
 * `optimistic_delivery_delay` days after they shipped.
 */
async function deliverShipped(db: Database, deps: TrunkClockDeps, log: Log, now: Date, today: string): Promise<number> {
  const { optimistic_delivery_delay: delay } = await deliveryDelays(db, 'fr');
  const due = await db
    .select({ id: requests.id })
    .from(requests)
    .where(
      and(
        eq(requests.statusDetailsCode, REQUEST_STATUS.SHIPPED),
        or(
          lte(requests.deliveryDate, today),
          and(isNull(requests.deliveryDate), lte(sql`(${requests.shippedAt} at time zone 'Europe/Paris')::date`, addDays(today, -delay))),
        ),
      ),
    )
    .orderBy(asc(requests.id));
  let delivered = 0;
  for (const { id } of due) if (await deliverTrunk(db, deps, log, id, now)) delivered++;
  return delivered;
}

/** Trunks at home whose deadline is REMINDER_DAYS away or less get the reminder, once. */
async function remindDeadlines(db: Database, deps: TrunkClockDeps, log: Log, now: Date): Promise<number> {
  const reminded = await db
    .update(requests)
    .set({ reminderSentAt: now })
    .where(
      and(
        eq(requests.statusDetailsCode, REQUEST_STATUS.DELIVERED),
        isNull(requests.reminderSentAt),
        gt(requests.returnDeadline, now),
        lte(requests.returnDeadline, new Date(now.getTime() + REMINDER_DAYS * 86_400_000)),
      ),
    )
    .returning();
  for (const row of reminded) {
    await sendTrunkMail(log, row.id, async () => {
      const to = await trunkRecipient(db, deps, row);
      await deps.mail.send(trunkReminderMail({ ...to, deadline: row.returnDeadline!, extensionDays: row.deadlineExtendedAt ? null : RETURN_EXTENSION_DAYS }));
    });
  }
  return reminded.length;
}

/** Trunks at home past their deadline: every piece still out is charged as kept (retried once a day, DEADLINE_CHARGE_ATTEMPTS at most). */
async function chargeOverdue(db: Database, deps: TrunkClockDeps, log: Log, now: Date): Promise<{ charged: number; failed: number }> {
  const due = await db
    .select({ id: requests.id })
    .from(requests)
    .where(
      and(
        eq(requests.statusDetailsCode, REQUEST_STATUS.DELIVERED),
        lte(requests.returnDeadline, now),
        sql`not exists (select 1 from trunk_settlements s where s.request_id = ${requests.id} and s.settled_by = 'deadline' and s.charge_attempts >= ${DEADLINE_CHARGE_ATTEMPTS})`,
        notExists(
          db
            .select({ id: payments.id })
            .from(payments)
            // An attempt still waiting on its payer does not hold the charge back: chargeAtDeadline settles, then cancels it.
            .where(and(eq(payments.requestId, requests.id), inArray(payments.status, ['PENDING', 'SUCCEEDED']))),
        ),
      ),
    )
    .orderBy(asc(requests.id));
  const counts = { charged: 0, failed: 0 };
  for (const { id } of due) {
    try {
      const outcome = await chargeAtDeadline({ db, gateway: deps.gateway, mail: deps.mail, appUrl: deps.appUrl, log }, id, now);
      if (outcome === 'charged') counts.charged++;
      if (outcome === 'failed') counts.failed++;
    } catch (error) {
      log.error({ err: error, requestId: id }, 'charge at the deadline failed');
    }
  }
  return counts;
}

/**
 * Moves every trunk on to `now`: opens the subscriptions' requests, composes and mails the
 * previews, validates those past their deadline, ships the packed trunks, delivers the shipped
 * ones, reminds the deadlines, charges the trunks past theirs, releases the stock of unpaid shop
 * orders. Each step changes a row only from the stage it expects, so several API nodes
 * may run it at once.
 */
export async function advanceTrunks(db: Database, now: Date, mailer: TrunkClockDeps, log: Log): Promise<Schemas['TrunkClockRun']> {
  const today = todayInFrance(now);
  const opened = await openRequests(db, today);
  const composed = await composePreviews(db, mailer, log, now, today);
  const validated = await validateOverdue(db, now);
  const shipped = await shipPacked(db, now, today);
  const delivered = await deliverShipped(db, mailer, log, now, today);
  const reminded = await remindDeadlines(db, mailer, log, now);
  const { charged, failed } = await chargeOverdue(db, mailer, log, now);
  await releaseStaleOrders(db, now);
  // Gift cards paid and due today (Europe/Paris) go to their recipients (the gift cards domain).
  await sendDueGiftCards({ db, mail: mailer.mail, appUrl: mailer.appUrl }, now, log);
  // The Little Club's birthday offers (the loyalty domain), once per kid and year.
  const birthdayOffers = await giveBirthdayOffers(db, mailer, log, now);
  // Little Club points lapse 12 months after the last purchase (the terms' article 3).
  const pointsExpired = await expirePoints(db, log, now);
  // The shop's demo carrier and the warehouse's scans (the returns domain).
  const returns = await advanceReturns(db, now, { mail: mailer.mail, appUrl: mailer.appUrl, payments: mailer.gateway, receiveTrunkReturn }, log);
  // Little Geste's demo carrier: labels dropped off, received and rewarded, or expired (the recycle domain).
  const recycle = await advanceRecycleLabels(db, now, { mail: mailer.mail, appUrl: mailer.appUrl }, log);
  // Browsers' error reports are kept 90 days (the client-errors domain).
  const reportsForgotten = await forgetOldReports(db, now);
  if (reportsForgotten) log.info({ reports: reportsForgotten }, 'error reports past their retention deleted');
  return { opened, composed, validated, shipped, delivered, reminded, charged, charges_failed: failed, ...returns, ...recycle, birthday_offers: birthdayOffers, points_expired: pointsExpired };
}

/** Runs the clock now and then every `intervalMs` (0: never), one run at a time; a failed run is logged. Returns what stops it. */
export function startTrunkClock(db: Database, mailer: TrunkClockDeps, log: Log, intervalMs: number): () => void {
  if (intervalMs === 0) return () => {};
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  async function tick() {
    try {
      const run = await advanceTrunks(db, new Date(), mailer, log);
      if (Object.values(run).some(Boolean)) log.info(run, 'trunk clock moved trunks on');
    } catch (error) {
      log.error({ err: error }, 'trunk clock failed');
    }
    if (!stopped) timer = setTimeout(tick, intervalMs).unref();
  }
  void tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
