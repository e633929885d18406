import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, photos, profiles } from '../db/schema';
import { todayInFrance } from '../lib/birthdate';
import { startTestServer, type TestServer } from '../testing/app';
import { newClient, newQuizClient, type TestClient } from '../testing/clients';
import { call, expectInvalid, expectProblem, getMe } from '../testing/http';

const REQUIRED = 'Firstname, gender are mandatory. birthdate is mandatory for KIDS.';
const PHOTO_MAX_BYTES = 4096;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { photoMaxBytes: PHOTO_MAX_BYTES } });
});
afterAll(async () => server?.close());

type Profile = { id: number; client_id: number; photo_url: string | null; color: { background: string; textColor: string }; [key: string]: unknown };

/** The date `days` after (or before) `date`. */
function shift(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
const yearsAgo = (years: number) => String(Number(todayInFrance().slice(0, 4)) - years) + todayInFrance().slice(4);

const KID = { firstname: 'Léa', gender: 'GIRL', birthdate: '2020-05-04' };

function createKid(client: TestClient, payload: unknown) {
  return call(server, 'POST', '/api/clients/me/kids', { token: client.token, payload });
}

async function kidOf(client: TestClient, payload: Record<string, unknown> = KID): Promise<Profile> {
  const res = await createKid(client, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Profile;
}

async function clientRow(client: TestClient) {
  const [row] = await server.db.select().from(clients).where(eq(clients.id, client.id));
  return row;
}

/** A multipart body with one file part. */
function multipart(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = '----littlecloset' + Math.random().toString(16).slice(2);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('a tiny png body')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('a tiny jpeg body')]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x10, 0, 0, 0]), Buffer.from('WEBPVP8 a tiny webp body')]);

function uploadPhoto(client: TestClient, id: number, body: { payload: Buffer; headers: Record<string, string> }) {
  return call(server, 'POST', `/api/clients/me/kids/${id}/photo`, { token: client.token, ...body });
}

