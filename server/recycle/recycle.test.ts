import { randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, clients, ledgerMovements, mailOutbox, recycleLabels, translations } from '../db/schema';
import { outboxMail } from '../mail/port';
import { TEST_ADMIN_TOKEN, startTestServer, type TestServer } from '../testing/app';
import { newClient, type TestClient } from '../testing/clients';
import { call, expectInvalid, expectProblem } from '../testing/http';
import { advanceRecycleLabels, monthInFrance } from '.';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const DAY = 86_400_000;
const log = { error: () => {}, warn: () => {}, info: () => {} };

const RELAY = { id: 'NL-4021', name: 'Primera Centrum', street: 'Oudegracht 12', postcode: '3511 AB', city: 'Utrecht', country_code: 'NL' };

/** A client with names, a language, and one address in `country` (its id). */
async function newSender(country = 'FR', locale = 'fr'): Promise<TestClient & { addressId: number }> {
  const client = await newClient(server, { firstname: 'Camille', lastname: 'Martin', locale });
  const addressId = await addressOf(client.id, country);
  return { ...client, addressId };
}

const PLACES: Record<string, { street: string; postcode: string; city: string }> = {
  FR: { street: '12 rue des Lilas', postcode: '44000', city: 'Nantes' },
  NL: { street: 'Lange Nieuwstraat 8', postcode: '3512 PH', city: 'Utrecht' },
  MC: { street: '5 avenue de la Costa', postcode: '98000', city: 'Monaco' },
  IT: { street: 'Via Roma 10', postcode: '20121', city: 'Milano' },
  IE: { street: '4 Grafton Street', postcode: 'D02 VF25', city: 'Dublin' },
  DE: { street: 'Torstraße 20', postcode: '10115', city: 'Berlin' },
};

async function addressOf(clientId: number, country: string, kind: 'SHIPPING' | 'BILLING' = 'SHIPPING'): Promise<number> {
  const [row] = await server.db
    .insert(addresses)
    .values({ clientId, kind, ...PLACES[country]!, countryCode: country, phone: '+33600000000' })
    .returning({ id: addresses.id });
  return row!.id;
}

const create = (client: { token: string }, payload: unknown, options: { key?: string; locale?: string } = {}) =>
  call(server, 'POST', '/api/clients/me/recycle-labels', {
    token: client.token,
    payload: payload as Record<string, unknown>,
    headers: { ...(options.key ? { 'idempotency-key': options.key } : {}), ...(options.locale ? { 'x-lc-locale': options.locale } : {}) },
  });
const postOffice = (sender: { addressId: number }) => ({ address_id: sender.addressId, drop_off: 'POST_OFFICE' });
const list = (client: { token: string }) => call(server, 'GET', '/api/clients/me/recycle-labels', { token: client.token });
const event = (labelId: number, body: unknown, token = TEST_ADMIN_TOKEN) =>
  call(server, 'POST', `/api/admin/recycle-labels/${labelId}/events`, { token, payload: body as Record<string, unknown> });
const outbox = (email: string) => server.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email.toLowerCase()));
const rewards = (clientId: number) =>
  server.db
    .select()
    .from(ledgerMovements)
    .where(and(eq(ledgerMovements.clientId, clientId), eq(ledgerMovements.reason, 'RECYCLE_REWARD')));
const wallet = async (client: { token: string }) => (await call(server, 'GET', '/api/clients/me/wallet', { token: client.token })).json().amount as number;

/** Turns Little Geste on or off in `locale` (its row of the translations table), and waits until the server heard it. */
async function switchRecycle(locale: string, on: boolean) {
  await server.db
    .update(translations)
    .set({ value: on ? 'true' : 'false' })
    .where(and(eq(translations.key, 'feature.recycle'), eq(translations.locale, locale)));
  await server.heard();
}

/** The texts drawn on a PDF's pages (pdf-lib compresses its content streams and writes text in hex). */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  let text = '';
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) text += Buffer.from(hex[1]!, 'hex').toString('latin1') + '\n';
  }
  return text;
}

