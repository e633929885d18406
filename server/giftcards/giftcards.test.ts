import { randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clients, giftCards, mailOutbox, payments, sandboxPaymentMethods } from '../db/schema';
import { addDays, todayInFrance } from '../lib/birthdate';
import { outboxMail } from '../mail/port';
import { startTestServer, TEST_ADMIN_TOKEN, type TestServer } from '../testing/app';
import { gatewayOf } from '../testing/at-home';
import { newClient, type TestClient } from '../testing/clients';
import { call, expectInvalid, expectProblem, newEmail } from '../testing/http';
import { addCard, type CardBehaviour } from '../testing/shop';
import { previewKeyOf } from '../testing/trunks';
import { advanceTrunks, type TrunkClockDeps } from '../trunks';

let server: TestServer;
let mailer: TrunkClockDeps;
const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
beforeAll(async () => {
  server = await startTestServer();
  mailer = { mail: outboxMail(server.db), appUrl: server.config.appUrl, previewTokenKey: await previewKeyOf(server), gateway: await gatewayOf(server) };
});
afterAll(async () => server?.close());

const today = todayInFrance();

interface Buyer extends TestClient {
  cardId: number;
}
async function newBuyer(card: CardBehaviour = 'succeed', firstname = 'Camille'): Promise<Buyer> {
  const client = await newClient(server, { firstname, lastname: 'Martin' });
  return { ...client, cardId: await addCard(server, client.id, card) };
}

const input = (buyer: Buyer, fields: Record<string, unknown> = {}) => ({
  amount: 50,
  for: 'KID',
  design: 'STARS',
  recipient_name: 'Léa',
  recipient_email: newEmail('Recipient'),
  recipient_locale: 'fr',
  message: 'Joyeux anniversaire !',
  send_on: addDays(today, 3),
  payment_method_id: buyer.cardId,
  ...fields,
});
const buy = (buyer: Buyer, fields: Record<string, unknown> = {}, key: string = randomUUID(), locale = 'fr') =>
  call(server, 'POST', '/api/clients/me/gift_card_orders', { token: buyer.token, headers: { 'idempotency-key': key, 'x-lc-locale': locale }, payload: input(buyer, fields) });
const getOrder = (client: TestClient, id: number) => call(server, 'GET', `/api/clients/me/gift_card_orders/${id}`, { token: client.token });
const payAgain = (client: TestClient, id: number, paymentMethodId: number) =>
  call(server, 'POST', `/api/clients/me/gift_card_orders/${id}/pay`, { token: client.token, payload: { payment_method_id: paymentMethodId } });
const lookup = (client: TestClient, code: string, locale = 'fr') => call(server, 'GET', `/api/clients/me/gift_cards/${encodeURIComponent(code)}`, { token: client.token, headers: { 'x-lc-locale': locale } });
const redeem = (client: TestClient, code: string) => call(server, 'POST', `/api/clients/me/gift_cards/${encodeURIComponent(code)}/redeem`, { token: client.token });
const cardRow = async (id: number) => (await server.db.select().from(giftCards).where(eq(giftCards.id, id)))[0]!;
const attemptsOf = (id: number) => server.db.select().from(payments).where(eq(payments.giftCardId, id));
const outbox = (recipient: string) => server.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient.toLowerCase()));

