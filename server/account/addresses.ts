// Billing and shipping addresses (seed 001 sections 3, 5 and 7): each kind has its list and a
// default, kept on the client; the first address of a kind becomes its default. Removed addresses
// stay for the orders that name them.
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { addresses, clients } from '../db/schema';
import { fieldProblem, ProblemError, validationProblem } from '../http/problem';
import type { Schemas } from '../http/types';
import { normalisePhone } from '../lib/contact';
import { formatPostcode, postcodeProblem } from '../../src/shared/lib/postcode';
import type { ClientRow } from '../session';

type Address = Schemas['Address'];
type AddressKind = Schemas['AddressKind'];
type AddressFields = Schemas['AddressInput'];
type AddressRow = typeof addresses.$inferSelect;

/** The message of seed 001 section 5 when a required field of an address is missing. */
export const REQUIRED_FIELDS_MESSAGE = 'You need to include all the required fields';
const REQUIRED = ['city', 'country_code', 'phone', 'postcode', 'street'] as const;
const PHONE = /^\+?[0-9][0-9 .-]{5,19}$/;

const DEFAULT_COLUMN = { BILLING: 'defaultBillingAddressId', SHIPPING: 'defaultShippingAddressId' } as const;

const POSTCODE_RULES = { 'length-5': 'have 5 characters', 'length-4': 'have 4 characters', dutch: 'be 4 digits then 2 letters' } as const;

function toAddress(row: AddressRow, isDefault: boolean): Address {
  return {
    id: row.id,
    kind: row.kind as AddressKind,
    firstname: row.firstname,
    lastname: row.lastname,
    street: row.street,
    street_complement: row.streetComplement,
    postcode: row.postcode,
    city: row.city,
    country_code: row.countryCode as Address['country_code'],
    phone: row.phone,
    is_default: isDefault,
  };
}

/** The client's default shipping and billing addresses, for `GET /clients/me`. */
export async function defaultAddresses(db: Database, client: ClientRow): Promise<{ default_shipping_address: Address | null; default_billing_address: Address | null }> {
  const ids = [client.defaultShippingAddressId, client.defaultBillingAddressId].filter((id): id is number => id !== null);
  const rows = ids.length ? await db.select().from(addresses).where(inArray(addresses.id, ids)) : [];
  const find = (id: number | null) => {
    const row = rows.find((r) => r.id === id);
    return row ? toAddress(row, true) : null;
  };
  return { default_shipping_address: find(client.defaultShippingAddressId), default_billing_address: find(client.defaultBillingAddressId) };
}

/** Trims the texts (a blank optional one is null) and checks the whole address as seed 001 section 5 says. */
function checkedFields(fields: AddressFields) {
  const text = (value: string | null | undefined) => value?.trim() || null;
  const missing = REQUIRED.filter((field) => !text(fields[field]));
  if (missing.length) {
    throw validationProblem(
      missing.map((field) => ({ field, pointer: `/${field}`, in: 'body' as const, detail: `${field} is required` })),
      REQUIRED_FIELDS_MESSAGE,
    );
  }
  const phone = fields.phone.trim();
  if (!PHONE.test(phone)) throw fieldProblem('VALIDATION_ERROR', 'Invalid request', 'phone', 'phone must be 6 to 20 digits, spaces, dots or dashes, with an optional leading +');
  const postcode = formatPostcode(fields.country_code, fields.postcode);
  const problem = postcodeProblem(fields.country_code, postcode);
  if (problem) throw fieldProblem('VALIDATION_ERROR', 'Invalid request', 'postcode', `postcode must ${POSTCODE_RULES[problem]} in ${fields.country_code}`);
  return {
    firstname: text(fields.firstname),
    lastname: text(fields.lastname),
    street: fields.street.trim(),
    streetComplement: text(fields.street_complement),
    postcode,
    city: fields.city.trim(),
    countryCode: fields.country_code,
    phone: normalisePhone(phone),
  };
}

