import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmEvents, paymentMethods, referrals } from '../db/schema';
import { startTestServer, type TestServer } from '../testing/app';
import { newClient, type TestClient } from '../testing/clients';
import { call, expectInvalid, expectProblem, signUp } from '../testing/http';
import { insertTestCatalogue } from '../testing/catalogue';
import { addAddress, addCard, order, putLine, type Shopper } from '../testing/shop';
import { mailsTo } from '../testing/trunks';
import { mailboxOf } from './emails';
import { rewardGodfather } from './reward';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const token64 = (email: string) => Buffer.from(email).toString('base64url');
const invite = (client: TestClient, payload: unknown, locale = 'fr') =>
  call(server, 'POST', '/api/clients/me/referral/godsons', { token: client.token, payload, headers: { 'x-lc-locale': locale } });
const referralOf = (token: string, locale = 'fr') => call(server, 'GET', '/api/clients/me/referral', { token, headers: { 'x-lc-locale': locale } });
const codesOf = (token: string) => call(server, 'GET', '/api/clients/me/coupon-codes', { token });
const walletCents = async (token: string) => Math.round((await call(server, 'GET', '/api/clients/me/wallet', { token })).json().amount * 100);
const friendEmail = () => `friend.${randomBytes(4).toString('hex')}@example.com`;

/** The reward as the ledger's `afterPayment` asks for it on a payment of the godson with `paymentMethodId`. */
const paid = (godsonId: number, paymentMethodId: number | null) => server.db.transaction((tx) => rewardGodfather(tx, godsonId, paymentMethodId));

describe('GET /api/clients/referral_offer and /api/clients/me/referral_offer', () => {
  const offer = { godfather_amount: 15, godson_amount: 15, godson_code_validity_months: 3 };
  it('gives the offer to anyone, and to a signed-in client in another locale', async () => {
    const open = await call(server, 'GET', '/api/clients/referral_offer');
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual(offer);
    const client = await newClient(server);
    const mine = await call(server, 'GET', '/api/clients/me/referral_offer', { token: client.token, headers: { 'x-lc-locale': 'es' } });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual(offer);
  });

  it('refuses the signed-in call without a token', async () => {
    expectProblem(await call(server, 'GET', '/api/clients/me/referral_offer'), 401, 'UNAUTHORIZED');
  });
});

describe('GET /api/clients/me/referral', () => {
  it('gives the share link in the request locale (the email base64url-encoded), no godsons, no rewards', async () => {
    const client = await newClient(server);
    const fr = await referralOf(client.token);
    expect(fr.statusCode).toBe(200);
    expect(fr.json()).toEqual({
      link: `${server.config.appUrl}/lp-referral/invitation?godfather=${token64(client.email)}`,
      godfather_amount: 15,
      rewards_total: 0,
      godsons: [],
    });
    expect((await referralOf(client.token, 'nl')).json().link).toBe(`${server.config.appUrl}/nl/lp-referral/invitation?godfather=${token64(client.email)}`);
  });

  it('is refused without a token', async () => {
    expectProblem(await call(server, 'GET', '/api/clients/me/referral'), 401, 'UNAUTHORIZED');
  });
});

