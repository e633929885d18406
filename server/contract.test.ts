import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { specPath } from './http/spec';

describe('the generated API types', () => {
  it('match openapi/openapi.yaml (run `npm run gen:api` after changing the contract)', async () => {
    const generated = astToString(await openapiTS(new URL(`file://${specPath}`)));
    const committed = readFileSync(fileURLToPath(new URL('../src/shared/api/schema.d.ts', import.meta.url)), 'utf8');
    const body = (text: string) => text.replace(/^\/\*\*[\s\S]*?\*\/\s*/, '').trim();
    expect(body(committed)).toBe(body(generated));
  });
});