const addressNotFound = () => new ProblemError(404, 'NOT_FOUND', 'Not found', 'No such address');

/** The client's row, locked while its defaults change. */
async function lockedClient(tx: Database, clientId: number): Promise<ClientRow> {
  const [row] = await tx.select().from(clients).where(eq(clients.id, clientId)).for('update');
  return row!;
}

/** An address of the client that is not removed, or a 404. */
async function ownAddress(tx: Database, clientId: number, id: number): Promise<AddressRow> {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.clientId, clientId), isNull(addresses.deletedAt)));
  if (!row) throw addressNotFound();
  return row;
}

/** The client's addresses of a kind, the default first, then the newest. */
export async function listAddresses(db: Database, clientId: number, kind: AddressKind): Promise<Schemas['AddressList']> {
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId));
  const rows = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.clientId, clientId), eq(addresses.kind, kind), isNull(addresses.deletedAt)))
    .orderBy(desc(addresses.id));
  const defaultId = client?.[DEFAULT_COLUMN[kind]] ?? null;
  const sorted = [...rows.filter((r) => r.id === defaultId), ...rows.filter((r) => r.id !== defaultId)];
  return { addresses: sorted.map((row) => toAddress(row, row.id === defaultId)) };
}

/** A new address of a kind: the default when the client has none of that kind. */
export async function createAddress(db: Database, clientId: number, kind: AddressKind, fields: AddressFields): Promise<Address> {
  const values = checkedFields(fields);
  return db.transaction(async (tx) => {
    const client = await lockedClient(tx, clientId);
    const [row] = await tx.insert(addresses).values({ clientId, kind, ...values }).returning();
    const isDefault = client[DEFAULT_COLUMN[kind]] === null;
    if (isDefault) await tx.update(clients).set({ [DEFAULT_COLUMN[kind]]: row!.id }).where(eq(clients.id, clientId));
    return toAddress(row!, isDefault);
  });
}

/** Changes the fields the patch gives; the address as changed is checked whole. */
export async function updateAddress(db: Database, clientId: number, id: number, patch: Schemas['AddressPatch']): Promise<Address> {
  const current = await ownAddress(db, clientId, id);
  const values = checkedFields({
    firstname: current.firstname,
    lastname: current.lastname,
    street: current.street,
    street_complement: current.streetComplement,
    postcode: current.postcode,
    city: current.city,
    country_code: current.countryCode as AddressFields['country_code'],
    phone: current.phone,
    ...patch,
  });
  const [row] = await db.update(addresses).set(values).where(eq(addresses.id, current.id)).returning();
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId));
  return toAddress(row!, client?.[DEFAULT_COLUMN[row!.kind as AddressKind]] === row!.id);
}

/** Removes an address (it stays for the orders that name it); the newest other one of its kind becomes the default. */
export async function deleteAddress(db: Database, clientId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const client = await lockedClient(tx, clientId);
    const address = await ownAddress(tx, clientId, id);
    await tx.update(addresses).set({ deletedAt: new Date() }).where(eq(addresses.id, address.id));
    const column = DEFAULT_COLUMN[address.kind as AddressKind];
    if (client[column] !== address.id) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.clientId, clientId), eq(addresses.kind, address.kind), isNull(addresses.deletedAt)))
      .orderBy(desc(addresses.id))
      .limit(1);
    await tx.update(clients).set({ [column]: next?.id ?? null }).where(eq(clients.id, clientId));
  });
}

/** Makes an address the default of its kind. */
export async function setDefaultAddress(db: Database, clientId: number, id: number): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockedClient(tx, clientId);
    const address = await ownAddress(tx, clientId, id);
    await tx.update(clients).set({ [DEFAULT_COLUMN[address.kind as AddressKind]]: address.id }).where(eq(clients.id, clientId));
    return toAddress(address, true);
  });
}