describe('POST /api/clients/me/referral/godsons', () => {
  it('invites a friend: first in the list, mailed in the chosen language with the link', async () => {
    const godfather = await newClient(server, { firstname: 'Camille' });
    const earlier = friendEmail();
    expect((await invite(godfather, { email: earlier })).statusCode).toBe(201);
    const email = friendEmail();
    const res = await invite(godfather, { email: email.toUpperCase(), locale: 'de' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      email,
      firstname: null,
      status: 'INVITED',
      refused_reason: null,
      invited_at: expect.any(String),
      signed_up_at: null,
      rewarded_at: null,
    });
    const list = (await referralOf(godfather.token)).json().godsons;
    expect(list.map((godson: { email: string }) => godson.email)).toEqual([email, earlier]);
    const [mail] = await mailsTo(server, email);
    expect(mail!.subject.replace(/\s/g, ' ')).toBe('Camille schenkt Ihnen 15 € bei Little Closet');
    expect(mail!.text).toContain(`${server.config.appUrl}/de/lp-referral/invitation?godfather=${token64(godfather.email)}`);
    expect(mail!.text).toContain('3 Monate');
  });

  it('mails in the request language when no locale is given, naming the godfather by email without a first name', async () => {
    const godfather = await newClient(server);
    const email = friendEmail();
    expect((await invite(godfather, { email }, 'es')).statusCode).toBe(201);
    const [mail] = await mailsTo(server, email);
    expect(mail!.subject.replace(/\s/g, ' ')).toBe(`${godfather.email} te regala 15 € en Little Closet`);
    expect(mail!.text).toContain(`/es/lp-referral/invitation?godfather=`);
  });

  it('refuses the own address (gmail dots and +tags folded), an existing client, an invited address: nothing written nor mailed', async () => {
    const own = `ca.mille.${randomBytes(3).toString('hex')}@gmail.com`;
    const godfather = await newClient(server, { email: own });
    expectProblem(await invite(godfather, { email: own.toUpperCase() }), 409, 'REFERRAL_SELF');
    const [local, domain] = own.split('@') as [string, string];
    expectProblem(await invite(godfather, { email: `${local.replace(/\./g, '')}+shop@${domain}` }), 409, 'REFERRAL_SELF');
    const client = await newClient(server);
    expectProblem(await invite(godfather, { email: client.email }), 409, 'REFERRAL_ALREADY_CLIENT');
    const email = friendEmail();
    expect((await invite(godfather, { email })).statusCode).toBe(201);
    expectProblem(await invite(godfather, { email }), 409, 'REFERRAL_ALREADY_INVITED');
    const other = await newClient(server);
    expectProblem(await invite(other, { email }), 409, 'REFERRAL_ALREADY_INVITED');
    expect(await mailsTo(server, email)).toHaveLength(1);
    expect(await mailsTo(server, client.email)).toHaveLength(0);
    expect((await referralOf(godfather.token)).json().godsons).toHaveLength(1);
  });

  it('refuses a 21st invitation within 24 hours with a 429, also when they race', async () => {
    const godfather = await newClient(server);
    const results = await Promise.all(Array.from({ length: 21 }, () => invite(godfather, { email: friendEmail() })));
    expect(results.filter((res) => res.statusCode === 201)).toHaveLength(20);
    expectProblem(results.find((res) => res.statusCode !== 201)!, 429, 'TOO_MANY_INVITATIONS');
    expectProblem(await invite(godfather, { email: friendEmail() }), 429, 'TOO_MANY_INVITATIONS');
    await server.db.update(referrals).set({ invitedAt: new Date(Date.now() - 86_400_001) }).where(eq(referrals.godfatherClientId, godfather.id));
    expect((await invite(godfather, { email: friendEmail() })).statusCode).toBe(201);
  });

  it('refuses a bad email, a missing one and an unknown locale, naming them', async () => {
    const godfather = await newClient(server);
    expectInvalid(await invite(godfather, { email: 'not-an-email' }), 'email');
    expectInvalid(await invite(godfather, {}), 'email', 'An email is required');
    expectInvalid(await invite(godfather, { email: `${'a'.repeat(250)}@example.com` }), 'email');
    expectInvalid(await invite(godfather, { email: friendEmail(), locale: 'it' }), 'locale');
  });

  it('is refused without a token', async () => {
    expectProblem(await call(server, 'POST', '/api/clients/me/referral/godsons', { payload: { email: friendEmail() } }), 401, 'UNAUTHORIZED');
  });
});

