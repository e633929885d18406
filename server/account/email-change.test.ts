import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clients, emailChanges, mailOutbox, subscribers } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed';
import { startTestServer, type TestServer } from '../testing/app';
import { call, expectProblem, getMe, newEmail, signUp } from '../testing/http';

// Every sign-up runs scrypt (N=2^17): about half a second each, more on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const APP_URL = 'https://app.littlecloset.test';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { appUrl: APP_URL } });
});
afterAll(async () => server?.close());

function patchMe(token: string, payload: unknown) {
  return call(server, 'PATCH', '/api/clients/me', { token, payload });
}

function confirm(payload: unknown) {
  return call(server, 'POST', '/api/clients/email-confirmation', { payload });
}

function mailsTo(email: string) {
  return server.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(desc(mailOutbox.id));
}

/** The confirmation link of the newest mail to `email`. */
async function linkTo(email: string) {
  const [mail] = await mailsTo(email);
  const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
  return { link, token: link.searchParams.get('token')! };
}

async function emailOf(id: number) {
  const [row] = await server.db.select({ email: clients.email }).from(clients).where(eq(clients.id, id));
  return row!.email;
}

/** A 400 INVALID_EMAIL_TOKEN naming `token`. */
function expectBadToken(res: Awaited<ReturnType<typeof confirm>>) {
  const problem = expectProblem(res, 400, 'INVALID_EMAIL_TOKEN');
  expect(problem.errors).toEqual([expect.objectContaining({ field: 'token' })]);
}

/** An answer's text with what differs between two accounts (its id, email and date of creation) taken out. */
const withoutIdentity = (body: string, client: { id: number; email: string; created_at: string }) =>
  (['id', 'email', 'created_at'] as const).reduce((text, key) => text.replace(`"${key}":${JSON.stringify(client[key])}`, `"${key}":"…"`), body);

