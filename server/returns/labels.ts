import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { returnLabels } from '../db/schema';
import { carrierOf } from '../geo';
import { parcelBarcode } from '../lib/barcode';
import { ProblemError } from '../http/problem';
import type { Schemas } from '../http/types';
import { modeOf, senderOf } from './modes';

export type LabelRow = typeof returnLabels.$inferSelect;

export { luhnDigit } from '../lib/barcode';

/** A return label's barcode: `LC`, ten scrambled digits from its id and a Luhn check digit. */
export function barcodeOf(id: number): string {
  return parcelBarcode('LC', id, 7_919_113n, 1_234_567_891n);
}

const labelNotFound = () => new ProblemError(404, 'NOT_FOUND', 'Not found', 'No such return label');

export function labelView(row: LabelRow): Schemas['ReturnLabel'] {
  return {
    id: row.id,
    kind: row.kind as Schemas['ReturnLabel']['kind'],
    request_id: row.requestId,
    order_id: row.orderId,
    return_id: row.returnId,
    barcode: row.barcode,
    carrier: row.carrier,
    mode: row.mode as Schemas['ReturnModeName'],
    relay_point: row.relayPoint as Schemas['RelayPointChoice'] | null,
    status: row.status as Schemas['ReturnLabel']['status'],
    created_at: row.createdAt.toISOString(),
    received_at: row.receivedAt?.toISOString() ?? null,
  };
}

/**
 * A new label of the client, in their return mode, sent from their address to the warehouse.
 * Its id is taken first so that its barcode is written with it.
 */
export async function makeLabel(
  tx: Database,
  clientId: number,
  owner: { kind: 'TRUNK'; requestId: number } | { kind: 'ORDER'; orderId: number; returnId: number },
  now: Date,
): Promise<LabelRow> {
  const { country, sender } = await senderOf(tx, clientId);
  const { mode, relayPoint } = await modeOf(tx, clientId, country);
  const result = (await tx.execute(sql`select nextval(pg_get_serial_sequence('return_labels', 'id'))::int as id`)) as unknown as { rows: { id: number }[] };
  const id = Number(result.rows[0]!.id);
  const [row] = await tx
    .insert(returnLabels)
    .values({
      id,
      clientId,
      kind: owner.kind,
      requestId: owner.kind === 'TRUNK' ? owner.requestId : null,
      orderId: owner.kind === 'ORDER' ? owner.orderId : null,
      returnId: owner.kind === 'ORDER' ? owner.returnId : null,
      barcode: barcodeOf(id),
      carrier: carrierOf(country),
      mode,
      relayPoint,
      sender,
      createdAt: now,
    })
    .returning();
  return row!;
}

/** One of the client's labels; another client's is as unknown as a missing one. */
export async function ownLabel(db: Database, clientId: number, id: number): Promise<LabelRow> {
  const [row] = await db
    .select()
    .from(returnLabels)
    .where(and(eq(returnLabels.id, id), eq(returnLabels.clientId, clientId)));
  if (!row) throw labelNotFound();
  return row;
}

export async function anyLabel(db: Database, id: number): Promise<LabelRow> {
  const [row] = await db.select().from(returnLabels).where(eq(returnLabels.id, id));
  if (!row) throw labelNotFound();
  return row;
}

/** The client's labels, newest first. */
export async function clientLabels(db: Database, clientId: number): Promise<Schemas['ReturnLabel'][]> {
  const rows = await db
    .select()
    .from(returnLabels)
    .where(eq(returnLabels.clientId, clientId))
    .orderBy(desc(returnLabels.createdAt), desc(returnLabels.id));
  return rows.map(labelView);
}
