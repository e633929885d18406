/** The contract's password: 8 to 128 characters, counted as the server counts them (code points). */
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;

export type PasswordError = 'required' | 'invalid';
export type NewPasswordErrors = { password?: PasswordError; confirmation?: 'mismatch' };

/** Why a password is refused before any call, or null when its length is right. */
export function passwordError(password: string): PasswordError | null {
  if (password === '') return 'required';
  const length = [...password].length;
  return length < PASSWORD_LENGTH.min || length > PASSWORD_LENGTH.max ? 'invalid' : null;
}

/** A new password typed twice: its length, then the match. */
export function newPasswordErrors(password: string, confirmation: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const refused = passwordError(password);
  if (refused) errors.password = refused;
  if (confirmation !== password) errors.confirmation = 'mismatch';
  return errors;
}