describe('GET /api/clients/recycle-offer', () => {
  it('gives the rules, the eight countries with their carriers and drop-offs, to anyone', async () => {
    const res = await call(server, 'GET', '/api/clients/recycle-offer', { headers: { 'x-lc-locale': 'nl' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      enabled: true,
      reward_amount: 5,
      monthly_limit: 2,
      max_weight_kg: 10,
      label_valid_days: 30,
      countries: [
        { country_code: 'FR', carrier: 'Colissimo', drop_offs: ['POST_OFFICE', 'RELAY'] },
        { country_code: 'MC', carrier: 'Colissimo', drop_offs: ['POST_OFFICE'] },
        { country_code: 'BE', carrier: 'BPost', drop_offs: ['POST_OFFICE', 'RELAY'] },
        { country_code: 'LU', carrier: 'Mondial Relay', drop_offs: ['POST_OFFICE', 'RELAY'] },
        { country_code: 'NL', carrier: 'PostNL', drop_offs: ['POST_OFFICE', 'RELAY'] },
        { country_code: 'DE', carrier: 'DHL', drop_offs: ['POST_OFFICE', 'RELAY'] },
        { country_code: 'AT', carrier: 'Österreichische Post', drop_offs: ['POST_OFFICE', 'RELAY'] },
        { country_code: 'ES', carrier: 'Correos', drop_offs: ['POST_OFFICE', 'RELAY'] },
      ],
    });
  });

  it('is open in the four languages as seeded, and follows the switch of the asked language', async () => {
    for (const locale of ['fr', 'de', 'nl', 'es']) {
      expect((await call(server, 'GET', '/api/clients/recycle-offer', { headers: { 'x-lc-locale': locale } })).json().enabled, locale).toBe(true);
    }
    await switchRecycle('es', false);
    try {
      expect((await call(server, 'GET', '/api/clients/recycle-offer', { headers: { 'x-lc-locale': 'es' } })).json().enabled).toBe(false);
      expect((await call(server, 'GET', '/api/clients/recycle-offer', { headers: { 'x-lc-locale': 'de' } })).json().enabled).toBe(true);
    } finally {
      await switchRecycle('es', true);
    }
    expect((await call(server, 'GET', '/api/clients/recycle-offer', { headers: { 'x-lc-locale': 'es' } })).json().enabled).toBe(true);
  });
});

describe('POST /api/clients/me/recycle-labels', () => {
  it('makes a label from the client’s address, mails it with its PDF in the client’s language, and lists it', async () => {
    const sender = await newSender('FR', 'de');
    const before = new Date();
    const res = await create(sender, postOffice(sender), { locale: 'fr' });
    expect(res.statusCode, res.body).toBe(201);
    const label = res.json();
    expect(label).toMatchObject({
      stage: 'CREATED',
      carrier: 'Colissimo',
      drop_off: 'POST_OFFICE',
      relay_point: null,
      sender: { firstname: 'Camille', lastname: 'Martin', street: '12 rue des Lilas', street_complement: null, postcode: '44000', city: 'Nantes', country_code: 'FR' },
      dropped_off_at: null,
      received_at: null,
      rewarded_at: null,
      reward_amount: 5,
      reward_credited: null,
    });
    expect(label.barcode).toMatch(/^LG\d{11}$/);
    const days = (Date.parse(label.expires_at) - Date.parse(label.created_at)) / DAY;
    expect(days).toBe(30);
    expect(Date.parse(label.created_at)).toBeGreaterThanOrEqual(before.getTime() - 1000);

    const [mail] = await outbox(sender.email);
    expect(mail!.subject).toBe('Ihr Little-Geste-Etikett');
    expect(mail!.text).toContain('Hallo Camille,');
    expect(mail!.text).toContain('Colissimo');
    expect(mail!.text).toContain('höchstens 10 kg');
    expect(mail!.text).toContain(`${server.config.appUrl}/de/infos/littlegeste`);
    expect(mail!.attachments).toEqual([{ filename: `little-geste-${label.barcode}.pdf`, contentType: 'application/pdf', content: expect.any(String) }]);
    const pdf = Buffer.from(mail!.attachments![0]!.content, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const drawn = pdfText(pdf);
    expect(drawn).toContain(label.barcode);
    expect(drawn).toContain('Kostenloses Recycling-Paket');
    const listed = await call(server, 'GET', `/api/admin/mails?recipient=${encodeURIComponent(sender.email)}`, { token: TEST_ADMIN_TOKEN });
    expect(listed.json().mails[0].attachments).toEqual([{ filename: `little-geste-${label.barcode}.pdf`, content_type: 'application/pdf', size: pdf.length }]);

    const mine = await list(sender);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ labels: [label], allowance: { monthly_limit: 2, used_this_month: 1, remaining: 1, next_available_on: null }, rewarded_total: 0 });
  });

  it('takes a relay point where the carrier has some, and prints it on the label', async () => {
    const sender = await newSender('NL', 'nl');
    const res = await create(sender, { address_id: sender.addressId, drop_off: 'RELAY', relay_point: RELAY });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ carrier: 'PostNL', drop_off: 'RELAY', relay_point: RELAY, sender: { country_code: 'NL' } });
    const pdf = await call(server, 'GET', `/api/clients/me/recycle-labels/${res.json().id}/pdf`, { token: sender.token, headers: { 'x-lc-locale': 'nl' } });
    // Wrapped lines joined again.
    const drawn = pdfText(pdf.rawPayload).replace(/\n/g, ' ');
    expect(drawn).toContain('Breng het pakket naar het afhaalpunt dat je hebt gekozen: Primera Centrum, Oudegracht 12, 3511 AB Utrecht.');
    const [mail] = await outbox(sender.email);
    expect(mail!.subject).toBe('Je Little Geste-label');
    expect(mail!.text).toContain('Primera Centrum, Oudegracht 12, 3511 AB Utrecht');
  });

  it('answers 401 without a token', async () => {
    expectProblem(await call(server, 'POST', '/api/clients/me/recycle-labels', { payload: { address_id: 1, drop_off: 'POST_OFFICE' } }), 401, 'UNAUTHORIZED');
  });

  it('answers 400 naming the field: missing, wrong type, out of bounds, unknown drop-off, NUL byte, too large', async () => {
    const sender = await newSender();
    expectInvalid(await create(sender, { drop_off: 'POST_OFFICE' }), 'address_id');
    expectInvalid(await create(sender, { address_id: 'one', drop_off: 'POST_OFFICE' }), 'address_id');
    expectInvalid(await create(sender, { address_id: 0, drop_off: 'POST_OFFICE' }), 'address_id');
    expectInvalid(await create(sender, { address_id: 2147483648, drop_off: 'POST_OFFICE' }), 'address_id');
    expectInvalid(await create(sender, { address_id: sender.addressId }), 'drop_off');
    expectInvalid(await create(sender, { address_id: sender.addressId, drop_off: 'HOME_PICKUP' }), 'drop_off');
    expectInvalid(await create(sender, { address_id: sender.addressId, drop_off: 'RELAY', relay_point: { ...RELAY, country_code: 'FR', name: 'Tabac\u0000' } }), 'relay_point.name');
    expectInvalid(await create(sender, { address_id: sender.addressId, drop_off: 'RELAY', relay_point: { ...RELAY, country_code: 'FR', name: 'x'.repeat(1_000_000) } }), 'relay_point.name');
    expectInvalid(await create(sender, { ...postOffice(sender), extra: true }), 'extra');
    expectInvalid(await create(sender, postOffice(sender), { key: 'k'.repeat(101) }), 'idempotency-key', undefined, 'header');
    expect((await list(sender)).json().labels).toEqual([]);
  });

  it('answers 400 naming address_id for another client’s, a deleted or a missing address; any kind of the client’s own will do', async () => {
    const sender = await newSender();
    const stranger = await newSender();
    expectInvalid(await create(sender, { address_id: stranger.addressId, drop_off: 'POST_OFFICE' }), 'address_id');
    expectInvalid(await create(sender, { address_id: 2147483647, drop_off: 'POST_OFFICE' }), 'address_id');
    await server.db.update(addresses).set({ deletedAt: new Date() }).where(eq(addresses.id, sender.addressId));
    expectInvalid(await create(sender, postOffice(sender)), 'address_id');
    const billing = await addressOf(sender.id, 'FR', 'BILLING');
    expect((await create(sender, { address_id: billing, drop_off: 'POST_OFFICE' })).statusCode).toBe(201);
    expect(await outbox(stranger.email)).toEqual([]);
  });

  it('answers 400 naming relay_point or drop_off when the relay point does not fit the drop-off or the country', async () => {
    const sender = await newSender('NL');
    expectInvalid(await create(sender, { address_id: sender.addressId, drop_off: 'RELAY' }), 'relay_point');
    expectInvalid(await create(sender, { address_id: sender.addressId, drop_off: 'POST_OFFICE', relay_point: RELAY }), 'relay_point');
    expectInvalid(await create(sender, { address_id: sender.addressId, drop_off: 'RELAY', relay_point: { ...RELAY, country_code: 'BE' } }), 'relay_point');
    const monaco = await newSender('MC');
    expectInvalid(await create(monaco, { address_id: monaco.addressId, drop_off: 'RELAY', relay_point: { ...RELAY, country_code: 'MC' } }), 'drop_off');
    expect((await create(monaco, postOffice(monaco))).json()).toMatchObject({ carrier: 'Colissimo', sender: { country_code: 'MC' } });
  });

  it('answers 403 RECYCLE_SWITCHED_OFF when the switch of the call’s language is off, after the field checks', async () => {
    const sender = await newSender();
    await switchRecycle('de', false);
    try {
      expectInvalid(await create(sender, { drop_off: 'POST_OFFICE' }, { locale: 'de' }), 'address_id');
      expectProblem(await create(sender, postOffice(sender), { locale: 'de' }), 403, 'RECYCLE_SWITCHED_OFF');
      expect((await create(sender, postOffice(sender), { locale: 'nl' })).statusCode).toBe(201);
    } finally {
      await switchRecycle('de', true);
    }
    expect((await create(sender, postOffice(sender), { locale: 'de' })).statusCode).toBe(201);
  });

  it('answers 422 COUNTRY_NOT_SUPPORTED, "Country not supported", for an Italian or an Irish address, even with a relay point', async () => {
    const italian = await newSender('IT', 'es');
    const problem = expectProblem(await create(italian, postOffice(italian), { locale: 'es' }), 422, 'COUNTRY_NOT_SUPPORTED');
    expect(problem.title).toBe('Country not supported');
    expect(problem.errors).toEqual([expect.objectContaining({ field: 'address_id' })]);
    expectProblem(await create(italian, { address_id: italian.addressId, drop_off: 'RELAY', relay_point: RELAY }), 422, 'COUNTRY_NOT_SUPPORTED');
    const irish = await newSender('IE');
    expectProblem(await create(irish, postOffice(irish)), 422, 'COUNTRY_NOT_SUPPORTED');
    // Switched off comes first.
    await switchRecycle('es', false);
    try {
      expectProblem(await create(italian, postOffice(italian), { locale: 'es' }), 403, 'RECYCLE_SWITCHED_OFF');
    } finally {
      await switchRecycle('es', true);
    }
    expect((await list(italian)).json().allowance.used_this_month).toBe(0);
    expect(await outbox(italian.email)).toEqual([]);
  });

  it('answers 409 MONTHLY_LIMIT_REACHED to a third label this month, with the first day of next month', async () => {
    const sender = await newSender();
    expect((await create(sender, postOffice(sender))).statusCode).toBe(201);
    expect((await create(sender, postOffice(sender))).statusCode).toBe(201);
    const problem = expectProblem(await create(sender, postOffice(sender)), 409, 'MONTHLY_LIMIT_REACHED') as { next_available_on?: string };
    const month = monthInFrance(new Date());
    const next = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1)).toISOString().slice(0, 10);
    expect(problem.next_available_on).toBe(next);
    const mine = (await list(sender)).json();
    expect(mine.labels).toHaveLength(2);
    expect(mine.allowance).toEqual({ monthly_limit: 2, used_this_month: 2, remaining: 0, next_available_on: next });
    // Expired or not, a label of this month counts; last month's do not.
    await server.db.update(recycleLabels).set({ stage: 'EXPIRED' }).where(eq(recycleLabels.clientId, sender.id));
    expectProblem(await create(sender, postOffice(sender)), 409, 'MONTHLY_LIMIT_REACHED');
    await server.db.update(recycleLabels).set({ month: '2000-01' }).where(eq(recycleLabels.clientId, sender.id));
    expect((await create(sender, postOffice(sender))).statusCode).toBe(201);
  });

  it('gives one 201 and one 409 to two parallel creations with one label left this month', async () => {
    const sender = await newSender();
    expect((await create(sender, postOffice(sender))).statusCode).toBe(201);
    const answers = await Promise.all([create(sender, postOffice(sender)), create(sender, postOffice(sender))]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await server.db.$count(recycleLabels, eq(recycleLabels.clientId, sender.id))).toBe(2);
    expect(await outbox(sender.email)).toHaveLength(2);
  });

  it('gives two 201 to two parallel creations with both labels left', async () => {
    const sender = await newSender();
    const answers = await Promise.all([create(sender, postOffice(sender)), create(sender, postOffice(sender))]);
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201]);
    const slots = await server.db.select({ slot: recycleLabels.slot }).from(recycleLabels).where(eq(recycleLabels.clientId, sender.id));
    expect(slots.map((row) => row.slot).sort()).toEqual([1, 2]);
  });

  it('gives the same label with 200 to the same Idempotency-Key, even at the same time, and writes or mails nothing again', async () => {
    const sender = await newSender();
    const key = randomUUID();
    const first = await create(sender, postOffice(sender), { key });
    expect(first.statusCode).toBe(201);
    const again = await create(sender, postOffice(sender), { key });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const parallelKey = randomUUID();
    const both = await Promise.all([create(sender, postOffice(sender), { key: parallelKey }), create(sender, postOffice(sender), { key: parallelKey })]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 201]);
    expect(both[0]!.json()).toEqual(both[1]!.json());
    expect((await list(sender)).json().labels).toHaveLength(2);
    expect(await outbox(sender.email)).toHaveLength(2);
    // The key is the client's own: another client's same key makes their own label.
    const other = await newSender();
    const theirs = await create(other, postOffice(other), { key });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(first.json().id);
  });
});

