import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ADMIN_TOKEN, type TestServer } from '../testing/app';
import { newClient } from '../testing/clients';
import { fieldsOf, isInteger, isString, operations, resolve, type Schema } from '../testing/contract';
import { call, expectInvalid, type Problem } from '../testing/http';
import { textProblem } from './text';

describe('the rule for every string the API takes', () => {
  it('refuses control characters, lone surrogates and non-characters, and line breaks outside long texts', () => {
    for (const bad of ['a\u0000b', 'a\u0007', '\u001b[31m', 'a\u007fb', 'a\u0085b', 'a\ud800b', 'a\udc00', 'x\ufffe', 'x\ufdd0', 'x\u{10ffff}']) {
      expect(textProblem(bad, true), JSON.stringify(bad)).not.toBeNull();
      expect(textProblem(bad, false), JSON.stringify(bad)).not.toBeNull();
    }
    for (const breaking of ['a\tb', 'line\nline', 'a\r\nb']) {
      expect(textProblem(breaking, false)).toBe('must not contain control characters or line breaks');
      expect(textProblem(breaking, true)).toBeNull();
    }
    for (const good of ['', 'Léo', 'Zoë 😀 – « guillemets »', '東京', 'Ünïcödé ß', '\u{1f600}\u{1f466}\u{1f3fd}']) {
      expect(textProblem(good, false), good).toBeNull();
    }
  });
});

/** A JSON body holding `json` (a value as JSON text) at `path`, and nothing else. */
function bodyWith(path: string[], json: string): string {
  const [head, ...rest] = path;
  if (head === undefined) return json;
  if (head === '[]') return `[${bodyWith(rest, json)}]`;
  return `{${JSON.stringify(head)}:${bodyWith(rest, json)}}`;
}

const NUL = 'a\u0000b';

/** Every case of the contract: an operation with one of its fields carrying the value under test. */
interface Case {
  operation: string;
  method: string;
  url: string;
  payload?: string;
  /** The payload's media type (JSON unless said). */
  media?: string;
  field: string;
  part: 'path' | 'query' | 'body';
  /** The field's schemas (one per branch that declares it). */
  schemas: Schema[];
}

/**
 * A case for each path or query parameter and each body field that `wanted` picks, carrying
 * `value`: as it is written in an address (`text`) and in JSON (`json`). Other path parameters
 * are 'abc' for a string, else the value `ids` gives for their name, else 1.
 */
function cases(wanted: (schema: Schema) => boolean, value: { text: string; json: string }, ids: Record<string, string> = {}): Case[] {
  const out: Case[] = [];
  for (const { operationId: operation, method, path, parameters, body, bodies } of operations()) {
    const pathParams = parameters.filter((p) => p.in === 'path');
    const url = (tested: string | null) =>
      `/api${path.replace(/\{(\w+)\}/g, (_, name: string) => (name === tested ? value.text : isString(resolve(pathParams.find((p) => p.name === name)?.schema ?? {})) ? 'abc' : (ids[name] ?? '1')))}`;
    // With a parameter under test, a body that is there (if empty), so that the parameter is what the answer names.
    const emptyBody = 'application/json' in bodies ? { payload: '{}' } : 'multipart/form-data' in bodies ? { payload: '--fuzz--\r\n', media: 'multipart/form-data; boundary=fuzz' } : {};
    for (const parameter of parameters.filter((p) => (p.in === 'path' || p.in === 'query') && p.schema)) {
      const schema = resolve(parameter.schema!);
      const items = schema.type === 'array' && schema.items ? resolve(schema.items) : null;
      if (!wanted(schema) && !(parameter.in === 'query' && items && wanted(items))) continue;
      const at = parameter.in === 'path' ? url(parameter.name) : `${url(null)}?${parameter.name}=${value.text}`;
      out.push({ operation, method, url: at, ...emptyBody, field: parameter.name, part: parameter.in as 'path' | 'query', schemas: [items ?? schema] });
    }
    const fields = fieldsOf(body, wanted);
    for (const key of new Set(fields.map((f) => f.path.join('.')))) {
      const declared = fields.filter((f) => f.path.join('.') === key);
      const fieldPath = declared[0]!.path;
      out.push({ operation, method, url: url(null), payload: bodyWith(fieldPath, value.json), field: fieldPath.filter((k) => k !== '[]').join('.'), part: 'body', schemas: declared.map((f) => f.schema) });
    }
  }
  return out;
}

/** Numbers beyond every column (2^31, 2^53 + 1, 1e308), and the two that a bound may still let by. */
const BEYOND = ['2147483648', '9007199254740993', '1e308'];
const LOW = ['-1', '0'];

/** Whether the contract's bounds alone refuse `n` for every schema of the field. */
const outOfBounds = (schemas: Schema[], n: number) => schemas.every((s) => n < (s.minimum ?? -Infinity) || n > (s.maximum ?? Infinity) || (s.enum !== undefined && !s.enum.includes(n)));

