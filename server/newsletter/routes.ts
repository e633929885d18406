import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { phoneOptouts, subscribers } from '../db/schema';
import { requestLocale, type Handlers, type Schemas } from '../http/types';
import { normaliseEmail, normalisePhone } from '../lib/contact';

type SubscriberRow = typeof subscribers.$inferSelect;

function toSubscription(row: SubscriberRow, created: boolean): Schemas['Subscription'] {
  return {
    email: row.email,
    list: row.list as Schemas['NewsletterList'],
    source: row.source,
    locale: row.locale as Schemas['LocaleCode'],
    created,
    subscribed_at: row.createdAt.toISOString(),
  };
}

export function newsletterHandlers(db: Database): Handlers {
  return {
    async createSubscriber(request, reply) {
      const { email, list = 'KID', source } = request.body;
      const address = normaliseEmail(email);
      const inserted = await db
        .insert(subscribers)
        .values({ email: address, list, source: source ?? null, locale: requestLocale(request) })
        .onConflictDoNothing({ target: [subscribers.email, subscribers.list] })
        .returning();
      if (inserted[0]) {
        reply.status(201);
        return toSubscription(inserted[0], true);
      }
      const [existing] = await db
        .select()
        .from(subscribers)
        .where(and(eq(subscribers.email, address), eq(subscribers.list, list)));
      reply.status(200);
      return toSubscription(existing!, false);
    },

    async unsubscribePhone(request) {
      const { list, phone } = request.body;
      const number = normalisePhone(phone);
      await db.insert(phoneOptouts).values({ phone: number, list }).onConflictDoNothing();
      return { list, phone: number, unsubscribed: true } satisfies Schemas['PhoneUnsubscription'];
    },

    async listSubscribers(request) {
      const filters: SQL[] = [];
      if (request.query.email) filters.push(eq(subscribers.email, normaliseEmail(request.query.email)));
      if (request.query.list) filters.push(eq(subscribers.list, request.query.list));
      const rows = await db
        .select()
        .from(subscribers)
        .where(filters.length ? and(...filters) : undefined)
        .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
        .limit(100);
      return { subscribers: rows.map((row) => toSubscription(row, false)) };
    },
  };
}
