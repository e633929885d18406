import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { addresses, clients, orders, returnModes } from '../db/schema';
import { carrierOf, isRelayCountry } from '../geo';
import { fieldProblem, unauthorized } from '../http/problem';
import type { Schemas } from '../http/types';
import { HOME_PICKUP_COUNTRIES, RETURN_MODES, type ReturnModeName } from '../lib/returns-rules';

type AddressRow = typeof addresses.$inferSelect;
type Sender = Record<string, string | null>;

const invalid = (field: string, detail: string) => fieldProblem('VALIDATION_ERROR', 'Invalid request', field, detail);

/** The modes a country offers: a post office everywhere, relay points in the relay countries, a pickup where the national post collects. */
export function availableModes(country: string): ReturnModeName[] {
  return RETURN_MODES.filter((mode) => mode === 'POST_OFFICE' || (mode === 'RELAY' ? isRelayCountry(country) : HOME_PICKUP_COUNTRIES.includes(country)));
}

/**
 * Where the client sends parcels from: the default shipping address, else the latest one, else where
 * the latest home delivery of an order went; with the client's names where the address has none.
 */
export async function senderOf(db: Database, clientId: number): Promise<{ country: string; sender: Sender; email: string; firstname: string | null; locale: string }> {
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId));
  if (!client) throw unauthorized();
  let address: AddressRow | undefined;
  if (client.defaultShippingAddressId) {
    [address] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, client.defaultShippingAddressId), isNull(addresses.deletedAt)));
  }
  if (!address) {
    [address] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.clientId, clientId), eq(addresses.kind, 'SHIPPING'), isNull(addresses.deletedAt)))
      .orderBy(desc(addresses.id))
      .limit(1);
  }
  if (!address) {
    // No address book: the address the client's latest home delivery went to.
    const [order] = await db
      .select({ address: orders.shippingAddress })
      .from(orders)
      .where(and(eq(orders.clientId, clientId), eq(orders.shippingMode, 'HOME')))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(1);
    if (order?.address.street && order.address.postcode && order.address.city && order.address.country_code) {
      const a = order.address;
      const country = a.country_code!;
      return {
        country,
        sender: { firstname: a.firstname ?? client.firstname ?? null, lastname: a.lastname ?? client.lastname ?? null, street: a.street ?? null, street_complement: a.street_complement ?? null, postcode: a.postcode ?? null, city: a.city ?? null, country_code: country },
        email: client.email,
        firstname: client.firstname,
        locale: client.locale,
      };
    }
  }
  const country = address?.countryCode ?? client.country;
  const sender: Sender = {
    firstname: address?.firstname ?? client.firstname,
    lastname: address?.lastname ?? client.lastname,
    street: address?.street ?? null,
    street_complement: address?.streetComplement ?? null,
    postcode: address?.postcode ?? null,
    city: address?.city ?? null,
    country_code: country,
  };
  return { country, sender, email: client.email, firstname: client.firstname, locale: client.locale };
}

/** The client's mode as it applies in `country`: a mode the country does not offer (any more) is POST_OFFICE. */
export async function modeOf(db: Database, clientId: number, country: string): Promise<{ mode: ReturnModeName; relayPoint: Record<string, string> | null }> {
  const [row] = await db.select().from(returnModes).where(eq(returnModes.clientId, clientId));
  const mode = (row?.mode ?? 'POST_OFFICE') as ReturnModeName;
  if (!availableModes(country).includes(mode)) return { mode: 'POST_OFFICE', relayPoint: null };
  if (mode === 'RELAY' && row?.relayPoint?.country_code !== country) return { mode: 'POST_OFFICE', relayPoint: null };
  return { mode, relayPoint: mode === 'RELAY' ? (row?.relayPoint ?? null) : null };
}

export async function returnModeView(db: Database, clientId: number): Promise<Schemas['ReturnMode']> {
  const { country } = await senderOf(db, clientId);
  const { mode, relayPoint } = await modeOf(db, clientId, country);
  return {
    mode,
    relay_point: relayPoint as Schemas['RelayPointChoice'] | null,
    carrier: carrierOf(country),
    country_code: country as Schemas['CountryCode'],
    available_modes: availableModes(country),
  };
}

/** Saves the client's mode (see `updateReturnMode` in the contract). */
export async function updateReturnMode(db: Database, clientId: number, input: Schemas['ReturnModeInput']): Promise<Schemas['ReturnMode']> {
  const { country } = await senderOf(db, clientId);
  if (!availableModes(country).includes(input.mode)) throw invalid('mode', `mode ${input.mode} is not offered in ${country}`);
  let relayPoint: Record<string, string> | null = null;
  if (input.mode === 'RELAY') {
    const point = input.relay_point;
    if (!point) throw invalid('relay_point', 'relay_point is required to drop the parcel at a relay point');
    if (!isRelayCountry(point.country_code) || point.country_code !== country) {
      throw invalid('relay_point.country_code', `relay_point.country_code must be your country (${country})`);
    }
    relayPoint = { id: point.id, name: point.name, street: point.street, postcode: point.postcode, city: point.city, country_code: point.country_code };
  } else if (input.relay_point) {
    throw invalid('relay_point', 'relay_point is only taken with the RELAY mode');
  }
  const now = new Date();
  await db
    .insert(returnModes)
    .values({ clientId, mode: input.mode, relayPoint, updatedAt: now })
    .onConflictDoUpdate({ target: returnModes.clientId, set: { mode: input.mode, relayPoint, updatedAt: now } });
  return returnModeView(db, clientId);
}
