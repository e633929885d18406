import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { specPath } from '../http/spec';

/** What the tests read of the contract's schemas. */
export type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
};
export type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema?: Schema; $ref?: string };
type Operation = { operationId: string; parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> }; security?: unknown[] };
type Spec = { paths: Record<string, Record<string, Operation> & { parameters?: Parameter[] }>; components: { schemas: Record<string, Schema>; parameters?: Record<string, Parameter> } };

export const spec = parse(readFileSync(specPath, 'utf8')) as Spec;

/** A schema or parameter with its `$ref` followed (to the end). */
export const resolve = <T extends { $ref?: string }>(node: T): T => {
  if (!node.$ref) return node;
  const [, , section, name] = node.$ref.split('/');
  return resolve((spec.components as unknown as Record<string, Record<string, T>>)[section!]![name!]!);
};

const types = (schema: Schema) => (Array.isArray(schema.type) ? schema.type : [schema.type]);
export const isString = (schema: Schema) => types(schema).includes('string') && schema.format !== 'binary';
export const isInteger = (schema: Schema) => types(schema).includes('integer');

/** A field of a body: its path of keys ('[]' for an array's items) and its schema, as declared. */
export interface Field {
  path: string[];
  schema: Schema;
}

/**
 * Every field of a body schema that `wanted` picks, through references, arrays and combinations.
 * A field declared twice (in two branches of a `oneOf`) comes once per distinct schema.
 */
export function fieldsOf(schema: Schema | undefined, wanted: (schema: Schema) => boolean, path: string[] = [], depth = 0): Field[] {
  if (!schema || depth > 6) return [];
  const resolved = resolve(schema);
  const parts = [...(resolved.allOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.anyOf ?? [])];
  const own = wanted(resolved) && path.length > 0 ? [{ path, schema: resolved }] : [];
  const nested = Object.entries(resolved.properties ?? {}).flatMap(([key, child]) => fieldsOf(child, wanted, [...path, key], depth + 1));
  const items = resolved.items ? fieldsOf(resolved.items, wanted, [...path, '[]'], depth + 1) : [];
  const fromParts = parts.flatMap((part) => fieldsOf(part, wanted, path, depth + 1));
  return [...own, ...nested, ...items, ...fromParts].filter((f, i, all) => all.findIndex((g) => g.path.join('.') === f.path.join('.') && g.schema === f.schema) === i);
}

/** One operation of the contract, with its parameters (the path's own included) resolved. */
export interface ContractOperation {
  operationId: string;
  method: string;
  /** As the contract writes it: `/clients/me/kids/{id}`. */
  path: string;
  parameters: Parameter[];
  /** The schema of its JSON body, when it takes one. */
  body?: Schema;
  /** The schema of its body by media type (empty when it takes none). */
  bodies: Record<string, Schema | undefined>;
}

export function operations(): ContractOperation[] {
  return Object.entries(spec.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => {
        const op = operation as Operation;
        const bodies = Object.fromEntries(Object.entries(op.requestBody?.content ?? {}).map(([media, { schema }]) => [media, schema]));
        const body = bodies['application/json'];
        const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(resolve);
        return { operationId: op.operationId, method, path, parameters, ...(body ? { body } : {}), bodies };
      }),
  );
}
