import type { Database } from '../db/client';
import { crmEvents } from '../db/schema';
import type { Schemas } from '../http/types';
import { normaliseEmail } from '../lib/contact';

/** `recordCrmEvent`: the event kept with the client and the time. */
export async function recordCrmEvent(db: Database, clientId: number, input: Schemas['CrmEventInput']): Promise<void> {
  const { event_name: eventName, ...payload } = input;
  await db.insert(crmEvents).values({ clientId, eventName, payload: payload.email ? { ...payload, email: normaliseEmail(payload.email) } : payload });
}
