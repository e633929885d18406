import type { Client, ClientPatch } from '@/entities/session';
import { isProblem, retryAfterMinutes } from '@/shared/api';
import { checkEmail } from '@/shared/lib';

/** The form's fields, as typed. */
export interface AccountValues {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  optinKid: boolean;
  optinWoman: boolean;
}

export type AccountField = 'firstname' | 'lastname' | 'email' | 'phone';
export type AccountErrors = Partial<Record<AccountField, 'required' | 'invalid'>>;

/** The contract's phone pattern (`ClientPatch.phone`). */
const PHONE_PATTERN = /^\+?[0-9][0-9 .-]{5,19}$/;
const NAME_MAX_LENGTH = 80;

export function valuesOf(client: Client): AccountValues {
  return {
    firstname: client.firstname ?? '',
    lastname: client.lastname ?? '',
    email: client.email,
    phone: client.phone ?? '',
    optinKid: client.is_optin_kid,
    optinWoman: client.is_optin_woman,
  };
}

/** What the PATCH sends: only the fields that differ from the client (trimmed; an emptied phone is null). */
export function changedFields(client: Client, values: AccountValues): ClientPatch {
  const patch: ClientPatch = {};
  const firstname = values.firstname.trim();
  const lastname = values.lastname.trim();
  const email = values.email.trim();
  const phone = values.phone.trim() || null;
  if (firstname !== (client.firstname ?? '')) patch.firstname = firstname;
  if (lastname !== (client.lastname ?? '')) patch.lastname = lastname;
  if (email !== client.email) patch.email = email;
  if (phone !== client.phone) patch.phone = phone;
  if (values.optinKid !== client.is_optin_kid) patch.is_optin_kid = values.optinKid;
  if (values.optinWoman !== client.is_optin_woman) patch.is_optin_woman = values.optinWoman;
  return patch;
}

/** What stops the changes before any call: an emptied or too long name, a bad address, a bad phone number. */
export function patchErrors(patch: ClientPatch): AccountErrors {
  const errors: AccountErrors = {};
  for (const field of ['firstname', 'lastname'] as const) {
    const value = patch[field];
    if (value === '') errors[field] = 'required';
    else if (value !== undefined && [...value].length > NAME_MAX_LENGTH) errors[field] = 'invalid';
  }
  if (patch.email !== undefined) {
    const check = checkEmail(patch.email).status;
    if (check !== 'ok') errors.email = check === 'empty' ? 'required' : 'invalid';
  }
  if (patch.phone && !PHONE_PATTERN.test(patch.phone)) errors.phone = 'invalid';
  return errors;
}

const FIELDS: readonly string[] = ['firstname', 'lastname', 'email', 'phone'] satisfies AccountField[];

/**
 * A refused save on its fields: a 400 on the fields it names; null otherwise. (A taken address is no
 * refusal: the server answers as for a free one and mails it nothing.)
 */
export function refusedFields(error: unknown): AccountErrors | null {
  if (!isProblem(error)) return null;
  const named = error.status === 400 ? (error.errors ?? []).map((entry) => entry.field).filter((field) => FIELDS.includes(field)) : [];
  return named.length ? (Object.fromEntries(named.map((field) => [field, 'invalid'])) as AccountErrors) : null;
}

/** Where a save leaves the form, as the person sees it. */
export type AccountEditStatus =
  | { kind: 'editing' }
  | { kind: 'saving' }
  /** Saved; a new email waits for the link mailed to it (`emailSent`), the current one stays until then. */
  | { kind: 'saved'; emailSent: string | null }
  /** Too many email changes for the account: the wait, in minutes, before another try. */
  | { kind: 'tooManyAttempts'; minutes: number }
  | { kind: 'failed' };

/** Where a save that the server took leaves the form: whether it mailed a link to a new address. */
export function savedStatus(patch: ClientPatch, updated: Client): AccountEditStatus {
  return { kind: 'saved', emailSent: patch.email !== undefined && updated.pending_email !== null ? updated.pending_email : null };
}

/** How a failed save reads: refusals on their fields, too many attempts (with the wait), or a failure. */
export function saveFailure(error: unknown): { errors: AccountErrors } | { status: AccountEditStatus } {
  const refused = refusedFields(error);
  if (refused) return { errors: refused };
  const minutes = retryAfterMinutes(error);
  return { status: minutes === null ? { kind: 'failed' } : { kind: 'tooManyAttempts', minutes } };
}
