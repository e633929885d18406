import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { addresses, clients, recycleLabels, translations } from '../db/schema';
import { isRelayCountry } from '../geo';
import { parcelBarcode } from '../lib/barcode';
import { fieldProblem, ProblemError, unauthorized } from '../http/problem';
import type { LocaleCode, Schemas } from '../http/types';
import { euros } from '../ledger';
import {
  dropOffsOf,
  firstDayOfNextMonth,
  isRecycleCountry,
  LABEL_VALID_DAYS,
  MAX_WEIGHT_KG,
  MONTHLY_LIMIT,
  monthInFrance,
  RECYCLE_COUNTRIES,
  recycleCarrierOf,
  REWARD_CENTS,
  type DropOff,
} from './rules';

export type RecycleLabelRow = typeof recycleLabels.$inferSelect;

const DAY_MS = 86_400_000;

/** A Little Geste label's barcode: `LG`, ten scrambled digits from its id and a Luhn check digit. */
export function recycleBarcodeOf(id: number): string {
  return parcelBarcode('LG', id, 4_837_219n, 6_172_839_401n);
}

export const recycleLabelNotFound = () => new ProblemError(404, 'NOT_FOUND', 'Not found', 'No such Little Geste label');
const invalid = (field: string, detail: string) => fieldProblem('VALIDATION_ERROR', 'Invalid request', field, detail);

/** Whether Little Geste is open in `locale`: its switch `feature.recycle` in the translations table. */
export async function recycleEnabled(db: Database, locale: LocaleCode): Promise<boolean> {
  const [row] = await db
    .select({ value: translations.value })
    .from(translations)
    .where(and(eq(translations.locale, locale), eq(translations.key, 'feature.recycle')));
  return row?.value.trim() === 'true';
}

/** The programme's rules for the offer call. */
export async function recycleOffer(db: Database, locale: LocaleCode): Promise<Schemas['RecycleOffer']> {
  return {
    enabled: await recycleEnabled(db, locale),
    reward_amount: euros(REWARD_CENTS),
    monthly_limit: MONTHLY_LIMIT,
    max_weight_kg: MAX_WEIGHT_KG,
    label_valid_days: LABEL_VALID_DAYS,
    countries: RECYCLE_COUNTRIES.map((country) => ({ country_code: country, carrier: recycleCarrierOf(country), drop_offs: dropOffsOf(country) })),
  };
}

export function recycleLabelView(row: RecycleLabelRow): Schemas['RecycleLabel'] {
  const s = row.sender;
  return {
    id: row.id,
    barcode: row.barcode,
    carrier: row.carrier,
    stage: row.stage as Schemas['RecycleStage'],
    drop_off: row.dropOff as Schemas['RecycleDropOff'],
    relay_point: row.relayPoint as Schemas['RelayPointChoice'] | null,
    sender: {
      firstname: s.firstname ?? '',
      lastname: s.lastname ?? '',
      street: s.street ?? '',
      street_complement: s.street_complement ?? null,
      postcode: s.postcode ?? '',
      city: s.city ?? '',
      country_code: (s.country_code ?? row.countryCode) as Schemas['CountryCode'],
    },
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    dropped_off_at: row.droppedOffAt?.toISOString() ?? null,
    received_at: row.receivedAt?.toISOString() ?? null,
    rewarded_at: row.rewardedAt?.toISOString() ?? null,
    reward_amount: euros(row.rewardCents),
    reward_credited: row.stage === 'REWARDED' ? euros(row.rewardCents) : null,
  };
}

/** One of the client's labels; another client's is as unknown as a missing one. */
export async function ownRecycleLabel(db: Database, clientId: number, id: number): Promise<RecycleLabelRow> {
  const [row] = await db
    .select()
    .from(recycleLabels)
    .where(and(eq(recycleLabels.id, id), eq(recycleLabels.clientId, clientId)));
  if (!row) throw recycleLabelNotFound();
  return row;
}

/** The slots of `month` the client's labels took. */
async function usedSlots(db: Database, clientId: number, month: string): Promise<number[]> {
  const rows = await db
    .select({ slot: recycleLabels.slot })
    .from(recycleLabels)
    .where(and(eq(recycleLabels.clientId, clientId), eq(recycleLabels.month, month)));
  return rows.map((row) => row.slot);
}

/** The client's labels, newest first, what is left this month, and the rewards credited. */
export async function clientRecycleLabels(db: Database, clientId: number, now: Date): Promise<Schemas['RecycleLabels']> {
  const month = monthInFrance(now);
  const rows = await db.select().from(recycleLabels).where(eq(recycleLabels.clientId, clientId)).orderBy(desc(recycleLabels.createdAt), desc(recycleLabels.id));
  // Every label counts in the month it was made, whatever became of it.
  const usedThisMonth = rows.filter((row) => row.month === month).length;
  const remaining = Math.max(0, MONTHLY_LIMIT - usedThisMonth);
  return {
    labels: rows.map(recycleLabelView),
    allowance: { monthly_limit: MONTHLY_LIMIT, used_this_month: usedThisMonth, remaining, next_available_on: remaining === 0 ? firstDayOfNextMonth(month) : null },
    rewarded_total: euros(rows.reduce((sum, row) => sum + (row.stage === 'REWARDED' ? row.rewardCents : 0), 0)),
  };
}

/** 409 MONTHLY_LIMIT_REACHED, with the day labels can be made again. */
export class MonthlyLimitReached extends ProblemError {
  constructor(readonly nextAvailableOn: string) {
    super(409, 'MONTHLY_LIMIT_REACHED', 'Monthly limit reached', `At most ${MONTHLY_LIMIT} Little Geste labels per calendar month; the next one can be made from ${nextAvailableOn}`);
  }
  override toProblem(instance?: string) {
    return Object.assign(super.toProblem(instance), { next_available_on: this.nextAvailableOn });
  }
}