/** A paid card sent today, as its recipient gets it: its code. */
async function paidCode(fields: Record<string, unknown> = {}): Promise<{ code: string; id: number; buyer: Buyer }> {
  const buyer = await newBuyer();
  const res = await buy(buyer, { send_on: today, ...fields });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  return { code: (await cardRow(id)).code, id, buyer };
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

describe('GET /api/gift_cards/offer', () => {
  it('gives the presets, the free amount bounds, the designs, the validity and the sending window, to anyone', async () => {
    for (const locale of ['fr', 'nl']) {
      const res = await call(server, 'GET', '/api/gift_cards/offer', { headers: { 'x-lc-locale': locale } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ presets: [25, 50, 80, 100, 150], min_amount: 20, max_amount: 300, designs: ['STARS', 'RAINBOW', 'LEAVES', 'HEART'], validity_months: 12, max_send_days: 365 });
    }
  });
});

describe('POST /api/clients/me/gift_card_orders', () => {
  it('refuses what a gift card cannot be, naming the field, and buys nothing', async () => {
    const buyer = await newBuyer();
    const other = await newBuyer();
    expectInvalid(await buy(buyer, { amount: 19.99 }), 'amount');
    expectInvalid(await buy(buyer, { amount: 301 }), 'amount');
    expectInvalid(await buy(buyer, { amount: 25.5 }), 'amount');
    expectInvalid(await buy(buyer, { design: 'UNICORN' }), 'design');
    expectInvalid(await buy(buyer, { for: 'MAN' }), 'for');
    expectInvalid(await buy(buyer, { recipient_email: 'not-an-email' }), 'recipient_email');
    expectInvalid(await buy(buyer, { message: 'x'.repeat(301) }), 'message');
    expectInvalid(await buy(buyer, { recipient_name: 'x'.repeat(61) }), 'recipient_name');
    expectInvalid(await buy(buyer, { recipient_name: 'Lé\u0000a' }), 'recipient_name');
    expectInvalid(await buy(buyer, { recipient_name: '   ' }), 'recipient_name');
    expectInvalid(await buy(buyer, { recipient_locale: 'it' }), 'recipient_locale');
    expectInvalid(await buy(buyer, { send_on: addDays(today, -1) }), 'send_on');
    expectInvalid(await buy(buyer, { send_on: addDays(today, 366) }), 'send_on');
    expectInvalid(await buy(buyer, { payment_method_id: other.cardId }), 'payment_method_id');
    expectInvalid(await buy(buyer, { payment_method_id: await addCard(server, buyer.id, 'succeed', addDays(today, -1)) }), 'payment_method_id');
    expectInvalid(await buy(buyer, { gift_wrap: true }), 'gift_wrap');
    const noKey = await call(server, 'POST', '/api/clients/me/gift_card_orders', { token: buyer.token, payload: input(buyer) });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().detail).toMatch(/idempotency-key/i);
    expect(await server.db.select().from(giftCards).where(eq(giftCards.buyerClientId, buyer.id))).toHaveLength(0);
  });

  it('asks for a signed-in buyer', async () => {
    const buyer = await newBuyer();
    const res = await call(server, 'POST', '/api/clients/me/gift_card_orders', { headers: { 'idempotency-key': randomUUID() }, payload: input(buyer) });
    expectProblem(res, 401, 'UNAUTHORIZED');
  });

  it('takes a free amount in whole euros and the edges 20 and 300, for tomorrow and for a year from today', async () => {
    const buyer = await newBuyer();
    for (const [amount, sendOn] of [[20, addDays(today, 1)], [300, addDays(today, 365)], [37, addDays(today, 30)]] as const) {
      const res = await buy(buyer, { amount, send_on: sendOn });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ amount, send_on: sendOn, status: 'PAID', sent_at: null });
    }
  });

  it('charges the card: PAID, the buyer a GIVER, the code kept from them but its last 4; a card for a later day waits', async () => {
    const buyer = await newBuyer();
    expect((await server.db.select().from(clients).where(eq(clients.id, buyer.id)))[0]!.giftCardStatus).toBeNull();
    const sendOn = addDays(today, 3);
    const res = await buy(buyer, { amount: 80, design: 'LEAVES', for: 'WOMAN', recipient_name: ' Léa ', recipient_email: 'Lea.Dupont@Example.org', send_on: sendOn });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    const row = await cardRow(body.id);
    expect(row.code).toMatch(/^LC-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(body).toEqual({
      id: row.id,
      status: 'PAID',
      amount: 80,
      for: 'WOMAN',
      design: 'LEAVES',
      recipient_name: 'Léa',
      recipient_email: 'lea.dupont@example.org',
      recipient_locale: 'fr',
      message: 'Joyeux anniversaire !',
      send_on: sendOn,
      expires_at: expect.any(String),
      code_last4: row.code.slice(-4),
      paid_at: expect.any(String),
      sent_at: null,
      created_at: expect.any(String),
      payment: { status: 'SUCCEEDED', redirect_url: null, decline_code: null, code: null, type: null },
    });
    expect(JSON.stringify(body)).not.toContain(row.code);
    // Valid to the end of the same day a year after it is sent, in France.
    const expires = new Date(body.expires_at);
    expect(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(expires)).toBe(`${Number(sendOn.slice(0, 4)) + 1}${sendOn.slice(4)}`);
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', timeStyle: 'medium' }).format(expires)).toBe('23:59:59');
    expect((await server.db.select().from(clients).where(eq(clients.id, buyer.id)))[0]!.giftCardStatus).toBe('GIVER');
    expect((await call(server, 'GET', '/api/clients/me', { token: buyer.token })).json().gift_card_status).toBe('GIVER');
    expect(await outbox('lea.dupont@example.org')).toHaveLength(0);
    expect((await getOrder(buyer, body.id)).json()).toMatchObject({ status: 'PAID', sent_at: null });
  });

  it('gives the same gift card order for the same key, charged once, also when asked twice at once', async () => {
    const buyer = await newBuyer();
    const key = randomUUID();
    const first = await buy(buyer, {}, key);
    expect(first.statusCode).toBe(201);
    const again = await buy(buyer, { amount: 100 }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.json().id, amount: 50, status: 'PAID' });
    expect(await attemptsOf(first.json().id)).toHaveLength(1);

    const together = randomUUID();
    const answers = await Promise.all([buy(buyer, {}, together), buy(buyer, {}, together)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(answers[0]!.json().id).toBe(answers[1]!.json().id);
    expect(answers.map((a) => a.json().status)).toEqual(['PAID', 'PAID']);
    expect(await attemptsOf(answers[0]!.json().id)).toHaveLength(1);
    expect(await server.db.select().from(giftCards).where(eq(giftCards.buyerClientId, buyer.id))).toHaveLength(2);
  });

  it('says why the bank declined, then pays with another card; a paid card is not paid twice', async () => {
    const buyer = await newBuyer('decline:insufficient_funds');
    const res = await buy(buyer);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'PAYMENT_FAILED', paid_at: null, payment: { status: 'FAILED', decline_code: 'insufficient_funds', code: 'card_declined', type: 'card_error' } });
    const id = res.json().id as number;
    expect((await getOrder(buyer, id)).json()).toMatchObject({ status: 'PAYMENT_FAILED', payment: { decline_code: 'insufficient_funds' } });
    expect((await server.db.select().from(clients).where(eq(clients.id, buyer.id)))[0]!.giftCardStatus).toBeNull();
    const other = await newBuyer();
    expectInvalid(await payAgain(buyer, id, other.cardId), 'payment_method_id');
    expectInvalid(await call(server, 'POST', `/api/clients/me/gift_card_orders/${id}/pay`, { token: buyer.token, payload: {} }), 'payment_method_id');
    const good = await addCard(server, buyer.id);
    expect((await payAgain(buyer, id, good)).json()).toMatchObject({ status: 'PAID', payment: { status: 'SUCCEEDED', decline_code: null } });
    expect(await attemptsOf(id)).toHaveLength(2);
    expectProblem(await payAgain(buyer, id, good), 409, 'GIFT_CARD_ORDER_ALREADY_PAID');
    expect(await attemptsOf(id)).toHaveLength(2);
  });

  it('sends the payer to 3-D Secure, back to the success page in their language; the order settles when read', async () => {
    const buyer = await newBuyer('require_action');
    const res = await buy(buyer, {}, randomUUID(), 'es');
    expect(res.json()).toMatchObject({ status: 'PAYMENT_REQUIRES_ACTION', payment: { status: 'REQUIRES_ACTION', redirect_url: expect.stringContaining('/es/sandbox/approve/') } });
    const id = res.json().id as number;
    const [attempt] = await attemptsOf(id);
    const [approval] = await server.db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, attempt!.externalId!));
    expect(approval!.returnUrl).toBe(`/es/giftcard/payment-successful?id=${id}`);
    expect((await getOrder(buyer, id)).json()).toMatchObject({ status: 'PAYMENT_REQUIRES_ACTION', payment: { redirect_url: expect.stringContaining('/sandbox/approve/') } });
    // The payer approves on the sandbox's page.
    await server.db.update(sandboxPaymentMethods).set({ behaviour: 'approved' }).where(eq(sandboxPaymentMethods.id, attempt!.externalId!));
    expect((await getOrder(buyer, id)).json()).toMatchObject({ status: 'PAID', paid_at: expect.any(String), payment: { status: 'SUCCEEDED', redirect_url: null } });
    expect((await server.db.select().from(clients).where(eq(clients.id, buyer.id)))[0]!.giftCardStatus).toBe('GIVER');
  });

  it('cancels an attempt left at 3-D Secure before paying with another card', async () => {
    const buyer = await newBuyer('require_action');
    const id = (await buy(buyer)).json().id as number;
    const [waiting] = await attemptsOf(id);
    const good = await addCard(server, buyer.id);
    expect((await payAgain(buyer, id, good)).json()).toMatchObject({ status: 'PAID', payment: { status: 'SUCCEEDED' } });
    const [left] = await server.db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, waiting!.externalId!));
    expect(left!.behaviour).toBe('canceled');
    const attempts = await attemptsOf(id);
    expect(attempts.map((a) => a.status).sort()).toEqual(['FAILED', 'SUCCEEDED']);
  });

  it('mails a card paid for today at once, in the recipient’s language, with its PDF card', async () => {
    const buyer = await newBuyer('succeed', 'Anke');
    const email = newEmail('Empfaenger');
    const res = await buy(buyer, { send_on: today, recipient_locale: 'de', recipient_email: email, recipient_name: 'Jürgen', amount: 25, message: 'Alles Gute zum Geburtstag!' });
    expect(res.json()).toMatchObject({ status: 'PAID', recipient_locale: 'de', sent_at: expect.any(String) });
    const code = (await cardRow(res.json().id)).code;
    const [mail] = await outbox(email);
    expect(mail!.subject).toMatch(/^Anke schenkt Ihnen eine Little-Closet-Geschenkkarte über 25\s€$/);
    expect(mail!.text).toContain('Hallo Jürgen,');
    expect(mail!.text).toContain(code);
    expect(mail!.text).toContain('Alles Gute zum Geburtstag!');
    expect(mail!.text).toContain(`${server.config.appUrl}/de/infos/add-giftcard`);
    expect(mail!.attachments).toEqual([{ filename: 'little-closet-geschenkkarte.pdf', contentType: 'application/pdf', content: expect.any(String) }]);
    const pdf = Buffer.from(mail!.attachments![0]!.content, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const drawn = pdfText(pdf);
    expect(drawn).toContain(code);
    expect(drawn).toContain('Für Jürgen');
    expect(drawn).toContain('Von Anke');
    const listed = await call(server, 'GET', `/api/admin/mails?recipient=${encodeURIComponent(email)}`, { token: TEST_ADMIN_TOKEN });
    expect(listed.json().mails[0].attachments).toEqual([{ filename: 'little-closet-geschenkkarte.pdf', content_type: 'application/pdf', size: pdf.length }]);
  });
});

