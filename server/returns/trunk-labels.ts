import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { profiles, requests, returnLabels, trunkPieces } from '../db/schema';
import { parameterProblem, ProblemError } from '../http/problem';
import { makeLabel, type LabelRow } from './labels';

const trunkNotFound = () => new ProblemError(404, 'NOT_FOUND', 'Not found', 'No such trunk');

/**
 * The return label of a trunk with pieces going back (see `createTrunkReturnLabel` in the
 * contract), made once: the request is locked while its label is looked for, so two calls at once
 * make one label (`created` true for the call that made it).
 */
export async function trunkReturnLabel(db: Database, clientId: number, rid: number, now: Date): Promise<{ label: LabelRow; created: boolean }> {
  if (rid === 0) throw parameterProblem('rid', 'path', 'No request id defined');
  return db.transaction(async (tx) => {
    const [own] = await tx
      .select({ id: requests.id })
      .from(requests)
      .innerJoin(profiles, eq(profiles.id, requests.profileId))
      .where(and(eq(requests.id, rid), eq(profiles.clientId, clientId)));
    if (!own) throw trunkNotFound();
    const [request] = await tx.select().from(requests).where(eq(requests.id, rid)).for('update');
    if (request!.statusDetailsCode === 'RETURNED') throw new ProblemError(409, 'TRUNK_ALREADY_RETURNED', 'Trunk already returned', 'The return parcel of this trunk was already received');
    const going = await tx
      .select({ position: trunkPieces.position })
      .from(trunkPieces)
      .where(and(eq(trunkPieces.requestId, rid), eq(trunkPieces.status, 'RETURN_PENDING')));
    if (request!.statusDetailsCode !== 'RETURN_PENDING' || !going.length) {
      throw new ProblemError(409, 'NOTHING_TO_RETURN', 'Nothing to return', 'This trunk has no pieces to send back: choose and pay for the pieces you keep first');
    }
    const [known] = await tx.select().from(returnLabels).where(eq(returnLabels.requestId, rid));
    if (known) return { label: known, created: false };
    return { label: await makeLabel(tx, clientId, { kind: 'TRUNK', requestId: rid }, now), created: true };
  });
}

/** The client's trunks at home (DELIVERED) or with pieces going back (RETURN_PENDING), with their label and how many pieces go back. */
export async function trunksToReturn(db: Database, clientId: number) {
  const rows = await db
    .select({ request: requests, firstname: profiles.firstname })
    .from(requests)
    .innerJoin(profiles, eq(profiles.id, requests.profileId))
    .where(and(eq(profiles.clientId, clientId), inArray(requests.statusDetailsCode, ['DELIVERED', 'RETURN_PENDING'])))
    .orderBy(asc(requests.returnDeadline), asc(requests.id));
  if (!rows.length) return [];
  const ids = rows.map((row) => row.request.id);
  const [pieces, labels] = await Promise.all([
    db
      .select({ requestId: trunkPieces.requestId })
      .from(trunkPieces)
      .where(and(inArray(trunkPieces.requestId, ids), eq(trunkPieces.status, 'RETURN_PENDING'))),
    db.select().from(returnLabels).where(inArray(returnLabels.requestId, ids)),
  ]);
  return rows.map(({ request, firstname }) => ({
    request,
    firstname,
    piecesToReturn: request.statusDetailsCode === 'RETURN_PENDING' ? pieces.filter((p) => p.requestId === request.id).length : null,
    label: labels.find((label) => label.requestId === request.id) ?? null,
  }));
}
