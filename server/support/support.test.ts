import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, supportAttachments, supportTickets } from '../db/schema';
import { startTestServer, TEST_ADMIN_TOKEN, type TestServer } from '../testing/app';
import { newClient, type TestClient } from '../testing/clients';
import { call, expectInvalid, expectProblem, newIp } from '../testing/http';
import { mailsTo, profileWithTrunk } from '../testing/trunks';

const MAX_BYTES = 64 * 1024;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { supportAttachmentMaxBytes: MAX_BYTES, supportEmail: 'team@support.test' } });
});
afterAll(async () => server?.close());

type Part = { name: string; value: string } | { name: string; filename: string; type: string; bytes: Buffer };

/** A multipart body of text fields and files, as a browser's FormData sends it. */
function multipart(parts: Part[]) {
  const boundary = '----littlecloset' + Math.random().toString(16).slice(2);
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      'value' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
    ),
    'value' in part ? Buffer.from(part.value) : part.bytes,
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('a small png of a torn seam')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('a small jpeg')]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const TEXT = Buffer.from('Just some words in a text file, nothing else.\n');

const FIELDS = { sender_name: 'Camille Martin', sender_email: 'camille.martin@example.com', object: 'TRUNK', content: 'Bonjour,\nLe pantalon de Léo est arrivé décousu.\nMerci !' };

const fields = (values: Record<string, string>): Part[] => Object.entries(values).map(([name, value]) => ({ name, value }));
const file = (filename: string, bytes: Buffer, type = 'application/octet-stream'): Part => ({ name: 'attachments', filename, type, bytes });


/** Sends, keeping the body's own boundary in its header. */
function post(parts: Part[], options: { token?: string; locale?: string; ip?: string } = {}) {
  const body = multipart(parts);
  return call(server, 'POST', '/api/customer-service/tickets', {
    payload: body.payload,
    ...(options.token ? { token: options.token } : {}),
    ...(options.ip ? { ip: options.ip } : {}),
    headers: { ...body.headers, ...(options.locale ? { 'x-lc-locale': options.locale } : {}) },
  });
}

const ticketsFrom = (email: string) => server.db.select().from(supportTickets).where(eq(supportTickets.senderEmail, email));
const newSender = () => `sender.${randomUUID().slice(0, 8)}@example.com`;

async function shopOrderOf(client: TestClient): Promise<number> {
  const address = { street: '3 rue du Port', postcode: '44000', city: 'Nantes', country_code: 'FR' };
  const [row] = await server.db
    .insert(orders)
    .values({ clientId: client.id, idempotencyKey: randomUUID(), status: 'PAID', itemsCents: 3990, shippingFeeCents: 0, totalCents: 3990, shippingMode: 'HOME', carrier: 'colissimo', shippingAddress: address, billingAddress: address, locale: 'fr' })
    .returning({ id: orders.id });
  return row!.id;
}

/** The 400 names `field`, and nothing of this sender was stored nor mailed. */
async function refused(parts: Part[], field: string, options: { token?: string } = {}) {
  const email = newSender();
  // The sample's address becomes one of this test's own; another (a bad one) stays.
  const withSender = parts.map((p) => ('value' in p && p.name === 'sender_email' && p.value === FIELDS.sender_email ? { ...p, value: email } : p));
  const problem = expectInvalid(await post(withSender, options), field);
  expect(await ticketsFrom(email)).toEqual([]);
  expect(await mailsTo(server, email)).toEqual([]);
  return problem;
}