describe('GET /api/clients/me/gift_card_orders/{id}', () => {
  it('keeps another client’s gift card order as unknown as a missing one', async () => {
    const buyer = await newBuyer();
    const id = (await buy(buyer)).json().id as number;
    const stranger = await newBuyer();
    expectProblem(await getOrder(stranger, id), 404, 'NOT_FOUND');
    expectProblem(await payAgain(stranger, id, stranger.cardId), 404, 'NOT_FOUND');
    expectProblem(await getOrder(buyer, 2147483647), 404, 'NOT_FOUND');
    expectInvalid(await getOrder(buyer, 2147483648), 'id', undefined, 'path');
    expectProblem(await call(server, 'GET', `/api/clients/me/gift_card_orders/${id}`), 401, 'UNAUTHORIZED');
  });
});

describe('the trunk clock and gift cards', () => {
  it('mails a paid card on its sending date in France, once, in the recipient’s language', async () => {
    const email = newEmail('Destinataria');
    const sendOn = addDays(today, 2);
    const { code } = await paidCode({ send_on: sendOn, recipient_locale: 'es', recipient_email: email, recipient_name: 'Lucía', design: 'HEART', message: null });
    await advanceTrunks(server.db, new Date(`${addDays(today, 1)}T12:00:00Z`), mailer, log);
    expect(await outbox(email)).toHaveLength(0);
    // 23:30 in Paris the day before (UTC+1 in winter, +2 in summer): still not the day.
    await advanceTrunks(server.db, new Date(`${addDays(today, 1)}T21:30:00Z`), mailer, log);
    expect(await outbox(email)).toHaveLength(0);
    const at = new Date(`${sendOn}T06:00:00Z`);
    await Promise.all([advanceTrunks(server.db, at, mailer, log), advanceTrunks(server.db, at, mailer, log)]);
    await advanceTrunks(server.db, new Date(`${addDays(sendOn, 1)}T06:00:00Z`), mailer, log);
    const mails = await outbox(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Camille te regala una tarjeta regalo de Little Closet de 50\s€$/);
    expect(mails[0]!.text).toContain('¡Hola, Lucía!');
    expect(mails[0]!.text).toContain(code);
    expect(mails[0]!.text).toContain('/es/infos/add-giftcard');
    const pdf = Buffer.from(mails[0]!.attachments![0]!.content, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(pdf)).toContain(code);
    expect(mails[0]!.attachments![0]!.filename).toBe('tarjeta-regalo-little-closet.pdf');
  });

  it('never mails an unpaid card', async () => {
    const buyer = await newBuyer('decline:card_declined');
    const email = newEmail('Nobody');
    await buy(buyer, { send_on: today, recipient_email: email });
    await advanceTrunks(server.db, new Date(), mailer, log);
    expect(await outbox(email)).toHaveLength(0);
  });
});

