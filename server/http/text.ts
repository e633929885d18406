import type { FastifyRequest } from 'fastify';
import { validationProblem, type FieldError } from './problem';

/**
 * The one rule for every string the API takes (body, query, path): no control character (a NUL
 * above all, which PostgreSQL refuses in text), no lone UTF-16 surrogate (it would be stored as
 * U+FFFD without a word) and no non-character. Tab, line feed and carriage return are allowed in
 * long texts only (a comment, a message: a field of 500 characters or more).
 */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAK = /[\t\n\r]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const NONCHARACTER = new RegExp(`[\\uFDD0-\\uFDEF\\uFFFE\\uFFFF${Array.from({ length: 16 }, (_, plane) => `\\u{${(plane + 1).toString(16)}FFFE}\\u{${(plane + 1).toString(16)}FFFF}`).join('')}]`, 'u');

/** A long text, where lines may break: the contract lets it hold 500 characters or more. */
export const LONG_TEXT = 500;

/** What is wrong with a string, or null. */
export function textProblem(value: string, multiline: boolean): string | null {
  if (CONTROL.test(value) || (!multiline && LINE_BREAK.test(value))) return multiline ? 'must not contain control characters' : 'must not contain control characters or line breaks';
  if (LONE_SURROGATE.test(value)) return 'must not contain a lone UTF-16 surrogate';
  if (NONCHARACTER.test(value)) return 'must not contain Unicode non-characters';
  return null;
}

type Schema = {
  type?: string | string[];
  maxLength?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: boolean | Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
};

/** The schema of a property, looked for in a schema and its combinations. */
function propertySchema(schema: Schema | undefined, key: string): Schema | undefined {
  if (!schema) return undefined;
  if (schema.properties?.[key]) return schema.properties[key];
  for (const part of [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) {
    const found = propertySchema(part, key);
    if (found) return found;
  }
  return typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
}

const maxLengthOf = (schema: Schema | undefined): number | undefined =>
  schema?.maxLength ?? [...(schema?.allOf ?? []), ...(schema?.oneOf ?? []), ...(schema?.anyOf ?? [])].map(maxLengthOf).find((n) => n !== undefined);

/** Every string of `value` that breaks the rule, with where it is. */
function findings(value: unknown, schema: Schema | undefined, path: string[], part: FieldError['in'], out: FieldError[]) {
  if (out.length >= 20) return;
  if (typeof value === 'string') {
    // A key or value the contract does not describe is held to the strict rule, but for line breaks.
    const multiline = part === 'body' && (schema === undefined || (maxLengthOf(schema) ?? 0) >= LONG_TEXT);
    const detail = textProblem(value, multiline);
    if (detail) {
      const field = path.length ? path.join('.') : part;
      out.push({ field, pointer: `/${path.map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`, in: part, detail: `${field} ${detail}` });
    }
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => findings(item, schema?.items, [...path, String(index)], part, out));
    return;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      const keyProblem = textProblem(key, false);
      if (keyProblem) out.push({ field: [...path, key].join('.'), pointer: `/${[...path, key].join('/')}`, in: part, detail: `a field name ${keyProblem}` });
      findings(item, propertySchema(schema, key), [...path, key], part, out);
    }
  }
}

/** The JSON body's schema of the route, as the contract declares it. */
function bodySchema(request: FastifyRequest): Schema | undefined {
  const body = request.routeOptions.schema?.body as { content?: Record<string, { schema?: Schema }> } | Schema | undefined;
  if (body && 'content' in body && body.content) return body.content['application/json']?.schema ?? Object.values(body.content)[0]?.schema;
  return body as Schema | undefined;
}

/** A hook that answers 400, naming each field, before any handler reads a string that breaks the rule. */
export async function rejectUnfitText(request: FastifyRequest): Promise<void> {
  if (!request.url.startsWith('/api/')) return;
  const out: FieldError[] = [];
  const schema = request.routeOptions.schema as { querystring?: Schema; params?: Schema } | undefined;
  findings(request.params, schema?.params ?? {}, [], 'path', out);
  findings(request.query, schema?.querystring ?? {}, [], 'query', out);
  if (typeof request.body === 'object' || typeof request.body === 'string') findings(request.body, bodySchema(request), [], 'body', out);
  if (out.length > 0) throw validationProblem(out);
}
