import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneOptouts, subscribers } from '../db/schema';
import { startTestServer, TEST_ADMIN_TOKEN, type TestServer } from '../testing/app';
import { expectInvalid, expectProblem, newEmail, newIp } from '../testing/http';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

/** Each call from an address of its own, as the other suites' calls: the newsletter's limit per address is write-limits.test.ts's. */
function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return server.app.inject({ method: 'POST', url, payload: payload as string, headers, remoteAddress: newIp() });
}

function subscribe(payload: unknown, headers: Record<string, string> = {}) {
  return post('/api/subscribers', payload, headers);
}

function unsubscribePhone(payload: unknown, headers: Record<string, string> = {}) {
  return post('/api/subscribers/phone-unsubscribe', payload, headers);
}

function listSubscribers(query: string, authorization: string | null = `Bearer ${TEST_ADMIN_TOKEN}`) {
  return server.app.inject({
    method: 'GET',
    url: `/api/admin/subscribers${query}`,
    headers: authorization === null ? {} : { authorization },
  });
}

function rowsOf(email: string) {
  return server.db.select().from(subscribers).where(eq(subscribers.email, email.toLowerCase()));
}

/** Counts of both tables a newsletter call writes to. */
async function tableCounts() {
  return { subscribers: await server.db.$count(subscribers), phoneOptouts: await server.db.$count(phoneOptouts) };
}

/** Runs a call and checks that it changed nothing in the database. */
async function writesNothing(call: () => Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  const before = await tableCounts();
  const res = await call();
  expect(await tableCounts()).toEqual(before);
  return res;
}

