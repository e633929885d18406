import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startTestServer, TEST_ADMIN_TOKEN, type TestServer } from '../testing/app';
import { newClient } from '../testing/clients';
import { call, expectInvalid, type Problem } from '../testing/http';
import { specPath } from './spec';
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

type Schema = { $ref?: string; type?: string | string[]; format?: string; properties?: Record<string, Schema>; items?: Schema; allOf?: Schema[]; oneOf?: Schema[]; anyOf?: Schema[]; maxLength?: number };
type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema?: Schema; $ref?: string };
type Operation = { operationId: string; parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> }; security?: unknown[] };
type Spec = { paths: Record<string, Record<string, Operation> & { parameters?: Parameter[] }>; components: { schemas: Record<string, Schema>; parameters?: Record<string, Parameter> } };

const spec = parse(readFileSync(specPath, 'utf8')) as Spec;
const resolve = <T extends { $ref?: string }>(node: T): T => {
  if (!node.$ref) return node;
  const [, , section, name] = node.$ref.split('/');
  return resolve((spec.components as unknown as Record<string, Record<string, T>>)[section!]![name!]!);
};

const isString = (schema: Schema) => {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('string') && schema.format !== 'binary';
};

/** Every string field a body schema declares, as a path of keys ('[]' for an array's items). */
function stringFields(schema: Schema | undefined, path: string[] = [], depth = 0): string[][] {
  if (!schema || depth > 6) return [];
  const resolved = resolve(schema);
  const parts = [...(resolved.allOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.anyOf ?? [])];
  const own = isString(resolved) && path.length > 0 ? [path] : [];
  const nested = Object.entries(resolved.properties ?? {}).flatMap(([key, child]) => stringFields(child, [...path, key], depth + 1));
  const items = resolved.items ? stringFields(resolved.items, [...path, '[]'], depth + 1) : [];
  const fromParts = parts.flatMap((part) => stringFields(part, path, depth + 1));
  return [...own, ...nested, ...items, ...fromParts].filter((p, i, all) => all.findIndex((q) => q.join('.') === p.join('.')) === i);
}

/** A body holding `value` at `path`, and nothing else. */
function bodyWith(path: string[], value: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (head === '[]') return [bodyWith(rest, value)];
  return { [head]: bodyWith(rest, value) };
}

const NUL = 'a\u0000b';

/** Every case of the contract: an operation with one string of it carrying a NUL. */
interface Case {
  operation: string;
  method: string;
  url: string;
  payload?: unknown;
  field: string;
  part: 'path' | 'query' | 'body';
}

function cases(): Case[] {
  const out: Case[] = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const op = operation as Operation;
      const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(resolve);
      const pathParams = parameters.filter((p) => p.in === 'path');
      const url = (nul: string | null) => `/api${path.replace(/\{(\w+)\}/g, (_, name: string) => (name === nul ? encodeURIComponent(NUL) : isString(resolve(pathParams.find((p) => p.name === name)?.schema ?? {})) ? 'abc' : '1'))}`;
      for (const parameter of pathParams.filter((p) => p.schema && isString(resolve(p.schema)))) {
        out.push({ operation: op.operationId, method, url: url(parameter.name), field: parameter.name, part: 'path' });
      }
      for (const parameter of parameters.filter((p) => p.in === 'query' && p.schema)) {
        const schema = resolve(parameter.schema!);
        const strings = isString(schema) || (schema.type === 'array' && schema.items && isString(resolve(schema.items)));
        if (strings) out.push({ operation: op.operationId, method, url: `${url(null)}?${parameter.name}=${encodeURIComponent(NUL)}`, field: parameter.name, part: 'query' });
      }
      const json = op.requestBody?.content?.['application/json']?.schema;
      for (const field of stringFields(json)) {
        out.push({ operation: op.operationId, method, url: url(null), payload: bodyWith(field, NUL), field: field.filter((k) => k !== '[]').join('.'), part: 'body' });
      }
    }
  }
  return out;
}

describe('a NUL in any string of any operation of the contract', () => {
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

  it('is a 400 naming the field, before any handler runs: nothing is written', async () => {
    const all = cases();
    // The contract's strings are many: each operation, each of its string parameters and body fields.
    expect(all.length).toBeGreaterThan(100);
    const client = await newClient(server);
    const before = await fingerprint();
    const wrong: string[] = [];
    for (const c of all) {
      const token = c.url.startsWith('/api/admin') ? TEST_ADMIN_TOKEN : client.token;
      const res = await call(server, c.method.toUpperCase() as 'GET', c.url, { token, ...(c.payload === undefined ? {} : { payload: c.payload }) });
      const problem = res.json() as Problem;
      const named = res.statusCode === 400 && (problem.errors ?? []).some((e) => (e.field === c.field || e.field.startsWith(`${c.field}.`)) && e.in === c.part && /control characters/.test(e.detail));
      if (!named) wrong.push(`${c.operation} (${c.part} ${c.field}): ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
    expect(await fingerprint()).toBe(before);
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