describe('any operation of the contract', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /** The whole database as text, to tell that nothing was written. */
  async function fingerprint(): Promise<string> {
    const tables = (await server.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)) as unknown as { rows: { tablename: string }[] };
    const parts: string[] = [];
    for (const { tablename } of tables.rows) {
      const result = (await server.db.execute(sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from "${tablename}" t`))) as unknown as { rows: { sum: string }[] };
      parts.push(`${tablename}:${result.rows[0]!.sum}`);
    }
    return parts.join('\n');
  }

  /** Sends a case with the client's token (the administrator's for admin calls). */
  function send(c: Case, token: string) {
    return call(server, c.method.toUpperCase() as 'GET', c.url, {
      token: c.url.startsWith('/api/admin') ? TEST_ADMIN_TOKEN : token,
      ...(c.payload === undefined ? {} : { payload: c.payload, headers: { 'content-type': c.media ?? 'application/json' } }),
    });
  }

  /** Whether the answer is a 400 whose errors name the case's field, in its part, with a detail like `detail`. */
  function namesField(res: { statusCode: number; json(): unknown }, c: Case, detail: RegExp): boolean {
    const problem = res.json() as Problem;
    // An item of an array is named by its index (`lines.0.quantity`); the case by the array (`lines.quantity`).
    const named = (field: string) => field.replace(/\.\d+(?=\.|$)/g, '');
    return res.statusCode === 400 && (problem.errors ?? []).some((e) => (named(e.field) === c.field || named(e.field).startsWith(`${c.field}.`)) && e.in === c.part && detail.test(e.detail));
  }

  it('is a 400 naming the field for a NUL in any string, before any handler runs: nothing is written', async () => {
    const all = cases(isString, { text: encodeURIComponent(NUL), json: JSON.stringify(NUL) });
    // The contract's strings are many: each operation, each of its string parameters and body fields.
    expect(all.length).toBeGreaterThan(100);
    const client = await newClient(server);
    const before = await fingerprint();
    const wrong: string[] = [];
    for (const c of all) {
      const res = await send(c, client.token);
      if (!namesField(res, c, /control characters/)) wrong.push(`${c.operation} (${c.part} ${c.field}): ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
    expect(await fingerprint()).toBe(before);
  });

  it('is a 400 naming the field for an integer beyond its bounds (2^31, 2^53 + 1, 1e308, and -1 or 0 under a minimum), and never a 5xx', async () => {
    const client = await newClient(server);
    // The client's own kid in the paths, so that a value the bounds let by reaches the handler's own checks.
    const kid = await call(server, 'POST', '/api/clients/me/kids', { token: client.token, payload: { firstname: 'Léo', gender: 'BOY', birthdate: '2020-03-01' } });
    const kidId = String((kid.json() as { id: number }).id);
    const ids = { id: kidId, kidId };
    const all = [...BEYOND, ...LOW].flatMap((n) => cases(isInteger, { text: n, json: n }, ids).map((c) => ({ ...c, sent: n, n: Number(n) })));
    // Each operation, each of its integer parameters and body fields, five times.
    expect(all.length).toBeGreaterThan(400);
    const refused = all.filter((c) => outOfBounds(c.schemas, c.n));
    const label = (c: (typeof all)[number]) => `${c.operation} (${c.part} ${c.field} = ${c.sent})`;
    // No integer column holds these: a maximum must refuse them, whatever the handler would answer.
    const wrong = all.filter((c) => BEYOND.includes(c.sent) && !refused.includes(c)).map((c) => `${label(c)}: no maximum refuses it`);
    const before = await fingerprint();
    for (const c of refused) {
      const res = await send(c, client.token);
      if (!namesField(res, c, /must be (<=|>=|one of)/)) wrong.push(`${label(c)}: ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(await fingerprint()).toBe(before);
    // A value the bounds let by (an index 0, the id 0 the specification answers with a message of
    // its own) goes to the handler: whatever it answers, no 5xx, and nothing written by a 4xx.
    const accepted = all.filter((c) => !refused.includes(c));
    for (const c of accepted) {
      const ahead = await fingerprint();
      const res = await send(c, client.token);
      if (res.statusCode >= 500) wrong.push(`${label(c)}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      else if (res.statusCode >= 400 && (await fingerprint()) !== ahead) wrong.push(`${label(c)}: ${res.statusCode} and a write`);
    }
    expect(wrong).toEqual([]);
    expect(accepted.length).toBeGreaterThan(0);
  });

  it('keeps the line breaks of a long text, and refuses them in a short one', async () => {
    const client = await newClient(server);
    const description = 'Aime le bleu.\r\nPas de rose.\tMerci !';
    const created = await call(server, 'POST', '/api/clients/me/kids', { token: client.token, payload: { firstname: 'Léo', gender: 'BOY', birthdate: '2020-03-01', description } });
    expect(created.statusCode).toBe(201);
    expect((created.json() as { description: string }).description).toBe(description);
    const refused = await call(server, 'POST', '/api/clients/me/kids', { token: client.token, payload: { firstname: 'Léo\nJade', gender: 'BOY', birthdate: '2020-03-01' } });
    expectInvalid(refused, 'firstname', 'firstname must not contain control characters or line breaks');
  });
});