describe('POST /api/subscribers', () => {
  describe('subscribing', () => {
    it('subscribes a lower-cased address to KID, in French, by default', async () => {
      const email = newEmail();
      const res = await subscribe({ email });
      expect(res.statusCode).toBe(201);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const body = res.json();
      expect(body).toEqual({
        email: email.toLowerCase(),
        list: 'KID',
        source: null,
        locale: 'fr',
        created: true,
        subscribed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
      });
      expect(Math.abs(Date.parse(body.subscribed_at) - Date.now())).toBeLessThan(60_000);
      const rows = await rowsOf(email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email: email.toLowerCase(), list: 'KID', source: null, locale: 'fr' });
    });

    it('keeps the list, the source and the locale of X-LC-Locale', async () => {
      const email = newEmail();
      const res = await subscribe({ email, list: 'WOMAN', source: 'footer' }, { 'x-lc-locale': 'de' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ email: email.toLowerCase(), list: 'WOMAN', source: 'footer', locale: 'de', created: true });
      const [row] = await rowsOf(email);
      expect(row).toMatchObject({ list: 'WOMAN', source: 'footer', locale: 'de' });
    });

    it.each(['nl', 'es'])('stores the locale %s', async (locale) => {
      const email = newEmail();
      expect((await subscribe({ email }, { 'x-lc-locale': locale })).json().locale).toBe(locale);
      expect((await rowsOf(email))[0]?.locale).toBe(locale);
    });

    it('accepts a source of 64 characters', async () => {
      const res = await subscribe({ email: newEmail(), source: 'quiz_kid-2026'.padEnd(64, 'x') });
      expect(res.statusCode).toBe(201);
    });

    it('answers 200 created:false to the same address again, in any case, and writes one row', async () => {
      const email = newEmail();
      const first = await subscribe({ email, source: 'quiz' }, { 'x-lc-locale': 'nl' });
      expect(first.statusCode).toBe(201);
      const again = await subscribe({ email: email.toUpperCase(), source: 'footer' }, { 'x-lc-locale': 'es' });
      expect(again.statusCode).toBe(200);
      // The first subscription stands: its source, locale and date are answered.
      expect(again.json()).toEqual({ ...first.json(), created: false });
      expect(await rowsOf(email)).toHaveLength(1);
      const third = await subscribe({ email: email.toLowerCase() });
      expect(third.statusCode).toBe(200);
      expect(third.json().created).toBe(false);
      expect(await rowsOf(email)).toHaveLength(1);
    });

    it('subscribes the same address to the other list as a new subscription', async () => {
      const email = newEmail();
      expect((await subscribe({ email, list: 'KID' })).statusCode).toBe(201);
      const woman = await subscribe({ email, list: 'WOMAN' });
      expect(woman.statusCode).toBe(201);
      expect(woman.json()).toMatchObject({ list: 'WOMAN', created: true });
      const rows = await rowsOf(email);
      expect(rows.map((r) => r.list).sort()).toEqual(['KID', 'WOMAN']);
    });

    it('accepts JSON sent with a charset', async () => {
      const email = newEmail();
      const res = await subscribe(JSON.stringify({ email }), { 'content-type': 'application/json; charset=utf-8' });
      expect(res.statusCode).toBe(201);
    });
  });

  describe('missing email', () => {
    it.each([{}, { list: 'KID' }, { source: 'footer' }])('answers "An email is required" for %j', async (body) => {
      const res = await writesNothing(() => subscribe(body));
      const problem = expectInvalid(res, 'email', 'An email is required');
      expect(problem.errors).toContainEqual({ field: 'email', pointer: '/email', in: 'body', detail: 'email is required' });
      expect(problem.instance).toBe('/api/subscribers');
    });

    it('names the unknown field as well when the email is missing', async () => {
      const res = await writesNothing(() => subscribe({ mail: 'a@example.com' }));
      const problem = expectInvalid(res, 'email', 'An email is required');
      expect(problem.errors?.map((e) => e.field).sort()).toEqual(['email', 'mail']);
    });
  });

  describe('unknown fields', () => {
    it('refuses an unknown field with a 400 naming it and writes nothing', async () => {
      const email = newEmail();
      const res = await writesNothing(() => subscribe({ email, firstname: 'Camille' }));
      const problem = expectInvalid(res, 'firstname');
      expect(problem.errors).toEqual([{ field: 'firstname', pointer: '/firstname', in: 'body', detail: 'firstname is not a known field' }]);
      expect(await rowsOf(email)).toHaveLength(0);
    });

    it('names every unknown field', async () => {
      const res = await writesNothing(() => subscribe({ email: newEmail(), phone: '+33612345678', optin: true }));
      const problem = expectProblem(res, 400, 'VALIDATION_ERROR');
      expect(problem.errors?.map((e) => e.field).sort()).toEqual(['optin', 'phone']);
      expect(problem.detail).toContain('phone');
      expect(problem.detail).toContain('optin');
    });
  });

  describe('malformed email', () => {
    it.each([
      'nope',
      'parent@',
      '@example.com',
      'parent example@example.com',
      'parent@@example.com',
      '',
      ' parent@example.com',
      'parent@example.com ',
    ])('refuses %j', async (email) => {
      const res = await writesNothing(() => subscribe({ email }));
      const problem = expectInvalid(res, 'email');
      expect(problem.detail).toBe('email must be a valid email');
    });

    it('does not trim: a padded address is refused, not stored', async () => {
      const email = newEmail();
      expectInvalid(await writesNothing(() => subscribe({ email: `  ${email}  ` })), 'email');
      expect(await rowsOf(email)).toHaveLength(0);
    });

    it('refuses an address longer than 254 characters', async () => {
      const email = `${'a'.repeat(60)}@${Array.from({ length: 4 }, () => 'b'.repeat(60)).join('.')}.com`;
      expect(email.length).toBeGreaterThan(254);
      const problem = expectInvalid(await writesNothing(() => subscribe({ email })), 'email');
      expect(problem.detail).toContain('254');
    });

    it.each([123, true, { address: 'a@example.com' }, null])('refuses an email of the wrong type: %j', async (email) => {
      expectInvalid(await writesNothing(() => subscribe({ email })), 'email');
    });
  });

  describe('list', () => {
    it.each(['MAN', 'kid', 'Woman', '', 'KID,WOMAN'])('refuses the list %j', async (list) => {
      const problem = expectInvalid(await writesNothing(() => subscribe({ email: newEmail(), list })), 'list');
      expect(problem.detail).toBe('list must be one of KID, WOMAN');
    });

    it('refuses a list that is not a string', async () => {
      const problem = expectInvalid(await writesNothing(() => subscribe({ email: newEmail(), list: 1 })), 'list');
      expect(problem.detail).toBe('list must be string');
    });
  });

  describe('source', () => {
    it('refuses a source of 65 characters', async () => {
      const problem = expectInvalid(await writesNothing(() => subscribe({ email: newEmail(), source: 'x'.repeat(65) })), 'source');
      expect(problem.detail).toContain('64');
    });

    it.each(['Footer', 'foot er', 'footer!', 'quiz/kid', 'é', ''])('refuses the source %j', async (source) => {
      expectInvalid(await writesNothing(() => subscribe({ email: newEmail(), source })), 'source');
    });
  });

  describe('body', () => {
    it('refuses a body that is not JSON', async () => {
      const res = await writesNothing(() => subscribe('{"email": "a@example.com"', { 'content-type': 'application/json' }));
      const problem = expectProblem(res, 400, 'INVALID_JSON');
      expect(problem.detail).toBe('The body is not valid JSON');
    });

    it('refuses an empty JSON body', async () => {
      const res = await writesNothing(() => subscribe('', { 'content-type': 'application/json' }));
      const problem = expectProblem(res, 400, 'INVALID_JSON');
      expect(problem.detail).toBe('The body is not valid JSON');
    });

    it('refuses a request without a body, naming the body', async () => {
      const res = await writesNothing(() => server.app.inject({ method: 'POST', url: '/api/subscribers' }));
      const problem = expectProblem(res, 400, 'VALIDATION_ERROR');
      expect(problem.detail).toBe('An email is required');
      expect(problem.errors).toEqual([{ field: 'body', pointer: '', in: 'body', detail: 'body is required' }]);
    });

    it.each([
      ['an array', [{ email: 'a@example.com' }]],
      ['null', null],
      ['a string', 'a@example.com'],
      ['a number', 42],
    ])('refuses a body that is %s, naming the body', async (_, body) => {
      const res = await writesNothing(() => subscribe(JSON.stringify(body), { 'content-type': 'application/json' }));
      const problem = expectProblem(res, 400, 'VALIDATION_ERROR');
      expect(problem.errors).toEqual([{ field: 'body', pointer: '', in: 'body', detail: 'the body must be object' }]);
      expect(problem.detail).toBe('the body must be object');
    });

    it.each(['text/plain', 'application/problem+json', 'application/x-www-form-urlencoded'])(
      'refuses a body sent as %s without writing it',
      async (contentType) => {
        const payload = contentType.includes('form') ? 'email=a%40example.com' : JSON.stringify({ email: 'not an email', list: 'NONE', extra: 1 });
        const res = await writesNothing(() => subscribe(payload, { 'content-type': contentType }));
        expectProblem(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
      },
    );

    it('takes body values as they are: a one-item array or a number is not a string', async () => {
      expectInvalid(await writesNothing(() => subscribe({ email: [newEmail()] })), 'email');
      expectInvalid(await writesNothing(() => subscribe({ email: newEmail(), list: ['WOMAN'] })), 'list');
      expectInvalid(await writesNothing(() => unsubscribePhone({ list: 'KID', phone: 612345678 })), 'phone');
    });

    it('refuses a body over 1 MiB', async () => {
      const res = await writesNothing(() => subscribe({ email: newEmail(), source: 'x'.repeat(1024 * 1024) }));
      expectProblem(res, 413, 'PAYLOAD_TOO_LARGE');
    });
  });

  it('refuses an unknown X-LC-Locale and writes nothing', async () => {
    const email = newEmail();
    const res = await writesNothing(() => subscribe({ email }, { 'x-lc-locale': 'en' }));
    expectInvalid(res, 'x-lc-locale', undefined, 'header');
    expect(await rowsOf(email)).toHaveLength(0);
  });
});

