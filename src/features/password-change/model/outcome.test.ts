import { describe, expect, it } from 'vitest';
import { passwordChangeErrors, refusal } from './outcome';

describe('passwordChangeErrors', () => {
  it('asks for the current password and a new one of 8 to 128 characters typed twice', () => {
    expect(passwordChangeErrors({ current: '', password: 'court', confirmation: 'court' })).toEqual({ current: 'required', password: 'invalid' });
    expect(passwordChangeErrors({ current: 'x', password: 'nouvelle-malle-7', confirmation: 'nouvelle-malle' })).toEqual({ confirmation: 'mismatch' });
    expect(passwordChangeErrors({ current: 'x', password: 'nouvelle-malle-7', confirmation: 'nouvelle-malle-7' })).toEqual({});
  });
});

describe('refusal', () => {
  it('puts a wrong current password on its field', () => {
    expect(refusal({ type: 'INVALID_PASSWORD', title: 'Wrong password', status: 400, errors: [{ field: 'current_password', detail: 'wrong' }] })).toEqual({
      errors: { current: 'wrong' },
    });
  });

  it('tells the wait of a 429 in minutes, rounded up', () => {
    expect(refusal({ type: 'TOO_MANY_ATTEMPTS', title: 'Too many attempts', status: 429, retry_after: 601 })).toEqual({ status: { kind: 'tooManyAttempts', minutes: 11 } });
  });

  it('tells administrator access, a refused new password, and anything else as a failure', () => {
    expect(refusal({ type: 'FORBIDDEN', title: 'Forbidden', status: 403 })).toEqual({ status: { kind: 'forbidden' } });
    expect(refusal({ type: 'VALIDATION_FAILED', title: 'Invalid', status: 400, errors: [{ field: 'password', detail: 'too short' }] })).toEqual({ errors: { password: 'invalid' } });
    expect(refusal(new TypeError('Failed to fetch'))).toEqual({ status: { kind: 'failed' } });
  });
});