describe('signing up as a godson', () => {
  it('through the share link: SIGNED_UP for the godfather, and a 15 € welcome code valid 3 months for the godson', async () => {
    const godfather = await newClient(server, { firstname: 'Camille' });
    const { pair } = await signUp(server, { firstname: 'Sofia', godfather_email: godfather.email.toUpperCase() }, 'nl');
    const [godson] = (await referralOf(godfather.token)).json().godsons;
    expect(godson).toMatchObject({ firstname: 'Sofia', status: 'SIGNED_UP', invited_at: null, signed_up_at: expect.any(String), rewarded_at: null });
    const { coupons } = (await codesOf(pair.access_token)).json();
    expect(coupons).toEqual([
      {
        code: expect.stringMatching(/^WELCOME-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/),
        kind: 'AMOUNT',
        amount: 15,
        percent: null,
        free_shipping: false,
        origin: 'REFERRAL',
        expires_at: expect.any(String),
        created_at: expect.any(String),
      },
    ]);
    const months = (Date.parse(coupons[0].expires_at) - Date.parse(coupons[0].created_at)) / (30.44 * 86_400_000);
    expect(months).toBeGreaterThan(2.9);
    expect(months).toBeLessThan(3.1);
    const checked = await call(server, 'GET', `/api/clients/me/discounts/${coupons[0].code}`, { token: pair.access_token });
    expect(checked.json()).toEqual({ code: coupons[0].code, kind: 'AMOUNT', percent: null, amount_ttc: 15, free_shipping: false });
  });

  it('after an invitation: the first godfather wins, even when another one’s link is used', async () => {
    const first = await newClient(server);
    const second = await newClient(server);
    const email = friendEmail();
    expect((await invite(first, { email })).statusCode).toBe(201);
    const res = await call(server, 'POST', '/api/clients', { payload: { email, password: 'Malle-2026!', firstname: 'Noa', godfather_email: second.email } });
    expect(res.statusCode, res.body).toBe(201);
    expect((await referralOf(first.token)).json().godsons).toEqual([
      expect.objectContaining({ email, firstname: 'Noa', status: 'SIGNED_UP', invited_at: expect.any(String), signed_up_at: expect.any(String) }),
    ]);
    expect((await referralOf(second.token)).json().godsons).toEqual([]);
    expect((await codesOf(res.json().access_token)).json().coupons).toEqual([expect.objectContaining({ origin: 'REFERRAL', amount: 15 })]);
  });

  it('after an invitation, without the link: still SIGNED_UP with the welcome code', async () => {
    const godfather = await newClient(server);
    const email = friendEmail();
    expect((await invite(godfather, { email })).statusCode).toBe(201);
    const res = await call(server, 'POST', '/api/clients', { payload: { email, password: 'Malle-2026!' } });
    expect(res.statusCode, res.body).toBe(201);
    expect((await referralOf(godfather.token)).json().godsons[0]).toMatchObject({ status: 'SIGNED_UP' });
    expect((await codesOf(res.json().access_token)).json().coupons).toHaveLength(1);
  });

  it('with the godfather’s own gmail mailbox: REFUSED (SAME_EMAIL), no welcome code', async () => {
    const base = `lea.${randomBytes(3).toString('hex')}`;
    const godfather = await newClient(server, { email: `${base}@gmail.com` });
    const res = await call(server, 'POST', '/api/clients', { payload: { email: `${base.replace('.', '')}+kids@googlemail.com`, password: 'Malle-2026!', godfather_email: godfather.email } });
    expect(res.statusCode, res.body).toBe(201);
    expect((await referralOf(godfather.token)).json().godsons).toEqual([expect.objectContaining({ status: 'REFUSED', refused_reason: 'SAME_EMAIL' })]);
    expect((await codesOf(res.json().access_token)).json().coupons).toEqual([]);
  });

  it('with an unknown godfather email: an account, no referral, no code', async () => {
    const { pair } = await signUp(server, { godfather_email: friendEmail() });
    expect((await codesOf(pair.access_token)).json().coupons).toEqual([]);
  });
});

