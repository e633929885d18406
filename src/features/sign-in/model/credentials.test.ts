import { describe, expect, it } from 'vitest';
import { credentialErrors, failureMessage } from './credentials';

describe('credentialErrors', () => {
  it('asks for both fields, and for a well-formed address', () => {
    expect(credentialErrors({ email: ' ', password: '' })).toEqual({ email: 'required', password: 'required' });
    expect(credentialErrors({ email: 'claire@', password: 'x' })).toEqual({ email: 'invalid' });
    expect(credentialErrors({ email: 'claire.martin@example.fr', password: 'x' })).toEqual({});
  });
});

describe('failureMessage', () => {
  it('tells the wait in whole minutes, rounded up, at least one', () => {
    expect(failureMessage({ kind: 'too-many-attempts', retryAfter: 900 })).toEqual({ id: 'login.failure.tooManyAttempts', values: { minutes: 15 } });
    expect(failureMessage({ kind: 'too-many-attempts', retryAfter: 61 }).values).toEqual({ minutes: 2 });
    expect(failureMessage({ kind: 'too-many-attempts', retryAfter: 0 }).values).toEqual({ minutes: 1 });
  });
});