describe('GET /api/clients/me/gift_cards/{code}', () => {
  it('shows a paid card, its code trimmed and in any case, with the giver’s first name and words', async () => {
    const { code } = await paidCode({ amount: 150, design: 'RAINBOW', message: 'Pour Léo' });
    const recipient = await newClient(server);
    for (const typed of [code, `  ${code.toLowerCase()} `]) {
      const res = await lookup(recipient, typed, 'de');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ code, amount: 150, expires_at: expect.any(String), for: 'KID', design: 'RAINBOW', from_name: 'Camille', message: 'Pour Léo' });
    }
  });

  it('knows no unknown or unpaid card, and says when a card is used or expired', async () => {
    const recipient = await newClient(server);
    expectProblem(await lookup(recipient, 'LC-AAAA-BBBB-CCCC'), 404, 'GIFT_CARD_NOT_FOUND');
    const unpaid = await newBuyer('decline:card_declined');
    const id = (await buy(unpaid)).json().id as number;
    expectProblem(await lookup(recipient, (await cardRow(id)).code), 404, 'GIFT_CARD_NOT_FOUND');
    expectProblem(await redeem(recipient, (await cardRow(id)).code), 404, 'GIFT_CARD_NOT_FOUND');
    const expired = await paidCode();
    await server.db.update(giftCards).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(giftCards.id, expired.id));
    expectProblem(await lookup(recipient, expired.code), 409, 'GIFT_CARD_EXPIRED');
    expectProblem(await redeem(recipient, expired.code), 409, 'GIFT_CARD_EXPIRED');
    expectInvalid(await lookup(recipient, 'x'.repeat(65)), 'code', undefined, 'path');
    expectProblem(await call(server, 'GET', `/api/clients/me/gift_cards/${expired.code}`), 401, 'UNAUTHORIZED');
  });
});