describe('POST /api/clients/me/kids', () => {
  it('creates a kid with every field of a profile', async () => {
    const client = await newClient(server);
    const quiz = { top_size: '4 ans', bottom_size: '5 ans', shoe_size: 27, styles: ['casual', 'rock'], liked_colors: ['yellow'], disliked_colors: ['pink'], dislikes: ['ruffles', 'hoods'] };
    const res = await createKid(client, { ...KID, firstname: ' Léa ', description: 'Loves dinosaurs', quiz });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      client_id: client.id,
      firstname: 'Léa',
      gender: 'GIRL',
      profile_type: 'KID',
      birthdate: '2020-05-04',
      description: 'Loves dinosaurs',
      has_requested: false,
      subscriptions: [],
      subscription_status: 'PROSPECT_WITH_KID',
      photo_url: null,
      color: { background: '#FBE3E8', textColor: '#6B2437' },
      quiz,
      created_at: expect.any(String),
    });
  });

  it('creates a woman profile, birthdate optional, with the woman quiz', async () => {
    const client = await newClient(server);
    const quiz = { top_size: 'M', bottom_size: '40', shoe_size: 39, morphology: 'X', styles: ['chic'], budget: '30_50' };
    const woman = await kidOf(client, { firstname: 'Julia', gender: 'WOMAN', quiz });
    expect(woman).toMatchObject({ profile_type: 'WOMAN', gender: 'WOMAN', birthdate: null, subscription_status: 'PROSPECT_WITH_WOMAN', quiz });
  });

  it.each([
    ['without firstname', { gender: 'BOY', birthdate: '2020-01-01' }, 'firstname'],
    ['without gender', { firstname: 'Tom', birthdate: '2020-01-01' }, 'gender'],
    ['without either', { birthdate: '2020-01-01' }, 'firstname'],
    ['for a kid without birthdate', { firstname: 'Tom', gender: 'BOY' }, 'birthdate'],
    ['for a kid typed KID without birthdate', { firstname: 'Tom', gender: 'GIRL', profile_type: 'KID' }, 'birthdate'],
  ])('is a 400 with the mandatory-fields message %s', async (_, payload, field) => {
    const client = await newClient(server);
    expectInvalid(await createKid(client, payload), field, REQUIRED);
    expect(await server.db.$count(profiles, eq(profiles.clientId, client.id))).toBe(0);
  });

  it.each([
    ['a gender that is not the type', { ...KID, profile_type: 'WOMAN' }, 'gender'],
    ['an unknown gender', { ...KID, gender: 'KID' }, 'gender'],
    ['an unknown field', { ...KID, age: 4 }, 'age'],
    ['a blank firstname', { ...KID, firstname: '   ' }, 'firstname'],
    ['an impossible date', { ...KID, birthdate: '2020-02-30' }, 'birthdate'],
    ['a woman answer on a kid', { ...KID, quiz: { morphology: 'A' } }, 'quiz.morphology'],
    ['a woman size on a kid', { ...KID, quiz: { top_size: 'XL' } }, 'quiz.top_size'],
    ['a kid size on a woman', { firstname: 'Ana', gender: 'WOMAN', quiz: { bottom_size: '4 ans' } }, 'quiz.bottom_size'],
    ['a kid shoe size out of range', { ...KID, quiz: { shoe_size: 41 } }, 'quiz.shoe_size'],
    ['an unknown style', { ...KID, quiz: { styles: ['punk'] } }, 'quiz.styles.0'],
  ])('is a 400 naming the field for %s', async (_, payload, field) => {
    const client = await newClient(server);
    expectInvalid(await createKid(client, payload), field);
    expect(await server.db.$count(profiles, eq(profiles.clientId, client.id))).toBe(0);
  });

  it('takes kids from birth to the day before their 15th birthday', async () => {
    const client = await newClient(server);
    for (const birthdate of [todayInFrance(), shift(yearsAgo(15), 1), yearsAgo(14)]) {
      expect((await createKid(client, { ...KID, birthdate })).statusCode, birthdate).toBe(201);
    }
  });

  it('refuses a kid on its 15th birthday or older with KID_TOO_OLD, and one born after today with INVALID_BIRTHDATE', async () => {
    const client = await newClient(server);
    for (const birthdate of [yearsAgo(15), shift(yearsAgo(15), -1)]) {
      const problem = expectProblem(await createKid(client, { ...KID, birthdate }), 400, 'KID_TOO_OLD');
      expect(problem.errors).toEqual([expect.objectContaining({ field: 'birthdate' })]);
    }
    const future = expectProblem(await createKid(client, { ...KID, birthdate: shift(todayInFrance(), 1) }), 400, 'INVALID_BIRTHDATE');
    expect(future.errors).toEqual([expect.objectContaining({ field: 'birthdate' })]);
    expectProblem(await createKid(client, { firstname: 'Ana', gender: 'WOMAN', birthdate: shift(todayInFrance(), 1) }), 400, 'INVALID_BIRTHDATE');
    expect((await createKid(client, { firstname: 'Ana', gender: 'WOMAN', birthdate: '1961-07-01' })).statusCode).toBe(201);
    expect(await server.db.$count(profiles, eq(profiles.clientId, client.id))).toBe(1);
  });

  it('gives the n-th profile of a gender its palette n mod 3, per gender', async () => {
    const client = await newClient(server);
    const boys = [];
    for (let i = 0; i < 4; i++) boys.push((await kidOf(client, { ...KID, firstname: `Boy${i}`, gender: 'BOY' })).color);
    expect(boys).toEqual([
      { background: '#DCEBF7', textColor: '#1B3A57' },
      { background: '#D7F0E6', textColor: '#1E4D3B' },
      { background: '#E6E3F6', textColor: '#35306B' },
      { background: '#DCEBF7', textColor: '#1B3A57' },
    ]);
    expect((await kidOf(client, KID)).color).toEqual({ background: '#FBE3E8', textColor: '#6B2437' });
    expect((await kidOf(client, { ...KID, gender: 'GIRL' })).color).toEqual({ background: '#FFF0D6', textColor: '#6A4210' });
    expect((await kidOf(client, { firstname: 'Ana', gender: 'WOMAN' })).color).toEqual({ background: '#F6DDD8', textColor: '#5E2A22' });
    // Another account starts again from the first palette.
    expect((await kidOf(await newClient(server), { ...KID, gender: 'BOY' })).color).toEqual(boys[0]);
  });

  it('moves the client from PROSPECT to PROSPECT_WITH_KID with the first kid, and its woman status with the first woman profile', async () => {
    const client = await newClient(server);
    expect((await getMe(server, client.token)).json()).toMatchObject({ subscription_status: 'PROSPECT', woman_subscription_status: null });
    await kidOf(client);
    expect((await getMe(server, client.token)).json()).toMatchObject({ subscription_status: 'PROSPECT_WITH_KID', woman_subscription_status: null });
    await kidOf(client, { firstname: 'Julia', gender: 'WOMAN' });
    expect((await getMe(server, client.token)).json()).toMatchObject({ subscription_status: 'PROSPECT_WITH_KID', woman_subscription_status: 'PROSPECT_WITH_WOMAN' });
    const prospect = await newClient(server, { womanSubscriptionStatus: 'PROSPECT' });
    await kidOf(prospect, { firstname: 'Julia', gender: 'WOMAN' });
    expect((await clientRow(prospect))).toMatchObject({ subscriptionStatus: 'PROSPECT', womanSubscriptionStatus: 'PROSPECT_WITH_WOMAN' });
  });

  it('feeds the data layer with the profiles', async () => {
    const client = await newClient(server);
    await kidOf(client);
    await kidOf(client, { firstname: 'Julia', gender: 'WOMAN' });
    const layer = (await call(server, 'GET', '/api/clients/me/data-layer', { token: client.token })).json();
    expect(layer).toMatchObject({ profiles_count: 2, client_kind: 'prospect', subscription_status: 'PROSPECT_WITH_KID', woman_subscription_status: 'PROSPECT_WITH_WOMAN' });
  });

  it('is a 401 without a token', async () => {
    expectProblem(await call(server, 'POST', '/api/clients/me/kids', { payload: KID }), 401, 'UNAUTHORIZED');
  });
});

