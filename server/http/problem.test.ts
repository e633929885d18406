import { describe, expect, it } from 'vitest';
import { fieldErrors, ProblemError } from './problem';

/** One finding as Ajv reports it. */
function ajv(instancePath: string, keyword: string, params: Record<string, unknown> = {}, message?: string) {
  return { instancePath, keyword, params, ...(message ? { message } : {}) };
}

describe('fieldErrors', () => {
  it('names a missing field at the root', () => {
    expect(fieldErrors([ajv('', 'required', { missingProperty: 'email' }, "must have required property 'email'")], 'body')).toEqual([
      { field: 'email', pointer: '/email', in: 'body', detail: 'email is required' },
    ]);
  });

  it('names an unknown field', () => {
    expect(fieldErrors([ajv('', 'additionalProperties', { additionalProperty: 'firstname' })], 'body')).toEqual([
      { field: 'firstname', pointer: '/firstname', in: 'body', detail: 'firstname is not a known field' },
    ]);
  });

  it('names a field of the wrong format with the format', () => {
    expect(fieldErrors([ajv('/email', 'format', { format: 'email' }, 'must match format "email"')], 'body')).toEqual([
      { field: 'email', pointer: '/email', in: 'body', detail: 'email must be a valid email' },
    ]);
  });

  it('lists the allowed values of an enum', () => {
    expect(fieldErrors([ajv('/list', 'enum', { allowedValues: ['KID', 'WOMAN'] })], 'body')).toEqual([
      { field: 'list', pointer: '/list', in: 'body', detail: 'list must be one of KID, WOMAN' },
    ]);
  });

  it('names the part itself for a wrong type at the root', () => {
    expect(fieldErrors([ajv('', 'type', { type: 'object' }, 'must be object')], 'body')).toEqual([
      { field: 'body', pointer: '', in: 'body', detail: 'the body must be object' },
    ]);
    expect(fieldErrors([ajv('', 'type', { type: 'object' })], 'querystring')).toEqual([
      { field: 'query', pointer: '', in: 'query', detail: 'the query must be object' },
    ]);
  });

  it('names a field of the wrong type', () => {
    expect(fieldErrors([ajv('/email', 'type', { type: 'string' })], 'body')).toEqual([
      { field: 'email', pointer: '/email', in: 'body', detail: 'email must be string' },
    ]);
  });

  it('dots the path of a nested field and keeps its pointer', () => {
    expect(
      fieldErrors(
        [
          ajv('/address/zip', 'format', { format: 'postal-code' }),
          ajv('/address', 'required', { missingProperty: 'city' }),
          ajv('/children/1', 'additionalProperties', { additionalProperty: 'shoeSize' }),
          ajv('/children/0/size', 'enum', { allowedValues: ['S', 'M'] }),
        ],
        'body',
      ),
    ).toEqual([
      { field: 'address.zip', pointer: '/address/zip', in: 'body', detail: 'address.zip must be a valid postal-code' },
      { field: 'address.city', pointer: '/address/city', in: 'body', detail: 'address.city is required' },
      { field: 'children.1.shoeSize', pointer: '/children/1/shoeSize', in: 'body', detail: 'children.1.shoeSize is not a known field' },
      { field: 'children.0.size', pointer: '/children/0/size', in: 'body', detail: 'children.0.size must be one of S, M' },
    ]);
  });

  it('reads escaped names and escapes them again in the pointer', () => {
    expect(fieldErrors([ajv('/a~1b/c~0d', 'type', { type: 'string' })], 'body')).toEqual([
      { field: 'a/b.c~d', pointer: '/a~1b/c~0d', in: 'body', detail: 'a/b.c~d must be string' },
    ]);
    expect(fieldErrors([ajv('', 'additionalProperties', { additionalProperty: 'x/y' })], 'body')[0]?.pointer).toBe('/x~1y');
  });

  it("uses Ajv's message for other keywords", () => {
    expect(fieldErrors([ajv('/source', 'maxLength', { limit: 64 }, 'must NOT have more than 64 characters')], 'body')).toEqual([
      { field: 'source', pointer: '/source', in: 'body', detail: 'source must NOT have more than 64 characters' },
    ]);
    expect(fieldErrors([ajv('/source', 'pattern', { pattern: '^a$' })], 'body')[0]?.detail).toBe('source is invalid');
  });

  it('tells each request part by its name in the contract', () => {
    const error = [ajv('/locale', 'enum', { allowedValues: ['fr'] })];
    expect(fieldErrors(error, 'params')[0]?.in).toBe('path');
    expect(fieldErrors(error, 'querystring')[0]?.in).toBe('query');
    expect(fieldErrors(error, 'headers')[0]?.in).toBe('header');
    expect(fieldErrors(error, 'body')[0]?.in).toBe('body');
    expect(fieldErrors(error, undefined)[0]?.in).toBe('body');
  });

  it('reports one finding per field: the first', () => {
    const errors = fieldErrors(
      [
        ajv('/list', 'enum', { allowedValues: ['KID', 'WOMAN'] }),
        ajv('/list', 'enum', { allowedValues: ['KID', 'WOMAN'] }),
        ajv('/source', 'minLength', { limit: 1 }, 'must NOT have fewer than 1 characters'),
        ajv('/source', 'pattern', { pattern: '^[a-z]+$' }, 'must match pattern "^[a-z]+$"'),
      ],
      'body',
    );
    expect(errors.map((e) => e.field)).toEqual(['list', 'source']);
    expect(errors.map((e) => e.detail)).toEqual(['list must be one of KID, WOMAN', 'source must NOT have fewer than 1 characters']);
  });

  it('answers nothing for no findings', () => {
    expect(fieldErrors([], 'body')).toEqual([]);
  });
});

describe('ProblemError', () => {
  it('becomes a problem document, with detail only when it says more than the title', () => {
    expect(new ProblemError(404, 'CONFIG_NOT_FOUND', 'Not found', 'No configuration named x').toProblem('/api/website/config/x')).toEqual({
      type: 'CONFIG_NOT_FOUND',
      title: 'Not found',
      status: 404,
      detail: 'No configuration named x',
      instance: '/api/website/config/x',
    });
    expect(new ProblemError(401, 'UNAUTHORIZED', 'Authentication required').toProblem()).toEqual({
      type: 'UNAUTHORIZED',
      title: 'Authentication required',
      status: 401,
    });
  });
});
