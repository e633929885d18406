import type { Database } from '../db/client';
import type { LocaleCode, Schemas } from '../http/types';
import { labelView } from './labels';
import { returnableOrders } from './shop-returns';
import { trunksToReturn } from './trunk-labels';

/** What the client has to send back (see `getReturns` in the contract), deadlines soonest first. */
export async function returnsOverview(db: Database, clientId: number, locale: LocaleCode, now: Date): Promise<Schemas['ReturnsOverview']> {
  const trunks = await trunksToReturn(db, clientId);
  return {
    trunks: trunks.map(({ request, firstname, piecesToReturn, label }) => ({
      request_id: request.id,
      profile_id: request.profileId,
      profile_firstname: firstname,
      status: request.statusDetailsCode as 'DELIVERED' | 'RETURN_PENDING',
      return_deadline: request.returnDeadline?.toISOString() ?? null,
      deadline_extended: request.deadlineExtendedAt !== null,
      pieces_to_return: piecesToReturn,
      label: label ? labelView(label) : null,
    })),
    orders: await returnableOrders(db, clientId, locale, now),
  };
}
