import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { RequiredMessages } from './problem';

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
