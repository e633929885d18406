import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { birthdayOffers, profiles } from '../db/schema';
import { todayInFrance } from '../lib/birthdate';
import { outboxMail } from '../mail/port';
import { discountEffect, type DiscountRow } from '../shop';
import { startTestServer, type TestServer } from '../testing/app';
import { newClient, type TestClient } from '../testing/clients';
import { call } from '../testing/http';
import { mailsTo } from '../testing/trunks';
import { giveBirthdayOffers } from './birthday';

let server: TestServer;
const log = { error: vi.fn() };
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const give = (now = new Date()) => giveBirthdayOffers(server.db, { mail: outboxMail(server.db), appUrl: server.config.appUrl }, log, now);
const today = todayInFrance();
const year = Number(today.slice(0, 4));
const month = today.slice(5, 7);
/** Another month than this one. */
const otherMonth = month === '06' ? '07' : '06';

async function kid(client: TestClient, firstname: string, birthdate: string, profileType: 'KID' | 'WOMAN' = 'KID') {
  const [row] = await server.db
    .insert(profiles)
    .values({ clientId: client.id, firstname, gender: profileType === 'KID' ? 'GIRL' : 'WOMAN', profileType, birthdate, subscriptionStatus: 'PROSPECT', colorIndex: 0 })
    .returning({ id: profiles.id });
  return row!.id;
}

const codesOf = async (client: TestClient) => (await call(server, 'GET', '/api/clients/me/coupon-codes', { token: client.token })).json().coupons as Array<Record<string, unknown>>;
const offersOf = (client: TestClient) => server.db.select().from(birthdayOffers).where(eq(birthdayOffers.clientId, client.id));

describe('the birthday offers (a step of the trunk clock)', () => {
  it('gives a family, in a kid’s birthday month, a 15 % code to the month’s end and a mail naming the kid in the client’s language, once', async () => {
    const client = await newClient(server, { firstname: 'Anna', locale: 'de' });
    await kid(client, 'Lena', `${year - 6}-${month}-01`);
    expect(await give()).toBeGreaterThanOrEqual(1);
    const codes = await codesOf(client);
    expect(codes).toEqual([
      {
        code: expect.stringMatching(/^BDAY-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/),
        kind: 'BIRTHDAY',
        amount: null,
        percent: 15,
        free_shipping: false,
        origin: 'BIRTHDAY',
        expires_at: expect.any(String),
        created_at: expect.any(String),
      },
    ]);
    // To the end of this month in France: the first instant of the next month there.
    const expires = new Date(codes[0]!.expires_at as string);
    expect(todayInFrance(expires)).not.toBe(todayInFrance(new Date(expires.getTime() - 1)));
    expect(todayInFrance(expires).slice(8)).toBe('01');
    expect(todayInFrance(new Date(expires.getTime() - 1)).slice(5, 7)).toBe(month);
    const mails = await mailsTo(server, client.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject.replace(/\s/g, ' ')).toBe('Alles Gute zum Geburtstag, Lena! 15 % Rabatt im Shop');
    expect(mails[0]!.text).toContain('Hallo Anna,');
    expect(mails[0]!.text).toContain(codes[0]!.code as string);
    expect(mails[0]!.text).toContain(`${server.config.appUrl}/de/shop`);
    // A second run, and a run later in the month: nothing more.
    await give();
    await give(new Date(expires.getTime() - 60_000));
    expect(await codesOf(client)).toHaveLength(1);
    expect(await mailsTo(server, client.email)).toHaveLength(1);
  });

  it('gives one code per kid, each mail naming its kid, in French by default; the code checks as 15 % off in the month', async () => {
    const client = await newClient(server, { firstname: 'Camille' });
    await kid(client, 'Louise', `${year - 4}-${month}-02`);
    await kid(client, 'Hugo', `${year - 9}-${month}-03`);
    await give();
    const codes = await codesOf(client);
    expect(codes).toHaveLength(2);
    const subjects = (await mailsTo(server, client.email)).map((mail) => mail.subject.replace(/\s/g, ' ')).sort();
    expect(subjects).toEqual(['Joyeux anniversaire, Hugo ! 15 % offerts sur la boutique', 'Joyeux anniversaire, Louise ! 15 % offerts sur la boutique']);
    const checked = await call(server, 'GET', `/api/clients/me/discounts/${codes[0]!.code}`, { token: client.token });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toEqual({ code: codes[0]!.code, kind: 'BIRTHDAY', percent: 15, amount_ttc: null, free_shipping: false });
  });

  it('writes the mail in Dutch and Spanish too', async () => {
    for (const [locale, subject] of [
      ['nl', 'Gefeliciteerd, Fenna! 15% korting in de shop'],
      ['es', '¡Feliz cumpleaños, Lucía! 15 % de descuento en la tienda'],
    ] as const) {
      const client = await newClient(server, { locale });
      await kid(client, subject.includes('Fenna') ? 'Fenna' : 'Lucía', `${year - 3}-${month}-04`);
      await give();
      expect((await mailsTo(server, client.email)).map((mail) => mail.subject.replace(/\s/g, ' '))).toEqual([subject]);
    }
  });

  it('gives nothing for another month, a woman’s profile, a kid past 14, a baby born this year', async () => {
    const client = await newClient(server);
    await kid(client, 'Paul', `${year - 5}-${otherMonth}-10`);
    await kid(client, 'Julia', `${year - 30}-${month}-10`, 'WOMAN');
    await kid(client, 'Max', `${year - 15}-${month}-01`);
    await kid(client, 'Bébé', `${year}-${month}-01`);
    await give();
    expect(await offersOf(client)).toEqual([]);
    expect(await codesOf(client)).toEqual([]);
  });

  it('gives once per kid and year, also when two runs race; again the next year', async () => {
    const client = await newClient(server);
    const profileId = await kid(client, 'Jade', `${year - 7}-${month}-05`);
    await Promise.all([give(), give()]);
    expect(await offersOf(client)).toHaveLength(1);
    expect(await mailsTo(server, client.email)).toHaveLength(1);
    await give(new Date(Date.UTC(year + 1, Number(month) - 1, 15, 12)));
    const offers = await server.db.select().from(birthdayOffers).where(eq(birthdayOffers.profileId, profileId));
    expect(offers.map((offer) => offer.year).sort()).toEqual([year, year + 1]);
  });
});

describe('discountEffect of a birthday code', () => {
  const row = (fields: Partial<DiscountRow>): DiscountRow => ({
    code: 'X',
    kind: 'BIRTHDAY',
    percent: null,
    amountCents: null,
    minimumPoints: null,
    expiresAt: null,
    singleUse: true,
    clientId: null,
    origin: null,
    createdAt: new Date(),
    ...fields,
  });
  it('takes the percentage of an offer given by the clock, the amount of an older code', () => {
    expect(discountEffect(row({ percent: 15 }), 8000)).toEqual({ offCents: 1200, freeShipping: false });
    expect(discountEffect(row({ amountCents: 1000 }), 8000)).toEqual({ offCents: 1000, freeShipping: false });
  });
});