describe('GET /api/clients/me/kids', () => {
  it("lists the client's own profiles, oldest first, and nobody else's", async () => {
    const client = await newClient(server);
    const other = await newClient(server);
    const first = await kidOf(client, { ...KID, firstname: 'Léa' });
    const second = await kidOf(client, { firstname: 'Julia', gender: 'WOMAN' });
    await kidOf(other);
    const res = await call(server, 'GET', '/api/clients/me/kids', { token: client.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([first, second]);
    expect((await call(server, 'GET', '/api/clients/me/kids', { token: (await newClient(server)).token })).json()).toEqual([]);
  });
});

describe('GET, PATCH and DELETE /api/clients/me/kids/{id}', () => {
  it('gives one profile', async () => {
    const client = await newClient(server);
    const kid = await kidOf(client);
    const res = await call(server, 'GET', `/api/clients/me/kids/${kid.id}`, { token: client.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(kid);
  });

  it('changes only the fields sent, and replaces the quiz answers as a whole', async () => {
    const client = await newClient(server);
    const kid = await kidOf(client, { ...KID, description: 'Loves red', quiz: { top_size: '4 ans', styles: ['casual'] } });
    const res = await call(server, 'PATCH', `/api/clients/me/kids/${kid.id}`, { token: client.token, payload: { quiz: { styles: ['chic', 'rock'], shoe_size: 28 } } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...kid, quiz: { styles: ['chic', 'rock'], shoe_size: 28 } });
    const renamed = await call(server, 'PATCH', `/api/clients/me/kids/${kid.id}`, { token: client.token, payload: { firstname: 'Léonie', description: null } });
    expect(renamed.json()).toMatchObject({ firstname: 'Léonie', description: null, birthdate: '2020-05-04', gender: 'GIRL', quiz: { styles: ['chic', 'rock'], shoe_size: 28 } });
  });

  it('gives a kid who changes gender the next palette of the new gender', async () => {
    const client = await newClient(server);
    await kidOf(client, { ...KID, gender: 'BOY' });
    const kid = await kidOf(client, KID);
    const res = await call(server, 'PATCH', `/api/clients/me/kids/${kid.id}`, { token: client.token, payload: { gender: 'BOY' } });
    expect(res.json()).toMatchObject({ gender: 'BOY', color: { background: '#D7F0E6', textColor: '#1E4D3B' } });
  });

  it.each([
    ['a birthdate 15 years ago', { birthdate: yearsAgo(15) }, 400, 'KID_TOO_OLD'],
    ['no birthdate for a kid', { birthdate: null }, 400, 'VALIDATION_ERROR'],
    ['the gender of a woman', { gender: 'WOMAN' }, 400, 'VALIDATION_ERROR'],
    ['a woman answer', { quiz: { budget: 'over_80' } }, 400, 'VALIDATION_ERROR'],
    ['the profile type', { profile_type: 'WOMAN' }, 400, 'VALIDATION_ERROR'],
    ['nothing', {}, 400, 'VALIDATION_ERROR'],
  ])('refuses %s and changes nothing', async (_, payload, status, type) => {
    const client = await newClient(server);
    const kid = await kidOf(client);
    const problem = expectProblem(await call(server, 'PATCH', `/api/clients/me/kids/${kid.id}`, { token: client.token, payload }), status, type);
    if ('birthdate' in payload && payload.birthdate === null) expect(problem.detail).toBe(REQUIRED);
    expect((await call(server, 'GET', `/api/clients/me/kids/${kid.id}`, { token: client.token })).json()).toEqual(kid);
  });

  it("lets a woman's birthdate go", async () => {
    const client = await newClient(server);
    const woman = await kidOf(client, { firstname: 'Julia', gender: 'WOMAN', birthdate: '1990-01-01' });
    expect((await call(server, 'PATCH', `/api/clients/me/kids/${woman.id}`, { token: client.token, payload: { birthdate: null } })).json().birthdate).toBeNull();
  });

  it('deletes a profile with its photo; the client statuses follow the profiles left', async () => {
    const client = await newClient(server);
    const kid = await kidOf(client);
    const photoUrl = (await uploadPhoto(client, kid.id, multipart('photo', 'lea.png', 'image/png', PNG))).json().photo_url as string;
    const res = await call(server, 'DELETE', `/api/clients/me/kids/${kid.id}`, { token: client.token });
    expect(res.statusCode).toBe(204);
    expectProblem(await call(server, 'GET', `/api/clients/me/kids/${kid.id}`, { token: client.token }), 404, 'NOT_FOUND');
    expectProblem(await call(server, 'GET', photoUrl), 404, 'NOT_FOUND');
    expect(await server.db.$count(photos, eq(photos.profileId, kid.id))).toBe(0);
    expect((await clientRow(client))!.subscriptionStatus).toBe('PROSPECT');
    expectProblem(await call(server, 'DELETE', `/api/clients/me/kids/${kid.id}`, { token: client.token }), 404, 'NOT_FOUND');
  });

  it("is a 404 for another client's profile on every call, and changes nothing", async () => {
    const owner = await newClient(server);
    const intruder = await newClient(server);
    const kid = await kidOf(owner);
    const token = intruder.token;
    const calls = [
      call(server, 'GET', `/api/clients/me/kids/${kid.id}`, { token }),
      call(server, 'PATCH', `/api/clients/me/kids/${kid.id}`, { token, payload: { firstname: 'Mallory' } }),
      call(server, 'DELETE', `/api/clients/me/kids/${kid.id}`, { token }),
      uploadPhoto(intruder, kid.id, multipart('photo', 'x.png', 'image/png', PNG)),
      call(server, 'POST', `/api/clients/me/kids/${kid.id}/requests`, { token, payload: {} }),
      call(server, 'POST', `/api/clients/me/kids/${kid.id}/subscriptions`, { token, payload: { frequency: 1 } }),
      call(server, 'GET', '/api/clients/me/kids/2147483647', { token }),
    ];
    for (const res of await Promise.all(calls)) {
      const problem = expectProblem(res, 404, 'NOT_FOUND');
      expect(problem.detail).toBe('No such profile');
    }
    expect((await call(server, 'GET', `/api/clients/me/kids/${kid.id}`, { token: owner.token })).json()).toEqual(kid);
  });

  it('is a 400 naming the id for an id that is not one', async () => {
    const client = await newClient(server);
    for (const id of ['abc', '0', '2147483648']) expectInvalid(await call(server, 'GET', `/api/clients/me/kids/${id}`, { token: client.token }), 'id', undefined, 'path');
  });
});

describe('POST /api/clients/me/kids/{id}/photo and GET /api/photos/{photoId}', () => {
  it.each([
    ['a PNG', PNG, 'image/png'],
    ['a JPEG', JPEG, 'image/jpeg'],
    ['a WebP image', WEBP, 'image/webp'],
  ])('stores %s and serves it back privately, for a year, without sniffing', async (_, bytes, type) => {
    const client = await newClient(server);
    const kid = await kidOf(client);
    // The type comes from the bytes, not from what the upload declares.
    const res = await uploadPhoto(client, kid.id, multipart('photo', 'photo.bin', 'application/octet-stream', bytes));
    expect(res.statusCode, res.body).toBe(200);
    const { photo_url } = res.json() as Profile;
    expect(photo_url).toMatch(/^\/api\/photos\/[A-Za-z0-9_-]{32}$/);
    expect((await call(server, 'GET', `/api/clients/me/kids/${kid.id}`, { token: client.token })).json().photo_url).toBe(photo_url);
    const served = await call(server, 'GET', photo_url!);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(type);
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('replaces the previous photo with one at a new address', async () => {
    const client = await newClient(server);
    const kid = await kidOf(client);
    const first = (await uploadPhoto(client, kid.id, multipart('photo', 'a.png', 'image/png', PNG))).json().photo_url as string;
    const second = (await uploadPhoto(client, kid.id, multipart('photo', 'b.jpg', 'image/jpeg', JPEG))).json().photo_url as string;
    expect(second).not.toBe(first);
    expectProblem(await call(server, 'GET', first), 404, 'NOT_FOUND');
    expect((await call(server, 'GET', second)).headers['content-type']).toBe('image/jpeg');
    expect(await server.db.$count(photos, eq(photos.profileId, kid.id))).toBe(1);
  });

  it.each([
    ['a text file that claims to be a PNG', multipart('photo', 'evil.png', 'image/png', Buffer.from('<script>alert(1)</script>')), 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['a GIF', multipart('photo', 'anim.gif', 'image/gif', Buffer.from('GIF89a....')), 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['an empty file', multipart('photo', 'empty.png', 'image/png', Buffer.alloc(0)), 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['a photo larger than the limit', multipart('photo', 'big.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(PHOTO_MAX_BYTES)])), 413, 'PAYLOAD_TOO_LARGE'],
    ['a file in another field', multipart('picture', 'a.png', 'image/png', PNG), 400, 'VALIDATION_ERROR'],
  ])('refuses %s, naming photo, and keeps the photo it had', async (_, body, status, type) => {
    const client = await newClient(server);
    const kid = await kidOf(client);
    const kept = (await uploadPhoto(client, kid.id, multipart('photo', 'a.png', 'image/png', PNG))).json().photo_url as string;
    const problem = expectProblem(await uploadPhoto(client, kid.id, body), status, type);
    expect(problem.errors).toEqual([expect.objectContaining({ field: 'photo' })]);
    expect((await call(server, 'GET', `/api/clients/me/kids/${kid.id}`, { token: client.token })).json().photo_url).toBe(kept);
  });

  it('takes a photo of exactly the limit', async () => {
    const client = await newClient(server);
    const kid = await kidOf(client);
    const body = multipart('photo', 'full.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(PHOTO_MAX_BYTES - PNG.length)]));
    expect((await uploadPhoto(client, kid.id, body)).statusCode).toBe(200);
  });

  it('is a 400 without a file or with a malformed form, and a 415 for a JSON body', async () => {
    const client = await newClient(server);
    const kid = await kidOf(client);
    const boundary = 'littlecloset';
    const fieldOnly = {
      payload: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
    const problem = expectProblem(await uploadPhoto(client, kid.id, fieldOnly), 400, 'VALIDATION_ERROR');
    expect(problem.errors).toEqual([expect.objectContaining({ field: 'photo' })]);
    expectProblem(await call(server, 'POST', `/api/clients/me/kids/${kid.id}/photo`, { token: client.token }), 400, 'VALIDATION_ERROR');
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=nowhere']) {
      const malformed = expectProblem(await uploadPhoto(client, kid.id, { payload: Buffer.from('not a form'), headers: { 'content-type': contentType } }), 400, 'VALIDATION_ERROR');
      expect(malformed.errors).toEqual([expect.objectContaining({ field: 'photo' })]);
    }
    expectProblem(await call(server, 'POST', `/api/clients/me/kids/${kid.id}/photo`, { token: client.token, payload: { photo: 'x' } }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(await server.db.$count(photos, eq(photos.profileId, kid.id))).toBe(0);
  });

  it('is a 401 without a token, and stores nothing for another client', async () => {
    const owner = await newClient(server);
    const kid = await kidOf(owner);
    expectProblem(await call(server, 'POST', `/api/clients/me/kids/${kid.id}/photo`, multipart('photo', 'a.png', 'image/png', PNG)), 401, 'UNAUTHORIZED');
    expectProblem(await uploadPhoto(await newClient(server), kid.id, multipart('photo', 'a.png', 'image/png', PNG)), 404, 'NOT_FOUND');
    expect(await server.db.$count(photos, eq(photos.profileId, kid.id))).toBe(0);
  });

  it('is a 404 for an unknown photo and a 400 for an id that cannot be one', async () => {
    expectProblem(await call(server, 'GET', `/api/photos/${'A'.repeat(32)}`), 404, 'NOT_FOUND');
    expectInvalid(await call(server, 'GET', '/api/photos/short'), 'photoId', undefined, 'path');
  });
});

describe('POST /api/clients/me/kids/{id}/reassign', () => {
  function reassign(client: TestClient, id: number, payload: unknown) {
    return call(server, 'POST', `/api/clients/me/kids/${id}/reassign`, { token: client.token, payload });
  }

  it("moves a quiz profile, answers and photo, to the signed-in account, and deletes the emptied quiz account", async () => {
    const quiz = await newQuizClient(server);
    const kid = await kidOf(quiz, { ...KID, quiz: { top_size: '4 ans' }, description: 'Shy' });
    const photoUrl = (await uploadPhoto(quiz, kid.id, multipart('photo', 'a.png', 'image/png', PNG))).json().photo_url;
    const parent = await newClient(server);
    await kidOf(parent, { ...KID, firstname: 'Zoé' });
    const res = await reassign(parent, kid.id, { source_access_token: quiz.token });
    expect(res.statusCode, res.body).toBe(200);
    // The parent's second girl: the second palette.
    expect(res.json()).toEqual({ ...kid, client_id: parent.id, photo_url: photoUrl, color: { background: '#FFF0D6', textColor: '#6A4210' } });
    expect((await call(server, 'GET', '/api/clients/me/kids', { token: parent.token })).json()).toHaveLength(2);
    expect((await call(server, 'GET', photoUrl)).statusCode).toBe(200);
    expect(await clientRow(quiz)).toBeUndefined();
    expectProblem(await getMe(server, quiz.token), 401, 'UNAUTHORIZED');
    expect((await clientRow(parent))!.subscriptionStatus).toBe('PROSPECT_WITH_KID');
  });

  it('keeps the quiz account while it holds another profile', async () => {
    const quiz = await newQuizClient(server);
    const kid = await kidOf(quiz);
    await kidOf(quiz, { firstname: 'Julia', gender: 'WOMAN' });
    const parent = await newClient(server);
    expect((await reassign(parent, kid.id, { source_access_token: quiz.token })).statusCode).toBe(200);
    expect(await clientRow(quiz)).toMatchObject({ subscriptionStatus: 'PROSPECT', womanSubscriptionStatus: 'PROSPECT_WITH_WOMAN' });
  });

  it('refuses a source that is not a valid token of a quiz account with 403, and moves nothing', async () => {
    const parent = await newClient(server);
    const other = await newClient(server);
    const otherKid = await kidOf(other);
    const quiz = await newQuizClient(server);
    const kid = await kidOf(quiz);
    expectProblem(await reassign(parent, otherKid.id, { source_access_token: other.token }), 403, 'FORBIDDEN');
    expectProblem(await reassign(parent, kid.id, { source_access_token: 'not-a-token' }), 403, 'FORBIDDEN');
    expectProblem(await reassign(parent, kid.id, { source_access_token: quiz.token.slice(0, -2) + 'xx' }), 403, 'FORBIDDEN');
    // A quiz account cannot take a profile either.
    expectProblem(await reassign(await newQuizClient(server), kid.id, { source_access_token: quiz.token }), 403, 'FORBIDDEN');
    expect((await call(server, 'GET', `/api/clients/me/kids/${kid.id}`, { token: quiz.token })).json().client_id).toBe(quiz.id);
    expect((await call(server, 'GET', `/api/clients/me/kids/${otherKid.id}`, { token: other.token })).statusCode).toBe(200);
  });

  it('is a 404 for a profile that the quiz account does not hold', async () => {
    const parent = await newClient(server);
    const quiz = await newQuizClient(server);
    const someoneElse = await kidOf(await newQuizClient(server));
    expectProblem(await reassign(parent, someoneElse.id, { source_access_token: quiz.token }), 404, 'NOT_FOUND');
    const own = await kidOf(parent);
    expectProblem(await reassign(parent, own.id, { source_access_token: quiz.token }), 404, 'NOT_FOUND');
  });

  it('is a 400 without source_access_token', async () => {
    const parent = await newClient(server);
    expectInvalid(await reassign(parent, 1, {}), 'source_access_token', 'A source_access_token is required');
  });
});
