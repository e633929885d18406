import { describe, expect, it } from 'vitest';
import { readResetLink } from './machine';

describe('readResetLink', () => {
  it('reads the client id and the token of the link', () => {
    expect(readResetLink({ clientId: '7', token: 'f3c9a1d2e4b5' })).toEqual({ clientId: 7, token: 'f3c9a1d2e4b5' });
  });

  it.each([
    [null, 'f3c9a1d2e4b5'],
    ['7', null],
    ['7', ''],
    ['0', 'f3c9a1d2e4b5'],
    ['seven', 'f3c9a1d2e4b5'],
    ['7.5', 'f3c9a1d2e4b5'],
  ])('has no link for client_id %s and token %s', (clientId, token) => {
    expect(readResetLink({ clientId, token })).toBeNull();
  });
});
