import { describe, expect, it } from 'vitest';
import { newPasswordErrors, passwordError } from './password';

describe('passwordError', () => {
  it('wants 8 to 128 characters', () => {
    expect(passwordError('')).toBe('required');
    expect(passwordError('7-chars')).toBe('invalid');
    expect(passwordError('8-chars!')).toBeNull();
    expect(passwordError('x'.repeat(128))).toBeNull();
    expect(passwordError('x'.repeat(129))).toBe('invalid');
  });

  it('counts characters as the server does, not UTF-16 units', () => {
    expect(passwordError('🧸🧸🧸🧸🧸🧸🧸')).toBe('invalid');
    expect(passwordError('🧸'.repeat(128))).toBeNull();
  });
});

describe('newPasswordErrors', () => {
  it('refuses a confirmation that differs, whatever the password', () => {
    expect(newPasswordErrors('petite-malle-42', 'petite-malle-43')).toEqual({ confirmation: 'mismatch' });
    expect(newPasswordErrors('court', 'court')).toEqual({ password: 'invalid' });
    expect(newPasswordErrors('', 'x')).toEqual({ password: 'required', confirmation: 'mismatch' });
    expect(newPasswordErrors('petite-malle-42', 'petite-malle-42')).toEqual({});
  });
});