describe('POST /api/clients/me/gift_cards/{code}/redeem', () => {
  it('adds the card to the wallet once: the wallet shows it, the card is used after', async () => {
    const { code } = await paidCode({ amount: 80 });
    const recipient = await newClient(server);
    const res = await redeem(recipient, ` ${code.toLowerCase()}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      amount: 80,
      total: 1,
      transactions: [{ amount: 80, reason: 'GIFT_CARD_REDEEMED', source: { type: 'GIFT_CARD', name: code.slice(-4) } }],
    });
    expectProblem(await redeem(recipient, code), 409, 'GIFT_CARD_ALREADY_USED');
    expectProblem(await lookup(recipient, code), 409, 'GIFT_CARD_ALREADY_USED');
    const wallet = await call(server, 'GET', '/api/clients/me/wallet', { token: recipient.token });
    expect(wallet.json()).toMatchObject({ amount: 80, total: 1 });
  });

  it('credits one of two clients adding the same card at once; the other hears it is used', async () => {
    const { code } = await paidCode({ amount: 25 });
    const [anna, ben] = [await newClient(server), await newClient(server)];
    const answers = await Promise.all([redeem(anna, code), redeem(ben, code)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expectProblem(answers.find((a) => a.statusCode === 409)!, 409, 'GIFT_CARD_ALREADY_USED');
    const amounts = await Promise.all([anna, ben].map(async (c) => (await call(server, 'GET', '/api/clients/me/wallet', { token: c.token })).json().amount));
    expect(amounts.sort()).toEqual([0, 25]);
  });

  it('asks for a signed-in client', async () => {
    const { code } = await paidCode();
    expectProblem(await call(server, 'POST', `/api/clients/me/gift_cards/${code}/redeem`), 401, 'UNAUTHORIZED');
  });
});

describe('the shop’s code field and gift cards', () => {
  const discount = (client: TestClient, code: string) => call(server, 'GET', `/api/clients/me/discounts/${encodeURIComponent(code)}`, { token: client.token });

  it('sends a gift card’s code to the wallet, or says it is used or expired; an unpaid one is unknown', async () => {
    const shopper = await newClient(server);
    const valid = await paidCode();
    expectProblem(await discount(shopper, ` ${valid.code.toLowerCase()} `), 409, 'GIFT_CARD_TO_WALLET');
    await redeem(await newClient(server), valid.code);
    expectProblem(await discount(shopper, valid.code), 409, 'GIFT_CARD_ALREADY_USED');
    const expired = await paidCode();
    await server.db.update(giftCards).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(giftCards.id, expired.id));
    expectProblem(await discount(shopper, expired.code), 409, 'GIFT_CARD_EXPIRED');
    const unpaid = await newBuyer('decline:card_declined');
    const id = (await buy(unpaid)).json().id as number;
    expectProblem(await discount(shopper, (await cardRow(id)).code), 404, 'DISCOUNT_NOT_FOUND');
  });

  it('has the demo gift card ready for Camille’s wallet, given by Julia', async () => {
    const shopper = await newClient(server);
    expectProblem(await discount(shopper, 'cadeau-50-demo'), 409, 'GIFT_CARD_TO_WALLET');
    expect((await lookup(shopper, 'CADEAU-50-DEMO')).json()).toMatchObject({ code: 'CADEAU-50-DEMO', amount: 50, from_name: 'Julia' });
    expectProblem(await discount(shopper, 'CADEAU-30-UTILISE'), 409, 'GIFT_CARD_ALREADY_USED');
  });
});
