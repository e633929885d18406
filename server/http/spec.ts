import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv, type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import type { AjvFinding, RequiredMessages } from './problem';

export const specPath = fileURLToPath(new URL('../../openapi/openapi.yaml', import.meta.url));

interface Operation {
  operationId?: string;
  'x-required-message'?: string;
}

/** The contract, read once: the glue builds routes and validation from it. */
export function loadSpec(): { spec: Record<string, unknown>; requiredMessages: RequiredMessages } {
  const spec = parse(readFileSync(specPath, 'utf8')) as { paths: Record<string, Record<string, Operation>> };
  const requiredMessages: RequiredMessages = new Map();
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const message = operation['x-required-message'];
      if (message) requiredMessages.set(`${method.toUpperCase()} /api${path.replace(/\{(\w+)\}/g, ':$1')}`, message);
    }
  }
  return { spec, requiredMessages };
}

/**
 * Validators of the contract's own schemas (`components.schemas`), for what a handler checks
 * after the route's validation: findings as Ajv gives them, under `at` (a JSON pointer).
 */
export function componentValidator(spec: Record<string, unknown>) {
  const ajv = addFormats.default(new Ajv({ allErrors: true, strict: false }));
  ajv.addSchema({ $id: 'contract', components: spec.components });
  return (name: string, value: unknown, at: string): AjvFinding[] => {
    const validate = ajv.getSchema(`contract#/components/schemas/${name}`);
    if (!validate) throw new Error(`No schema ${name} in the contract`);
    return validate(value) ? [] : (validate.errors ?? []).map((e: ErrorObject) => ({ ...e, instancePath: at + e.instancePath }));
  };
}

export type ComponentValidator = ReturnType<typeof componentValidator>;