describe('PATCH /api/clients/me with a new email', () => {
  it('answers the same whether the address is free or taken, and mails only a free one', async () => {
    const address = newEmail('Wanted').toLowerCase();
    const free = await signUp(server, { firstname: 'Anna', lastname: 'Klein' });
    const taken = await signUp(server, { firstname: 'Anna', lastname: 'Klein' });
    const freeAnswer = await patchMe(free.pair.access_token, { email: address });
    // The address gets an account of its own; the same change from another account is now to a taken address.
    await signUp(server, { email: address });
    const mailsBefore = (await mailsTo(address)).length;
    const takenAnswer = await patchMe(taken.pair.access_token, { email: address.toUpperCase() });

    for (const res of [freeAnswer, takenAnswer]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(freeAnswer.headers['content-type']);
    }
    const [a, b] = [freeAnswer.json(), takenAnswer.json()];
    expect(a).toMatchObject({ email: free.email, pending_email: address });
    expect(b).toMatchObject({ email: taken.email, pending_email: address });
    expect(withoutIdentity(freeAnswer.body, a)).toBe(withoutIdentity(takenAnswer.body, b));
    expect(withoutIdentity(freeAnswer.body, a)).not.toContain(a.email);
    // Only the free address got a mail; nothing changed yet.
    expect(await mailsTo(address)).toHaveLength(mailsBefore);
    expect(mailsBefore).toBe(1);
    expect(await emailOf(free.pair.client_id)).toBe(free.email);
    expect(await emailOf(taken.pair.client_id)).toBe(taken.email);
    expect((await getMe(server, taken.pair.access_token)).json()).toMatchObject({ email: taken.email, pending_email: address });
  });

  it('mails a link in the account’s language to the new address, and stores its token hashed', async () => {
    const { pair } = await signUp(server, { firstname: 'Lena' }, 'de');
    const address = newEmail('Neu').toLowerCase();
    await patchMe(pair.access_token, { email: address });
    const [mail] = await mailsTo(address);
    expect(mail).toMatchObject({ subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse für Little Closet' });
    expect(mail!.text).toContain('Hallo Lena,');
    const { link, token } = await linkTo(address);
    expect(`${link.origin}${link.pathname}`).toBe(`${APP_URL}/de/confirm-email`);
    expect(token).toMatch(/^[\w-]{43}$/);
    const rows = await server.db.select().from(emailChanges).where(eq(emailChanges.clientId, pair.client_id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(token);
  });

  it('applies the other fields of the same call at once', async () => {
    const { email, pair } = await signUp(server, { firstname: 'Anna' });
    const address = newEmail().toLowerCase();
    const res = await patchMe(pair.access_token, { email: address, firstname: 'Annette', locale: 'nl' });
    expect(res.json()).toMatchObject({ email, pending_email: address, firstname: 'Annette', locale: 'nl' });
    // The mail is in the language the same call chose.
    expect((await linkTo(address)).link.pathname).toBe('/nl/confirm-email');
  });

  it('withdraws a waiting change when the current email is sent again', async () => {
    const { email, pair } = await signUp(server);
    const address = newEmail().toLowerCase();
    await patchMe(pair.access_token, { email: address });
    const { token } = await linkTo(address);
    expect((await patchMe(pair.access_token, { email: email.toUpperCase() })).json()).toMatchObject({ email, pending_email: null });
    expectBadToken(await confirm({ token }));
    expect(await emailOf(pair.client_id)).toBe(email);
  });
});

describe('POST /api/clients/email-confirmation', () => {
  it('changes the email once, moves the newsletter lists, and spends the link', async () => {
    const { email, pair } = await signUp(server, { is_optin_kid: true });
    const address = newEmail('Moved').toLowerCase();
    await patchMe(pair.access_token, { email: address });
    const { token } = await linkTo(address);
    // Public: no token needed.
    const res = await confirm({ token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: address });
    expect((await getMe(server, pair.access_token)).json()).toMatchObject({ email: address, pending_email: null });
    const lists = async (of: string) => (await server.db.select().from(subscribers).where(eq(subscribers.email, of))).map((s) => s.list);
    expect(await lists(address)).toEqual(['KID']);
    expect(await lists(email)).toEqual([]);
    expectBadToken(await confirm({ token }));
  });

  it('keeps only the newest link working', async () => {
    const { pair } = await signUp(server);
    const [first, second] = [newEmail().toLowerCase(), newEmail().toLowerCase()];
    await patchMe(pair.access_token, { email: first });
    await patchMe(pair.access_token, { email: second });
    expectBadToken(await confirm({ token: (await linkTo(first)).token }));
    expect((await confirm({ token: (await linkTo(second)).token })).json()).toEqual({ email: second });
  });

  it('is a 400 naming token for an unknown or expired link', async () => {
    expectBadToken(await confirm({ token: 'not-a-token' }));
    const { email, pair } = await signUp(server);
    const address = newEmail().toLowerCase();
    await patchMe(pair.access_token, { email: address });
    await server.db.update(emailChanges).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailChanges.clientId, pair.client_id));
    expectBadToken(await confirm({ token: (await linkTo(address)).token }));
    expect(await emailOf(pair.client_id)).toBe(email);
    expect((await getMe(server, pair.access_token)).json().pending_email).toBeNull();
  });

  it('is a 409 EMAIL_TAKEN when the address got an account meanwhile, and changes nothing', async () => {
    const { email, pair } = await signUp(server);
    const address = newEmail().toLowerCase();
    await patchMe(pair.access_token, { email: address });
    const { token } = await linkTo(address);
    await signUp(server, { email: address });
    const taken = expectProblem(await confirm({ token }), 409, 'EMAIL_TAKEN');
    expect(taken.errors).toEqual([expect.objectContaining({ field: 'email' })]);
    expect(await emailOf(pair.client_id)).toBe(email);
    expectBadToken(await confirm({ token }));
  });

  it.each([
    ['no token', {}],
    ['an empty token', { token: '' }],
    ['a too long token', { token: 'x'.repeat(257) }],
    ['an unknown field', { token: 'abc', email: DEMO_ACCOUNTS[0]!.email }],
  ])('is a 400 for %s', async (_, payload) => {
    expectProblem(await confirm(payload), 400, 'VALIDATION_ERROR');
  });
});