describe('the godfather’s reward', () => {
  it('is 15 € in the wallet on the godson’s first payment, once: a second payment gives nothing', async () => {
    const godfather = await newClient(server, { firstname: 'Camille' });
    const { pair } = await signUp(server, { firstname: 'Sofia', godfather_email: godfather.email });
    const card = await addCard(server, pair.client_id);
    const before = await walletCents(godfather.token);
    expect(await paid(pair.client_id, card)).toMatchObject({ amountCents: 1500, godson: 'Sofia' });
    expect(await paid(pair.client_id, card)).toBeNull();
    expect(await walletCents(godfather.token)).toBe(before + 1500);
    const referral = (await referralOf(godfather.token)).json();
    expect(referral.rewards_total).toBe(15);
    expect(referral.godsons[0]).toMatchObject({ status: 'REWARDED', rewarded_at: expect.any(String) });
    const wallet = (await call(server, 'GET', '/api/clients/me/wallet', { token: godfather.token })).json();
    expect(wallet.transactions[0]).toMatchObject({ amount: 15, reason: 'REFERRAL_REWARD', source: { type: 'REFERRAL', name: 'Sofia' } });
  });

  it('is paid once when two payments settle at once', async () => {
    const godfather = await newClient(server);
    const { pair } = await signUp(server, { godfather_email: godfather.email });
    const results = await Promise.all([paid(pair.client_id, null), paid(pair.client_id, null)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await walletCents(godfather.token)).toBe(1500);
  });

  it('is refused when the godson pays with a card the godfather saved (brand, last 4, expiry): REFUSED, nothing paid, ever', async () => {
    const godfather = await newClient(server);
    await addCard(server, godfather.id, 'succeed', '2031-08-31');
    const { pair } = await signUp(server, { godfather_email: godfather.email });
    const sameCard = await addCard(server, pair.client_id, 'succeed', '2031-08-31');
    expect(await paid(pair.client_id, sameCard)).toBeNull();
    const otherCard = await addCard(server, pair.client_id, 'succeed', '2032-01-31');
    expect(await paid(pair.client_id, otherCard)).toBeNull();
    expect(await walletCents(godfather.token)).toBe(0);
    expect((await referralOf(godfather.token)).json().godsons[0]).toMatchObject({ status: 'REFUSED', refused_reason: 'SAME_CARD', rewarded_at: null });
  });

  it('is paid when only the last 4 digits match but not the expiry', async () => {
    const godfather = await newClient(server);
    await addCard(server, godfather.id, 'succeed', '2031-08-31');
    const { pair } = await signUp(server, { godfather_email: godfather.email });
    const card = await addCard(server, pair.client_id, 'succeed', '2030-02-28');
    const [row] = await server.db.select().from(paymentMethods).where(eq(paymentMethods.id, card));
    expect(row!.last4).toBe('4242');
    expect(await paid(pair.client_id, card)).not.toBeNull();
    expect(await walletCents(godfather.token)).toBe(1500);
  });

  it('is refused for the same account (SAME_ACCOUNT) and nothing else pays without a signed-up referral', async () => {
    const client = await newClient(server);
    await server.db.insert(referrals).values({ godfatherClientId: client.id, godsonEmail: `self.${randomBytes(3).toString('hex')}@example.com`, godsonClientId: client.id, status: 'SIGNED_UP', locale: 'fr' });
    expect(await paid(client.id, null)).toBeNull();
    const [row] = await server.db.select().from(referrals).where(eq(referrals.godfatherClientId, client.id));
    expect(row).toMatchObject({ status: 'REFUSED', refusedReason: 'SAME_ACCOUNT' });
    const stranger = await newClient(server);
    expect(await paid(stranger.id, null)).toBeNull();
  });
});

describe('the godfather’s reward through real payments', () => {
  /** A godson signed up through `godfather`'s link, ready to order with a sandbox card (expiring `expires`). */
  async function godsonOf(godfather: TestClient, expires = '2099-12-31'): Promise<Shopper> {
    const { email, pair } = await signUp(server, { firstname: 'Sofia', lastname: 'Moreau', godfather_email: godfather.email });
    const id = pair.client_id;
    return { id, email, token: pair.access_token, billingId: await addAddress(server, id, 'BILLING'), shippingId: await addAddress(server, id, 'SHIPPING'), cardId: await addCard(server, id, 'succeed', expires) };
  }
  async function buy(godson: Shopper) {
    const { products } = await insertTestCatalogue(server.db);
    await putLine(server, godson, products.boyTee.variants['4 ans']!);
    const res = await order(server, godson);
    expect(res.statusCode, res.body).toBe(201);
    const paying = await call(server, 'POST', `/api/clients/me/orders/${res.json().id}/payment`, { token: godson.token });
    expect(paying.statusCode, paying.body).toBe(200);
    expect(paying.json().status).toBe('PAID');
  }

  it('credits the godfather 15 € on the godson’s first paid order, and nothing on the second', async () => {
    const godfather = await newClient(server);
    const godson = await godsonOf(godfather);
    await buy(godson);
    expect(await walletCents(godfather.token)).toBe(1500);
    await buy(godson);
    expect(await walletCents(godfather.token)).toBe(1500);
    expect((await referralOf(godfather.token)).json()).toMatchObject({ rewards_total: 15, godsons: [expect.objectContaining({ status: 'REWARDED', firstname: 'Sofia' })] });
  });

  it('refuses the reward when the godson pays with the godfather’s card', async () => {
    const godfather = await newClient(server);
    await addCard(server, godfather.id, 'succeed', '2030-05-31');
    const godson = await godsonOf(godfather, '2030-05-31');
    await buy(godson);
    expect(await walletCents(godfather.token)).toBe(0);
    expect((await referralOf(godfather.token)).json().godsons[0]).toMatchObject({ status: 'REFUSED', refused_reason: 'SAME_CARD' });
  });
});

describe('POST /api/crm/event', () => {
  it('stores a referral_invitation event with the client, 204', async () => {
    const client = await newClient(server);
    const email = friendEmail();
    const res = await call(server, 'POST', '/api/crm/event', { token: client.token, payload: { event_name: 'referral_invitation', email: email.toUpperCase(), channel: 'email', page: '/infos/referral' } });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    const rows = await server.db.select().from(crmEvents).where(eq(crmEvents.clientId, client.id));
    expect(rows).toEqual([expect.objectContaining({ eventName: 'referral_invitation', payload: { email, channel: 'email', page: '/infos/referral' } })]);
  });

  it('refuses another event name, an unknown field, a long page, naming them', async () => {
    const client = await newClient(server);
    const post = (payload: unknown) => call(server, 'POST', '/api/crm/event', { token: client.token, payload });
    expectInvalid(await post({ event_name: 'signup' }), 'event_name');
    expectInvalid(await post({}), 'event_name', 'An event name is required');
    expectInvalid(await post({ event_name: 'referral_invitation', page: 'x'.repeat(201) }), 'page');
    expectInvalid(await post({ event_name: 'referral_invitation', channel: 'fax' }), 'channel');
    expect(await server.db.$count(crmEvents, eq(crmEvents.clientId, client.id))).toBe(0);
  });

  it('is refused without a token', async () => {
    expectProblem(await call(server, 'POST', '/api/crm/event', { payload: { event_name: 'referral_invitation' } }), 401, 'UNAUTHORIZED');
  });
});

describe('mailboxOf', () => {
  it('folds case everywhere, dots and +tags only at gmail', () => {
    expect(mailboxOf(' Ca.Mille+shop@GoogleMail.com ')).toBe('camille@gmail.com');
    expect(mailboxOf('ca.mille+shop@example.com')).toBe('ca.mille+shop@example.com');
  });
});