describe('GET /api/clients/me/recycle-labels and the PDF', () => {
  it('lists newest first, keeps another client’s labels and PDFs unknown, and answers 401 without a token', async () => {
    const sender = await newSender();
    const first = (await create(sender, postOffice(sender))).json();
    const second = (await create(sender, postOffice(sender))).json();
    expect((await list(sender)).json().labels.map((l: { id: number }) => l.id)).toEqual([second.id, first.id]);
    const other = await newSender();
    expect((await list(other)).json()).toEqual({ labels: [], allowance: { monthly_limit: 2, used_this_month: 0, remaining: 2, next_available_on: null }, rewarded_total: 0 });
    expectProblem(await call(server, 'GET', `/api/clients/me/recycle-labels/${first.id}/pdf`, { token: other.token }), 404, 'NOT_FOUND');
    expectProblem(await call(server, 'GET', '/api/clients/me/recycle-labels/2147483647/pdf', { token: sender.token }), 404, 'NOT_FOUND');
    expectInvalid(await call(server, 'GET', '/api/clients/me/recycle-labels/0/pdf', { token: sender.token }), 'labelId', undefined, 'path');
    expectProblem(await list({ token: '' }), 401, 'UNAUTHORIZED');
    expectProblem(await call(server, 'GET', `/api/clients/me/recycle-labels/${first.id}/pdf`), 401, 'UNAUTHORIZED');
  });

  it('gives an A6 PDF with the barcode, the carrier, the sender and the Little Geste recipient, in the call’s language', async () => {
    const sender = await newSender();
    const label = (await create(sender, postOffice(sender))).json();
    for (const [locale, subtitle, reference] of [
      ['fr', 'Colis de recyclage gratuit', `Little Geste n° ${label.id}`],
      ['es', 'Paquete de reciclaje gratuito', `Little Geste n.º ${label.id}`],
    ] as const) {
      const res = await call(server, 'GET', `/api/clients/me/recycle-labels/${label.id}/pdf`, { token: sender.token, headers: { 'x-lc-locale': locale } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="little-geste-${label.barcode}.pdf"`);
      expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
      const drawn = pdfText(res.rawPayload);
      for (const text of [label.barcode, 'Little Geste', subtitle, reference, 'Colissimo', 'Little Closet — Little Geste'.replace('—', '\u0097'), '14 rue des Ateliers', '59000 Lille', 'Camille Martin', '12 rue des Lilas', '44000 Nantes']) {
        expect(drawn, text).toContain(text);
      }
    }
  });
});

describe('POST /api/admin/recycle-labels/{labelId}/events', () => {
  async function labelOf(sender?: TestClient & { addressId: number }) {
    const owner = sender ?? (await newSender('FR', 'es'));
    const label = (await create(owner, postOffice(owner))).json() as { id: number; barcode: string };
    return { owner, label };
  }

  it('moves a label on: dropped off, then received and accepted, the reward credited once and mailed', async () => {
    const { owner, label } = await labelOf();
    const before = await wallet(owner);
    const dropped = await event(label.id, { event: 'DROPPED_OFF' });
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(dropped.json()).toMatchObject({ stage: 'DROPPED_OFF', dropped_off_at: expect.any(String), received_at: null });
    // The same event twice: nothing changes.
    expect((await event(label.id, { event: 'DROPPED_OFF' })).json()).toEqual(dropped.json());
    const received = await event(label.id, { event: 'RECEIVED' });
    expect(received.json()).toMatchObject({ stage: 'REWARDED', received_at: expect.any(String), rewarded_at: expect.any(String), reward_credited: 5 });
    expect((await event(label.id, { event: 'RECEIVED', accepted: false })).json()).toEqual(received.json());
    expect(await wallet(owner)).toBe(before + 5);
    const movements = await rewards(owner.id);
    expect(movements).toEqual([expect.objectContaining({ account: 'WALLET', amount: 500, key: `recycle-label:${label.id}:reward`, note: label.barcode })]);
    const mails = await outbox(owner.email);
    expect(mails.map((m) => m.subject.replace(/\s/g, ' '))).toEqual(['Tu etiqueta Little Geste', '¡Gracias! Tienes 5 € en tu saldo']);
    expect(mails[1]!.text).toContain('Hola, Camille:');
    expect(mails[1]!.text).toContain(`${server.config.appUrl}/es/littlegeste/create-label`);
    const mine = (await list(owner)).json();
    expect(mine.rewarded_total).toBe(5);
    expect(mine.labels[0]).toEqual(received.json());
    // The wallet's history names the parcel.
    const history = (await call(server, 'GET', '/api/clients/me/wallet', { token: owner.token })).json();
    expect(history.transactions[0]).toMatchObject({ amount: 5 });
  });

  it('pays the reward once when two RECEIVED events come at the same time', async () => {
    const { owner, label } = await labelOf();
    const before = await wallet(owner);
    const both = await Promise.all([event(label.id, { event: 'RECEIVED' }), event(label.id, { event: 'RECEIVED' })]);
    expect(both.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(both.map((res) => res.json().stage)).toEqual(['REWARDED', 'REWARDED']);
    expect(await rewards(owner.id)).toHaveLength(1);
    expect(await wallet(owner)).toBe(before + 5);
    expect((await outbox(owner.email)).filter((m) => m.subject.startsWith('¡Gracias!'))).toHaveLength(1);
  });

  it('keeps a refused parcel RECEIVED, without reward', async () => {
    const { owner, label } = await labelOf();
    const res = await event(label.id, { event: 'RECEIVED', accepted: false });
    expect(res.json()).toMatchObject({ stage: 'RECEIVED', dropped_off_at: null, received_at: expect.any(String), rewarded_at: null, reward_credited: null });
    expect((await event(label.id, { event: 'RECEIVED' })).json()).toEqual(res.json());
    expect(await rewards(owner.id)).toEqual([]);
    expect((await list(owner)).json().rewarded_total).toBe(0);
    expect(await outbox(owner.email)).toHaveLength(1);
  });

  it('refuses going backwards and any event on an expired label with 409 RECYCLE_LABEL_STAGE', async () => {
    const { label } = await labelOf();
    await event(label.id, { event: 'RECEIVED' });
    expectProblem(await event(label.id, { event: 'DROPPED_OFF' }), 409, 'RECYCLE_LABEL_STAGE');
    const { label: old } = await labelOf();
    await server.db.update(recycleLabels).set({ stage: 'EXPIRED' }).where(eq(recycleLabels.id, old.id));
    expectProblem(await event(old.id, { event: 'DROPPED_OFF' }), 409, 'RECYCLE_LABEL_STAGE');
    expectProblem(await event(old.id, { event: 'RECEIVED' }), 409, 'RECYCLE_LABEL_STAGE');
  });

  it('answers 400 naming the field, 404 for a missing label, 401 without a token and 403 to a client', async () => {
    const { owner, label } = await labelOf();
    expectInvalid(await event(label.id, { event: 'LOST' }), 'event');
    expectInvalid(await event(label.id, {}), 'event');
    expectInvalid(await event(label.id, { event: 'RECEIVED', accepted: 'yes' }), 'accepted');
    expectInvalid(await event(label.id, { event: 'DROPPED_OFF', accepted: true }), 'accepted');
    expectProblem(await event(2147483647, { event: 'RECEIVED' }), 404, 'NOT_FOUND');
    expectProblem(await call(server, 'POST', `/api/admin/recycle-labels/${label.id}/events`, { payload: { event: 'RECEIVED' } }), 401, 'UNAUTHORIZED');
    expectProblem(await event(label.id, { event: 'RECEIVED' }, owner.token), 403, 'FORBIDDEN');
    expect((await list(owner)).json().labels[0].stage).toBe('CREATED');
  });
});

describe('the trunk clock, Little Geste’s carrier in the demo', () => {
  it('drops a label off a day after it was made, receives and rewards it two days later, expires one left 30 days', async () => {
    const owner = await newSender('FR', 'nl');
    const label = (await create(owner, postOffice(owner))).json();
    const forgotten = (await create(owner, postOffice(owner))).json();
    const deps = { mail: outboxMail(server.db), appUrl: server.config.appUrl };
    const at = (days: number) => new Date(Date.parse(label.created_at) + days * DAY);
    // The forgotten one waits past its expiry before any scan.
    await server.db.update(recycleLabels).set({ createdAt: at(-31), expiresAt: at(-1) }).where(eq(recycleLabels.id, forgotten.id));

    const quiet = await advanceRecycleLabels(server.db, at(0.5), deps, log);
    expect(quiet.recycle_labels_expired).toBeGreaterThanOrEqual(1);
    const stages = async () => Object.fromEntries((await list(owner)).json().labels.map((l: { id: number; stage: string }) => [l.id, l.stage]));
    expect(await stages()).toEqual({ [label.id]: 'CREATED', [forgotten.id]: 'EXPIRED' });

    await advanceRecycleLabels(server.db, at(1.1), deps, log);
    expect(await stages()).toEqual({ [label.id]: 'DROPPED_OFF', [forgotten.id]: 'EXPIRED' });
    await advanceRecycleLabels(server.db, at(2.5), deps, log);
    expect((await stages())[label.id]).toBe('DROPPED_OFF');
    const run = await advanceRecycleLabels(server.db, at(3.2), deps, log);
    expect(run.recycle_labels_received).toBeGreaterThanOrEqual(1);
    expect(await stages()).toEqual({ [label.id]: 'REWARDED', [forgotten.id]: 'EXPIRED' });
    await advanceRecycleLabels(server.db, at(10), deps, log);
    expect(await rewards(owner.id)).toHaveLength(1);
    expect((await outbox(owner.email)).map((m) => m.subject.replace(/\s/g, ' '))).toContain('Bedankt! Er staat € 5 op je tegoed');
  });

  it('is run by the trunk clock call, which tells what it moved', async () => {
    const res = await call(server, 'POST', '/api/admin/trunk-clock', { token: TEST_ADMIN_TOKEN });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ recycle_labels_expired: expect.any(Number), recycle_labels_dropped_off: expect.any(Number), recycle_labels_received: expect.any(Number) });
  });
});

describe('a client removed', () => {
  it('takes their labels along', async () => {
    const sender = await newSender();
    await create(sender, postOffice(sender));
    await server.db.delete(clients).where(eq(clients.id, sender.id));
    expect(await server.db.$count(recycleLabels, eq(recycleLabels.clientId, sender.id))).toBe(0);
  });
});
