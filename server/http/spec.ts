import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv, type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import type { AjvFinding, RequiredMessages } from './problem';

export const specPath = fileURLToPath(new URL('../../openapi/openapi.yaml', import.meta.url));

/** A security requirement of the contract: scheme names and their scopes (`{}` lets anybody in). */
type SecurityRequirements = Array<Record<string, string[]>>;

interface Operation {
  operationId?: string;
  'x-required-message'?: string;
  requestBody?: { required?: boolean };
  security?: SecurityRequirements;
}

/**
 * The contract, read once: the glue builds routes and validation from it. Beside it, by route
 * (`METHOD /api/path/:param`): the message of a missing required field, the calls whose body
 * may be left out (a request body the contract does not mark required), and the calls behind a
 * security scheme (each of the operation's requirements names one).
 */
export function loadSpec(): { spec: Record<string, unknown>; requiredMessages: RequiredMessages; optionalBodies: Set<string>; securedRoutes: Set<string> } {
  const spec = parse(readFileSync(specPath, 'utf8')) as { paths: Record<string, Record<string, Operation>>; security?: SecurityRequirements };
  const requiredMessages: RequiredMessages = new Map();
  const optionalBodies = new Set<string>();
  const securedRoutes = new Set<string>();
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const route = `${method.toUpperCase()} /api${path.replace(/\{(\w+)\}/g, ':$1')}`;
      const message = operation['x-required-message'];
      if (message) requiredMessages.set(route, message);
      if (operation.requestBody && operation.requestBody.required !== true) optionalBodies.add(route);
      const security = operation.security ?? spec.security ?? [];
      // A call that takes credentials, even optionally (a visitor's contact ticket), answers the
      // caller alone: what it sends back is theirs (an email address, a ticket number).
      if (security.some((requirement) => Object.keys(requirement).length > 0)) securedRoutes.add(route);
    }
  }
  return { spec, requiredMessages, optionalBodies, securedRoutes };
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