describe('POST /api/subscribers/phone-unsubscribe', () => {
  const optoutsOf = (phone: string) => server.db.select().from(phoneOptouts).where(eq(phoneOptouts.phone, phone));

  it('stops a number, stored as digits with its +, and answers it', async () => {
    const res = await unsubscribePhone({ list: 'KID', phone: '+33 6 12-34.56.78' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ list: 'KID', phone: '+33612345678', unsubscribed: true });
    const rows = await optoutsOf('+33612345678');
    expect(rows).toEqual([expect.objectContaining({ phone: '+33612345678', list: 'KID' })]);
  });

  it('stores a number without + as its digits', async () => {
    const res = await unsubscribePhone({ list: 'WOMAN', phone: '06 98 76 54 32' });
    expect(res.json()).toEqual({ list: 'WOMAN', phone: '0698765432', unsubscribed: true });
    expect(await optoutsOf('0698765432')).toHaveLength(1);
  });

  it('answers the same when asked again, in another spelling, and keeps one row', async () => {
    const first = await unsubscribePhone({ list: 'KID', phone: '+49 30 1234 5678' });
    const again = await unsubscribePhone({ list: 'KID', phone: '+49-30-12345678' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await optoutsOf('+493012345678')).toHaveLength(1);
  });

  it('stops the other list of the same number as its own row', async () => {
    await unsubscribePhone({ list: 'KID', phone: '+31 20 555 0101' });
    const woman = await unsubscribePhone({ list: 'WOMAN', phone: '+31 20 555 0101' });
    expect(woman.statusCode).toBe(200);
    const rows = await optoutsOf('+31205550101');
    expect(rows.map((r) => r.list).sort()).toEqual(['KID', 'WOMAN']);
  });

  it('answers "List and phone are mandatory" without a list', async () => {
    const problem = expectInvalid(await writesNothing(() => unsubscribePhone({ phone: '+33612345678' })), 'list', 'List and phone are mandatory');
    expect(problem.errors).toEqual([{ field: 'list', pointer: '/list', in: 'body', detail: 'list is required' }]);
  });

  it('answers "List and phone are mandatory" without a phone', async () => {
    const problem = expectInvalid(await writesNothing(() => unsubscribePhone({ list: 'KID' })), 'phone', 'List and phone are mandatory');
    expect(problem.errors).toEqual([{ field: 'phone', pointer: '/phone', in: 'body', detail: 'phone is required' }]);
  });

  it('answers "List and phone are mandatory" without both, naming both', async () => {
    const problem = expectProblem(await writesNothing(() => unsubscribePhone({})), 400, 'VALIDATION_ERROR');
    expect(problem.detail).toBe('List and phone are mandatory');
    expect(problem.errors?.map((e) => e.field).sort()).toEqual(['list', 'phone']);
  });

  it.each(['abc', '12345', '+33 6 12 34 56 78 90 12 34', '++33612345678', ' +33612345678', '+33(0)612345678', '', '-33612345678'])(
    'refuses the phone %j',
    async (phone) => {
      const problem = expectInvalid(await writesNothing(() => unsubscribePhone({ list: 'KID', phone })), 'phone');
      expect(problem.errors?.map((e) => e.field)).toEqual(['phone']);
    },
  );

  it.each(['SMS', 'kid', ''])('refuses the list %j', async (list) => {
    const problem = expectInvalid(await writesNothing(() => unsubscribePhone({ list, phone: '+33612345678' })), 'list');
    expect(problem.detail).toBe('list must be one of KID, WOMAN');
  });

  it('refuses an unknown field with a 400 naming it and writes nothing', async () => {
    const res = await writesNothing(() => unsubscribePhone({ list: 'KID', phone: '+33 6 00 00 00 01', email: 'a@example.com' }));
    const problem = expectInvalid(res, 'email');
    expect(problem.errors).toEqual([{ field: 'email', pointer: '/email', in: 'body', detail: 'email is not a known field' }]);
    expect(await optoutsOf('+33600000001')).toHaveLength(0);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await writesNothing(() => unsubscribePhone('list=KID&phone=0612345678', { 'content-type': 'application/json' }));
    expectProblem(res, 400, 'INVALID_JSON');
  });

  it('refuses a body that is an array', async () => {
    const res = await writesNothing(() => unsubscribePhone([{ list: 'KID', phone: '+33612345678' }]));
    expectInvalid(res, 'body');
  });

  it.each(['text/plain', 'application/problem+json'])('refuses a body sent as %s without writing it', async (contentType) => {
    const res = await writesNothing(() => unsubscribePhone(JSON.stringify({ list: 'NONE', phone: 'x' }), { 'content-type': contentType }));
    expectProblem(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a request without a body with the mandatory-fields message', async () => {
    const res = await writesNothing(() => server.app.inject({ method: 'POST', url: '/api/subscribers/phone-unsubscribe' }));
    expect(expectProblem(res, 400, 'VALIDATION_ERROR').detail).toBe('List and phone are mandatory');
  });
});

describe('GET /api/admin/subscribers', () => {
  it.each([
    ['without a token', null],
    ['with a wrong token', 'Bearer not-the-token'],
    ['with the token but no scheme', TEST_ADMIN_TOKEN],
    ['with the token as Basic', `Basic ${TEST_ADMIN_TOKEN}`],
    ['with an empty bearer', 'Bearer '],
  ])('is a 401 problem %s, and shows no subscriber', async (_, authorization) => {
    const res = await listSubscribers('?email=parent@demo.littlecloset.test', authorization);
    const problem = expectProblem(res, 401, 'UNAUTHORIZED');
    expect(problem.instance).toBe('/api/admin/subscribers');
    expect(res.body).not.toContain('parent@demo');
  });

  it('finds a subscriber by email, whatever its case', async () => {
    const email = newEmail('Finder');
    const created = (await subscribe({ email, source: 'landing' }, { 'x-lc-locale': 'es' })).json();
    const res = await listSubscribers(`?email=${encodeURIComponent(email.toUpperCase())}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ subscribers: [{ ...created, created: false }] });
  });

  it('finds the seeded demo subscriber', async () => {
    const res = await listSubscribers('?email=parent@demo.littlecloset.test');
    expect(res.json().subscribers).toEqual([
      expect.objectContaining({ email: 'parent@demo.littlecloset.test', list: 'KID', source: 'quiz', locale: 'fr', created: false }),
    ]);
  });

  it('filters by list', async () => {
    const email = newEmail('Both');
    await subscribe({ email, list: 'KID' });
    await subscribe({ email, list: 'WOMAN' });
    const both = (await listSubscribers(`?email=${encodeURIComponent(email)}`)).json().subscribers;
    expect(both.map((s: { list: string }) => s.list).sort()).toEqual(['KID', 'WOMAN']);
    const woman = (await listSubscribers(`?email=${encodeURIComponent(email)}&list=WOMAN`)).json().subscribers;
    expect(woman).toEqual([expect.objectContaining({ email: email.toLowerCase(), list: 'WOMAN' })]);
    const allWoman = (await listSubscribers('?list=WOMAN')).json().subscribers as Array<{ email: string; list: string }>;
    expect(allWoman.length).toBeGreaterThan(0);
    expect(allWoman.every((s) => s.list === 'WOMAN')).toBe(true);
    expect(allWoman.map((s) => s.email)).toContain('femme@demo.littlecloset.test');
  });

  it('answers newest first', async () => {
    const older = newEmail('Older');
    const newer = newEmail('Newer');
    await subscribe({ email: older });
    await subscribe({ email: newer });
    const emails = ((await listSubscribers('?list=KID')).json().subscribers as Array<{ email: string }>).map((s) => s.email);
    expect(emails.indexOf(newer.toLowerCase())).toBeGreaterThanOrEqual(0);
    expect(emails.indexOf(newer.toLowerCase())).toBeLessThan(emails.indexOf(older.toLowerCase()));
  });

  it('answers an empty list for an unknown address', async () => {
    const res = await listSubscribers('?email=nobody@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ subscribers: [] });
  });

  it('refuses an unknown list with a 400 naming list', async () => {
    const problem = expectInvalid(await listSubscribers('?list=MAN'), 'list', undefined, 'query');
    expect(problem.detail).toBe('list must be one of KID, WOMAN');
  });

  it('refuses an email longer than 254 characters', async () => {
    expectInvalid(await listSubscribers(`?email=${'a'.repeat(250)}%40example.com`), 'email', undefined, 'query');
  });

  it('refuses an unknown X-LC-Locale', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/admin/subscribers',
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'x-lc-locale': 'en' },
    });
    expectInvalid(res, 'x-lc-locale', undefined, 'header');
  });
});