/** The SQLSTATE and the constraint (or message) of a database error, however deep the driver wrapped it. */
function uniqueViolationOf(error: unknown): string | null {
  let inner = error as { code?: unknown; constraint?: unknown; cause?: unknown; message?: unknown } | undefined;
  for (let depth = 0; inner && typeof inner === 'object' && depth < 5; depth++) {
    if (inner.code === '23505') return `${typeof inner.constraint === 'string' ? inner.constraint : ''} ${String(inner.message ?? '')}`;
    inner = inner.cause as typeof inner;
  }
  return null;
}

async function byKey(db: Database, clientId: number, key: string): Promise<RecycleLabelRow | undefined> {
  const [row] = await db
    .select()
    .from(recycleLabels)
    .where(and(eq(recycleLabels.clientId, clientId), eq(recycleLabels.idempotencyKey, key)));
  return row;
}

export type RecycleLabelInput = Schemas['RecycleLabelInput'];

/**
 * Makes a label, refusing in the contract's order: the fields (the address, the relay point),
 * the switch of `locale` (403), the address's country (422), the monthly limit (409). The label
 * takes the lowest free slot of its month: the unique (client, month, slot) makes a parallel call
 * that took it first win, and this one tries the next slot, or gives up with 409 when none is left.
 * The same `key` again gives back the label made with it (created: false).
 */
export async function createRecycleLabel(
  db: Database,
  clientId: number,
  input: RecycleLabelInput,
  key: string | undefined,
  locale: LocaleCode,
  now: Date,
): Promise<{ row: RecycleLabelRow; created: boolean }> {
  if (key !== undefined) {
    const known = await byKey(db, clientId, key);
    if (known) return { row: known, created: false };
  }
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId));
  if (!client) throw unauthorized();
  const [address] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, input.address_id), eq(addresses.clientId, clientId), isNull(addresses.deletedAt)));
  if (!address) throw invalid('address_id', 'address_id is not one of your addresses');
  const country = address.countryCode;
  const dropOff = input.drop_off as DropOff;
  const relay = input.relay_point ?? null;
  if (dropOff === 'POST_OFFICE' && relay) throw invalid('relay_point', 'relay_point goes with the RELAY drop-off only');
  if (dropOff === 'RELAY') {
    if (!relay) throw invalid('relay_point', 'relay_point is required with the RELAY drop-off');
    // Outside the programme's countries the 422 below says what is wrong.
    if (isRecycleCountry(country) && !isRelayCountry(country)) throw invalid('drop_off', `drop_off RELAY: the carrier has no relay points in ${country}`);
    if (isRecycleCountry(country) && relay.country_code !== country) throw invalid('relay_point', 'relay_point must be in the country of address_id');
  }
  if (!(await recycleEnabled(db, locale))) throw new ProblemError(403, 'RECYCLE_SWITCHED_OFF', 'Little Geste is switched off', 'Little Geste is not open in this language');
  if (!isRecycleCountry(country)) {
    throw new ProblemError(422, 'COUNTRY_NOT_SUPPORTED', 'Country not supported', `Little Geste labels do not exist in ${country}`, [
      { field: 'address_id', pointer: '/address_id', in: 'body', detail: `Little Geste labels do not exist in ${country}` },
    ]);
  }
  const month = monthInFrance(now);
  const sender = {
    firstname: address.firstname ?? client.firstname ?? null,
    lastname: address.lastname ?? client.lastname ?? null,
    street: address.street,
    street_complement: address.streetComplement,
    postcode: address.postcode,
    city: address.city,
    country_code: country,
  };
  for (;;) {
    const used = await usedSlots(db, clientId, month);
    const slot = Array.from({ length: MONTHLY_LIMIT }, (_, i) => i + 1).find((s) => !used.includes(s));
    if (slot === undefined) {
      // The last slot may have gone to a call with the same key, committed since the key was first looked up.
      const known = key === undefined ? undefined : await byKey(db, clientId, key);
      if (known) return { row: known, created: false };
      throw new MonthlyLimitReached(firstDayOfNextMonth(month));
    }
    try {
      const row = await db.transaction(async (tx) => {
        const result = (await tx.execute(sql`select nextval(pg_get_serial_sequence('recycle_labels', 'id'))::int as id`)) as unknown as { rows: { id: number }[] };
        const id = Number(result.rows[0]!.id);
        const [inserted] = await tx
          .insert(recycleLabels)
          .values({
            id,
            clientId,
            barcode: recycleBarcodeOf(id),
            carrier: recycleCarrierOf(country),
            countryCode: country,
            sender,
            dropOff,
            relayPoint: dropOff === 'RELAY' ? { ...relay! } : null,
            stage: 'CREATED',
            month,
            slot,
            idempotencyKey: key ?? null,
            createdAt: now,
            expiresAt: new Date(now.getTime() + LABEL_VALID_DAYS * DAY_MS),
            rewardCents: REWARD_CENTS,
          })
          .returning();
        return inserted!;
      });
      return { row, created: true };
    } catch (error) {
      const violation = uniqueViolationOf(error);
      if (violation === null) throw error;
      // The same key at the same time: the other call made the label (its row may have clashed on the slot first).
      if (key !== undefined) {
        const known = await byKey(db, clientId, key);
        if (known) return { row: known, created: false };
      }
      // Another call took this slot meanwhile: the next free one, if any.
      if (violation.includes('recycle_labels_month_slot')) continue;
      throw error;
    }
  }
}