describe('POST /api/customer-service/tickets', () => {
  it('stores a visitor’s ticket with two files, mails the team and acknowledges in the sender’s language', async () => {
    const email = newSender();
    const res = await post([...fields({ ...FIELDS, sender_email: email, sender_phone: '+49 30 1234567', object: 'RETURN' }), file('naht.png', PNG, 'image/png'), file('rechnung.pdf', PDF, 'application/pdf')], { locale: 'de' });
    expect(res.statusCode, res.body).toBe(201);
    const receipt = res.json();
    expect(receipt).toEqual({
      id: expect.any(Number),
      reference: expect.stringMatching(/^LC-\d{6,}$/),
      object: 'RETURN',
      order_id: null,
      created_at: expect.any(String),
      attachments: [
        { name: 'naht.png', content_type: 'image/png', size: PNG.length },
        { name: 'rechnung.pdf', content_type: 'application/pdf', size: PDF.length },
      ],
    });
    const [ticket] = await ticketsFrom(email);
    expect(ticket).toMatchObject({ id: receipt.id, clientId: null, locale: 'de', senderName: 'Camille Martin', senderPhone: '+49 30 1234567', object: 'RETURN', content: FIELDS.content });
    const files = await server.db.select().from(supportAttachments).where(eq(supportAttachments.ticketId, receipt.id)).orderBy(supportAttachments.position);
    expect(files.map((f) => [f.name, f.contentType, Buffer.from(f.bytes).equals(f.name.endsWith('.png') ? PNG : PDF)])).toEqual([
      ['naht.png', 'image/png', true],
      ['rechnung.pdf', 'application/pdf', true],
    ]);

    const [ack] = await mailsTo(server, email);
    expect(ack!.subject).toBe(`Wir haben Ihre Nachricht erhalten (${receipt.reference})`);
    expect(ack!.text).toContain('„Rücksendungen und Erstattungen“');
    expect(ack!.text).toContain('Die 2 angehängten Dateien haben wir ebenfalls erhalten.');
    // Nothing the form's sender typed travels to the address they gave.
    expect(ack!.text).not.toContain('décousu');
    const team = (await mailsTo(server, 'team@support.test')).find((m) => m.subject.startsWith(`[${receipt.reference}]`));
    expect(team!.subject).toBe(`[${receipt.reference}] Retours et remboursements – Camille Martin`);
    expect(team!.text).toContain(`De : Camille Martin <${email}>`);
    expect(team!.text).toContain('Le pantalon de Léo est arrivé décousu.');
    expect(team!.text).toMatch(/- naht\.png \(image\/png, 1 Ko\)\n- rechnung\.pdf \(application\/pdf, 1 Ko\)/);
  });

  it('acknowledges in Spanish, in Dutch and in French by default', async () => {
    for (const [locale, subject] of [
      ['es', 'Hemos recibido tu mensaje'],
      ['nl', 'We hebben je bericht ontvangen'],
      [undefined, 'Nous avons bien reçu votre message'],
    ] as const) {
      const email = newSender();
      const res = await post(fields({ ...FIELDS, sender_email: email }), locale ? { locale } : {});
      expect(res.statusCode, res.body).toBe(201);
      expect((await mailsTo(server, email))[0]!.subject).toBe(`${subject} (${res.json().reference})`);
      expect((await ticketsFrom(email))[0]!.locale).toBe(locale ?? 'fr');
    }
  });

  it('keeps a PDF named .png as a PDF, and refuses a text file named .pdf', async () => {
    const email = newSender();
    const res = await post([...fields({ ...FIELDS, sender_email: email }), file('photo.png', PDF, 'image/png')]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().attachments).toEqual([{ name: 'photo.png', content_type: 'application/pdf', size: PDF.length }]);

    const problem = await refused([...fields(FIELDS), file('facture.pdf', TEXT, 'application/pdf')], 'attachments');
    expect(problem.errors).toEqual([expect.objectContaining({ field: 'attachments', pointer: '/attachments/0', detail: 'attachments facture.pdf must be a JPEG, PNG or WebP image or a PDF document' })]);
  });

  it('refuses more than three files, and a file larger than the limit', async () => {
    const four = [file('a.png', PNG), file('b.png', PNG), file('c.jpg', JPEG), file('d.pdf', PDF)];
    expect((await refused([...fields(FIELDS), ...four], 'attachments')).detail).toBe('attachments must be at most 3 files');
    const five = [...four, file('e.pdf', PDF)];
    expect((await refused([...fields(FIELDS), ...five], 'attachments')).detail).toBe('attachments must be at most 3 files');

    const big = Buffer.concat([PNG, Buffer.alloc(MAX_BYTES)]);
    const problem = await refused([...fields(FIELDS), file('ok.jpg', JPEG), file('huge.png', big, 'image/png')], 'attachments');
    expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/attachments/1', detail: `attachments huge.png is larger than ${MAX_BYTES} bytes` })]);
  });

  it('names each missing or bad field, and stores nothing', async () => {
    for (const name of ['sender_name', 'sender_email', 'object', 'content']) {
      const { [name]: _left, ...rest } = FIELDS as Record<string, string>;
      const problem = await refused(fields(rest), name);
      expect(problem.errors!.map((e) => e.field)).toEqual([name]);
    }
    await refused(fields({ ...FIELDS, sender_email: 'not an address' }), 'sender_email');
    await refused(fields({ ...FIELDS, object: 'COMPLAINT' }), 'object');
    await refused(fields({ ...FIELDS, sender_name: '   ' }), 'sender_name');
    await refused(fields({ ...FIELDS, content: ' \n ' }), 'content');
    await refused(fields({ ...FIELDS, sender_phone: 'call me maybe' }), 'sender_phone');
    await refused(fields({ ...FIELDS, sender_name: 'N'.repeat(101) }), 'sender_name');
    await refused(fields({ ...FIELDS, order_id: 'order-12' }), 'order_id');
    await refused([...fields(FIELDS), { name: 'priority', value: 'high' }], 'priority');
    await refused([...fields(FIELDS), { name: 'object', value: 'OTHER' }], 'object');
    // Several at once: each is named.
    const problem = await refused(fields({ sender_email: 'x', object: 'TRUNK', content: 'Hello' }), 'sender_name');
    expect(problem.errors!.map((e) => e.field).sort()).toEqual(['sender_email', 'sender_name']);
  });

  it('refuses a NUL byte in a field and a message of 1 MB', async () => {
    expect((await refused(fields({ ...FIELDS, sender_name: 'Camille\u0000Martin' }), 'sender_name')).detail).toBe('sender_name must not contain control characters or line breaks');
    await refused(fields({ ...FIELDS, content: 'Bonjour\u0000' }), 'content');
    expect((await refused(fields({ ...FIELDS, content: 'a'.repeat(1024 * 1024) }), 'content')).detail).toBe('content is too long');
    await refused(fields({ ...FIELDS, content: 'a'.repeat(5001) }), 'content');
  });

  it('refuses a body that is not a multipart form', async () => {
    const res = await call(server, 'POST', '/api/customer-service/tickets', { payload: FIELDS });
    expectProblem(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('ties a signed-in client’s ticket to the account, with one of their shop orders or trunks', async () => {
    const client = await newClient(server, { firstname: 'Lucía', lastname: 'García' });
    const orderId = await shopOrderOf(client);
    const { requestId } = await profileWithTrunk(server, client);
    for (const order of [`shop-${orderId}`, `trunk-${requestId}`]) {
      const email = newSender();
      const res = await post(fields({ ...FIELDS, sender_email: email, order_id: order, object: 'SHOP_ORDER' }), { token: client.token, locale: 'es' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().order_id).toBe(order);
      expect((await ticketsFrom(email))[0]).toMatchObject({ clientId: client.id, orderId: order });
    }
    // Left empty, the order is none.
    const email = newSender();
    const res = await post(fields({ ...FIELDS, sender_email: email, order_id: '', sender_phone: '' }), { token: client.token });
    expect(res.statusCode, res.body).toBe(201);
    expect((await ticketsFrom(email))[0]).toMatchObject({ clientId: client.id, orderId: null, senderPhone: null });
  });

  it('refuses another client’s order, or a missing one, alike, and an order from a visitor', async () => {
    const owner = await newClient(server);
    const other = await newClient(server);
    const orderId = await shopOrderOf(owner);
    const { requestId } = await profileWithTrunk(server, owner);
    const theirs = await refused(fields({ ...FIELDS, order_id: `shop-${orderId}` }), 'order_id', { token: other.token });
    const missing = await refused(fields({ ...FIELDS, order_id: 'shop-999999999' }), 'order_id', { token: other.token });
    expect(theirs.detail).toBe('order_id is not one of your orders');
    expect(missing.detail).toBe(theirs.detail);
    await refused(fields({ ...FIELDS, order_id: `trunk-${requestId}` }), 'order_id', { token: other.token });
    expect((await refused(fields({ ...FIELDS, order_id: `shop-${orderId}` }), 'order_id')).detail).toBe('order_id can only be given by a signed-in client');
  });

  it('answers 401 to a token that is no longer good, rather than take the ticket as a visitor’s', async () => {
    const email = newSender();
    expectProblem(await post(fields({ ...FIELDS, sender_email: email }), { token: 'expired.token.value' }), 401, 'UNAUTHORIZED');
    expect(await ticketsFrom(email)).toEqual([]);
  });

  it('takes at most 10 tickets an hour from one network address', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) expect((await post(fields({ ...FIELDS, sender_email: newSender() }), { ip })).statusCode).toBe(201);
    const email = newSender();
    const res = await post(fields({ ...FIELDS, sender_email: email }), { ip });
    expectProblem(res, 429, 'TOO_MANY_ATTEMPTS');
    expect(res.headers['retry-after']).toBeDefined();
    expect(await ticketsFrom(email)).toEqual([]);
  });
});

describe('GET /api/admin/support/tickets', () => {
  it('lists the tickets, newest first, with their files, for an administrator', async () => {
    const email = newSender();
    const sent = await post([...fields({ ...FIELDS, sender_email: email, object: 'PAYMENT' }), file('recu.jpg', JPEG, 'image/jpeg')], { locale: 'nl' });
    expect(sent.statusCode, sent.body).toBe(201);
    const res = await call(server, 'GET', '/api/admin/support/tickets?page_size=1', { token: TEST_ADMIN_TOKEN });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.value).toEqual([
      {
        id: sent.json().id,
        reference: sent.json().reference,
        created_at: sent.json().created_at,
        locale: 'nl',
        client_id: null,
        sender_name: 'Camille Martin',
        sender_email: email,
        sender_phone: null,
        object: 'PAYMENT',
        order_id: null,
        content: FIELDS.content,
        attachments: [{ name: 'recu.jpg', content_type: 'image/jpeg', size: JPEG.length }],
      },
    ]);
    expect(page.pagination).toMatchObject({ page: 1, page_size: 1, pages: page.pagination.total });
    expectProblem(await call(server, 'GET', `/api/admin/support/tickets?page_size=1&page=${page.pagination.total + 1}`, { token: TEST_ADMIN_TOKEN }), 404, 'NOT_FOUND');
    expectInvalid(await call(server, 'GET', '/api/admin/support/tickets?page_size=500', { token: TEST_ADMIN_TOKEN }), 'page_size', undefined, 'query');
  });

  it('is refused to a client (403) and without a token (401)', async () => {
    const client = await newClient(server);
    expectProblem(await call(server, 'GET', '/api/admin/support/tickets', { token: client.token }), 403, 'FORBIDDEN');
    expectProblem(await call(server, 'GET', '/api/admin/support/tickets'), 401, 'UNAUTHORIZED');
  });
});
