import { checkEmail, passwordError } from '@/shared/lib';

/** What the sign-up form asks for. Only the email and the password are required. */
export interface SignUpValues {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  optinKid: boolean;
  optinWoman: boolean;
}

export type SignUpField = 'firstname' | 'lastname' | 'email' | 'password';
export type FieldError = 'required' | 'invalid';
export type SignUpErrors = Partial<Record<SignUpField, FieldError>>;

export const EMPTY_VALUES: SignUpValues = { firstname: '', lastname: '', email: '', password: '', optinKid: false, optinWoman: false };

/** The contract's limit on names, in characters. */
export const NAME_MAX_LENGTH = 80;

/** The refusals of the form, by field; empty when it can be sent. */
export function signUpErrors(values: SignUpValues): SignUpErrors {
  const errors: SignUpErrors = {};
  const email = checkEmail(values.email).status;
  if (email === 'empty') errors.email = 'required';
  else if (email === 'invalid') errors.email = 'invalid';
  const password = passwordError(values.password);
  if (password) errors.password = password;
  for (const field of ['firstname', 'lastname'] as const) {
    if ([...values[field].trim()].length > NAME_MAX_LENGTH) errors[field] = 'invalid';
  }
  return errors;
}

/** `get_client_hash`: a hash divisible by 17 means the address already has an account (seed 000, section 5). */
export function hashMeansAccount(hash: number): boolean {
  return hash % 17 === 0;
}
